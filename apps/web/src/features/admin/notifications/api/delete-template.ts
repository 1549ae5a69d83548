import { useMutation } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';

/** DELETE /notifications/admin/templates/{id}: notifications sent from it keep their text. */
export async function deleteTemplate(id: number): Promise<string> {
  return messageOf(
    await api.delete<unknown>(`/notifications/admin/templates/${id}`),
    MSG.templateDeleted,
  );
}

export function useDeleteTemplate() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: deleteTemplate, onSuccess: refresh });
}
