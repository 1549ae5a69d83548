import { useMutation } from '@tanstack/react-query';
import { messageAnswer } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { useRefreshAfterWrite } from '../../lib/api-helpers.ts';

/** DELETE /notifications/admin/templates/{id}: notifications sent from it keep their text. */
export async function deleteTemplate(id: number): Promise<string> {
  const answer = await api.delete(`/notifications/admin/templates/${id}`, {
    schema: messageAnswer,
  });
  return answer.message;
}

export function useDeleteTemplate() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: deleteTemplate, onSuccess: refresh });
}
