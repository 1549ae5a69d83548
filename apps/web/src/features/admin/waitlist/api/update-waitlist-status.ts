import { useMutation } from '@tanstack/react-query';
import { waitlistDecisionAnswerSchema } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';

export interface UpdateWaitlistStatus {
  classId: number;
  entryId: number;
  status: 'approved' | 'rejected';
  reason?: string;
}

/**
 * PUT /admin/classes/{classId}/waitlist/{entryId} {status, reason?}. Approving enrols the student in
 * a free seat (409 "No session of this class has a free seat right now" when there is none); rejecting closes
 * the entry and records it in the enrolments.
 */
export async function updateWaitlistStatus({
  classId,
  entryId,
  status,
  reason,
}: UpdateWaitlistStatus): Promise<string> {
  const data = await api.put(
    `/admin/classes/${classId}/waitlist/${entryId}`,
    { status, ...(reason ? { reason } : {}) },
    { schema: waitlistDecisionAnswerSchema },
  );
  return messageOf(
    data,
    status === 'approved' ? 'Waitlist entry approved' : 'Waitlist entry rejected',
  );
}

export function useUpdateWaitlistStatus() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: updateWaitlistStatus, onSuccess: refresh });
}
