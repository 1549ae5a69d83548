import { useMutation } from '@tanstack/react-query';
import { sentDeletedSchema } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { useRefreshAfterWrite } from '../../lib/api-helpers.ts';

/**
 * DELETE /notifications/admin/sent/{id}: the sender withdraws a Sent entry, a single notice or a
 * whole broadcast group; the recipients' notices go with it.
 */
export async function deleteSent(id: number): Promise<string> {
  const answer = await api.delete(`/notifications/admin/sent/${id}`, { schema: sentDeletedSchema });
  return answer.message;
}

export function useDeleteSent() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: deleteSent, onSuccess: refresh });
}
