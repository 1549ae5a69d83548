import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api, ApiError } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';
import type { WaitlistEntry, WaitlistStats } from '../../types.ts';

export interface WaitlistFilters {
  classId?: number;
  search?: string;
  /** Also list approved and rejected entries. */
  includeClosed?: boolean;
}

export interface WaitlistPage {
  entries: WaitlistEntry[];
  stats: WaitlistStats;
}

/** GET /admin/waitlist?class_id&search&include_closed: the entries and the two stat cards. */
export async function getWaitlist(
  filters: WaitlistFilters,
  signal?: AbortSignal,
): Promise<WaitlistPage> {
  const data = await api.get<Partial<WaitlistPage>>('/admin/waitlist', {
    signal,
    query: {
      class_id: filters.classId,
      search: filters.search?.trim(),
      include_closed: filters.includeClosed ? 'true' : undefined,
    },
  });
  if (!data || !Array.isArray(data.entries)) {
    throw new ApiError(200, MSG.invalidServerResponse, { code: 'INVALID_RESPONSE' });
  }
  return {
    entries: data.entries,
    stats: data.stats ?? { total_waiting: 0, total_offered: 0, classes: 0 },
  };
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
