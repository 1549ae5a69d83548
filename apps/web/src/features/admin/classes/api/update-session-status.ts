import { useMutation } from '@tanstack/react-query';
import { sessionStatusSavedSchema, type SessionStatus } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';

/**
 * PATCH /sessions/sessions/{id}/status {status}. Completing moves approved enrolments to history
 * (pending ones archived); cancelling archives them all. 409 for a removed session.
 */
export async function updateSessionStatus({
  id,
  status,
}: {
  id: number;
  status: SessionStatus;
}): Promise<string> {
  return messageOf(
    await api.patch(
      `/sessions/sessions/${id}/status`,
      { status },
      { schema: sessionStatusSavedSchema },
    ),
    'Session status updated successfully',
  );
}

export function useUpdateSessionStatus() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: updateSessionStatus, onSuccess: refresh });
}
