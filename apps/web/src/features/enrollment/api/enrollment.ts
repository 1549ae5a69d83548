import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { catalogueKeys } from '../../catalogue/api/keys.ts';
import { profileKey } from '../../profile/api/get-profile.ts';

/**
 * The enrollment and waitlist calls of a student, shared by the class page and the profile: enroll,
 * withdraw, join and leave a waitlist, accept or decline an offered seat, and the eligibility check.
 * Every change refreshes the same state (see refreshEnrollmentState).
 */

/** Query keys of enrollment state: per class and per user. */
export const enrollmentKeys = {
  all: ['enrollments'] as const,
  eligibility: (classId: string, userId: number | string) =>
    ['enrollments', 'eligibility', classId, String(userId)] as const,
};

/**
 * After any enrollment or waitlist change, also after a failure (a "session is full" answer means
 * the screen shows old seat counts): seats, the caller's state in each class and the profile.
 */
export function refreshEnrollmentState(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKeys.classes }),
    queryClient.invalidateQueries({ queryKey: enrollmentKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileKey }),
  ]);
}

const segment = (id: number | string) => encodeURIComponent(String(id));

export interface EnrollInput {
  classId: number | string;
  sessionId: number;
}

/** POST /enrollments/{classId} { sessionId } -> 201 { message, enrollment } (pending). */
export function enroll({ classId, sessionId }: EnrollInput) {
  return api.post(
    `/enrollments/${segment(classId)}`,
    { sessionId },
    {
      schema: lazySchema((s) => s.enrollmentMessageSchema),
    },
  );
}

/** DELETE /enrollments/{id}: the student withdraws; the seat is freed. */
export function withdrawEnrollment(enrollmentId: number) {
  return api.delete(`/enrollments/${segment(enrollmentId)}`, {
    schema: lazySchema((s) => s.enrollmentMessageSchema),
  });
}

export interface JoinWaitlistInput {
  classId: number | string;
  /** The full session the student waits for. */
  sessionId: number;
}

/** POST /enrollments/waitlist/{classId} { sessionId } -> 201 { message, entry }. */
export function joinWaitlist({ classId, sessionId }: JoinWaitlistInput) {
  return api.post(
    `/enrollments/waitlist/${segment(classId)}`,
    { sessionId },
    {
      schema: lazySchema((s) => s.waitlistEntryMessageSchema),
    },
  );
}

/** DELETE /enrollments/waitlist/{classId}: leave the waitlist of a class. */
export function leaveWaitlist(classId: number | string) {
  return api.delete(`/enrollments/waitlist/${segment(classId)}`, {
    schema: lazySchema((s) => s.waitlistMessageSchema),
  });
}

/** POST /enrollments/waitlist/{entryId}/accept: the held seat becomes an enrollment. */
export function acceptOffer(entryId: number) {
  return api.post(`/enrollments/waitlist/${segment(entryId)}/accept`, undefined, {
    schema: lazySchema((s) => s.offerAcceptedSchema),
  });
}

/** POST /enrollments/waitlist/{entryId}/decline: the seat goes to the next person. */
export function declineOffer(entryId: number) {
  return api.post(`/enrollments/waitlist/${segment(entryId)}/decline`, undefined, {
    schema: lazySchema((s) => s.waitlistMessageSchema),
  });
}

/**
 * GET /enrollments/check-eligibility/{classId}: in one call, whether the signed-in user may
 * enroll, their live enrollment in the class and their open waitlist entry (with a seat offer).
 */
export function checkEligibility(classId: string, signal?: AbortSignal) {
  return api.get(`/enrollments/check-eligibility/${segment(classId)}`, {
    signal,
    schema: lazySchema((s) => s.eligibilitySchema),
  });
}

export const eligibilityQuery = (classId: string, userId: number | string) =>
  queryOptions({
    queryKey: enrollmentKeys.eligibility(classId, userId),
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

/** A mutation of enrollment state, with the one refresh afterwards. */
function useEnrollmentMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => refreshEnrollmentState(queryClient),
  });
}

export const useEnroll = () => useEnrollmentMutation(enroll);
export const useWithdrawEnrollment = () => useEnrollmentMutation(withdrawEnrollment);
export const useJoinWaitlist = () => useEnrollmentMutation(joinWaitlist);
export const useLeaveWaitlist = () => useEnrollmentMutation(leaveWaitlist);
export const useAcceptOffer = () => useEnrollmentMutation(acceptOffer);
export const useDeclineOffer = () => useEnrollmentMutation(declineOffer);
