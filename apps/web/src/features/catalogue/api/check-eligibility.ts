import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Eligibility } from '../types.ts';
import { catalogueKeys, expectField, isObject } from './keys.ts';

/**
 * GET /api/enrollments/check-eligibility/{classId}: in one call, whether the signed-in user may
 * enrol, their live enrolment in the class and their open waitlist entry (with a seat offer).
 */
export async function checkEligibility(classId: string, signal?: AbortSignal) {
  const data = await api.get<unknown>(
    `/enrollments/check-eligibility/${encodeURIComponent(classId)}`,
    { signal },
  );
  expectField<boolean>(data, 'eligible', (v) => typeof v === 'boolean');
  const d = data as Partial<Eligibility>;
  return {
    eligible: Boolean(d.eligible),
    reason: d.reason ?? null,
    enrolled: Boolean(d.enrolled),
    enrollment: isObject(d.enrollment) ? d.enrollment! : null,
    waitlist_entry: isObject(d.waitlist_entry) ? d.waitlist_entry! : null,
  } satisfies Eligibility;
}

export const eligibilityQuery = (classId: string, userId: number | string) =>
  queryOptions({
    queryKey: catalogueKeys.eligibility(classId, userId),
    queryFn: ({ signal }) => checkEligibility(classId, signal),
    // An offer's state changes on the server (another student withdraws): look again often.
    staleTime: 10_000,
  });

export function useEligibility(classId: string, userId: number | string | undefined) {
  return useQuery({
    ...eligibilityQuery(classId, userId ?? 'anonymous'),
    enabled: userId !== undefined,
  });
}
