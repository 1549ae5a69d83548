import { useMutation } from '@tanstack/react-query';
import { enrollmentMessageSchema, type EnrollmentStatus } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';
import { ADMIN_MSG } from '../../messages.ts';

/** The call for each target status (specification 000, 4: approve, reject and pending calls). */
const CALL: Record<EnrollmentStatus, 'approve' | 'reject' | 'pending'> = {
  approved: 'approve',
  rejected: 'reject',
  pending: 'pending',
};

export interface ChangeEnrollmentStatus {
  id: number;
  to: EnrollmentStatus;
  /** The reason of a rejection, told to the student. */
  reason?: string;
}

/**
 * POST /enrollments/{id}/approve | /reject {reason} | /pending. Rejecting frees the seat; back to
 * pending claims one again (409 when the session is full). Resolves to the server's message.
 */
export async function changeEnrollmentStatus({
  id,
  to,
  reason,
}: ChangeEnrollmentStatus): Promise<string> {
  // A status from anywhere else (declined, a typo) has no call: refuse it before asking the server.
  const call = Object.hasOwn(CALL, to) ? CALL[to] : undefined;
  if (!call) throw new Error(ADMIN_MSG.invalidEnrollmentStatus);
  const data = await api.post(`/enrollments/${id}/${call}`, reason ? { reason } : {}, {
    schema: enrollmentMessageSchema,
  });
  return messageOf(data, ADMIN_MSG.enrollmentDone(to));
}

export function useChangeEnrollmentStatus() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: changeEnrollmentStatus, onSuccess: refresh });
}
