import { queryOptions, useQuery } from '@tanstack/react-query';
import { pendingCountsSchema, type PendingCounts } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from '../query-keys.ts';
import type { AdminSection } from '../../../lib/paths.ts';

export type { PendingCounts } from '@careclass/shared';

/** GET /admin/pending-counts (admin): what waits for the office, for the menu's badges. */
export async function getPendingCounts(signal?: AbortSignal): Promise<PendingCounts> {
  return api.get('/admin/pending-counts', { signal, schema: pendingCountsSchema });
}

/** Read again every minute; any back-office write refreshes every admin query at once. */
export const pendingCountsQuery = () =>
  queryOptions({
    queryKey: adminKeys.pendingCounts(),
    queryFn: ({ signal }) => getPendingCounts(signal),
    refetchInterval: 60_000,
  });

export function usePendingCounts() {
  return useQuery(pendingCountsQuery());
}

/** The badge of a menu item: its count and what a screen reader hears; none for most sections. */
export function sectionBadge(
  section: AdminSection,
  counts: PendingCounts | undefined,
): { count: number; description: string } | null {
  if (!counts) return null;
  if (section === 'enrollments') {
    const n = counts.pending_enrollments;
    return { count: n, description: `${n} pending` };
  }
  if (section === 'waitlist') {
    const n = counts.waitlist_waiting;
    return { count: n, description: `${n} waiting` };
  }
  return null;
}
