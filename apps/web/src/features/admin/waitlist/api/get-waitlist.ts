import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminWaitlistListSchema } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';

export interface WaitlistFilters {
  classId?: number;
  search?: string;
  /** Also list approved and rejected entries. */
  includeClosed?: boolean;
  /** The page (from 1) and its size; the server answers 25 from the first when not given. */
  page?: number;
  limit?: number;
}

/**
 * GET /admin/waitlist?class_id&search&include_closed&page&limit: a page of the entries, the two
 * stat cards and the pagination.
 */
export function getWaitlist(filters: WaitlistFilters, signal?: AbortSignal) {
  return api.get('/admin/waitlist', {
    signal,
    query: {
      class_id: filters.classId,
      search: filters.search?.trim(),
      include_closed: filters.includeClosed ? 'true' : undefined,
      page: filters.page,
      limit: filters.limit,
    },
    schema: adminWaitlistListSchema,
  });
}

export const waitlistQuery = (filters: WaitlistFilters) =>
  queryOptions({
    queryKey: adminKeys.waitlist(filters),
    queryFn: ({ signal }) => getWaitlist(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useWaitlist(filters: WaitlistFilters) {
  return useQuery(waitlistQuery(filters));
}
