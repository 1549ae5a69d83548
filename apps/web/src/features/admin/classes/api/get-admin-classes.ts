import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { classListSchema, type CatalogueClass, type PageInfo } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';

export interface AdminClassFilters {
  /** Kept if the title contains it (any case). */
  search?: string;
  /** One-based page and its size (at most 25 classes, each with all its sessions). */
  page: number;
  limit: number;
}

export interface AdminClassPage {
  classes: CatalogueClass[];
  pagination: PageInfo;
}

/**
 * GET /admin/classes?search&page&limit: a page of classes by title, each with all its sessions
 * (removed ones too), and where the page is (docs/decisions/0043).
 */
export async function getAdminClasses(
  filters: AdminClassFilters,
  signal?: AbortSignal,
): Promise<AdminClassPage> {
  const answer = await api.get('/admin/classes', {
    signal,
    query: {
      search: filters.search?.trim() || undefined,
      page: filters.page,
      limit: filters.limit,
    },
    schema: classListSchema,
  });
  return {
    classes: answer.classes,
    pagination: answer.pagination ?? {
      page: filters.page,
      limit: filters.limit,
      total: answer.classes.length,
    },
  };
}

/** Keyed under `adminKeys.classes()`, so whatever refreshes the class list refreshes every page. */
export const adminClassesQuery = (filters: AdminClassFilters) =>
  queryOptions({
    queryKey: adminKeys.classPage(filters),
    queryFn: ({ signal }) => getAdminClasses(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminClasses(filters: AdminClassFilters) {
  return useQuery(adminClassesQuery(filters));
}
