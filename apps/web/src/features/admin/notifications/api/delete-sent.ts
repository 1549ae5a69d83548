import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';

/**
 * DELETE /notifications/admin/sent/{id}: the sender withdraws a Sent entry, a single notice or a
 * whole broadcast group; the recipients' notices go with it.
 */
export async function deleteSent(id: number): Promise<string> {
  return messageOf(
    await api.delete<unknown>(`/notifications/admin/sent/${id}`),
    'Notification deleted',
  );
}

export function useDeleteSent() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: deleteSent, onSuccess: refresh });
}
