import { queryOptions, useQuery } from '@tanstack/react-query';
import { classAnswerSchema, type CatalogueClass } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';

/** GET /admin/classes/{id}: one class with its sessions (404 "Class details not found"). */
export async function getAdminClass(id: number, signal?: AbortSignal): Promise<CatalogueClass> {
  return (await api.get(`/admin/classes/${id}`, { signal, schema: classAnswerSchema })).class;
}

export const adminClassQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.classDetail(id),
    queryFn: ({ signal }) => getAdminClass(id, signal),
    // The edit form starts from what is stored now, not from a cached copy.
    staleTime: 0,
  });

export function useAdminClass(id: number | null) {
  return useQuery({ ...adminClassQuery(id ?? 0), enabled: id !== null });
}
