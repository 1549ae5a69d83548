import { useMutation } from '@tanstack/react-query';
import { CLASS_MSG } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';

/** DELETE /admin/classes/{id}; a class with history is kept, cancelled (docs/decisions/0013). */
export async function deleteClass(id: number): Promise<string> {
  return messageOf(await api.delete<unknown>(`/admin/classes/${id}`), CLASS_MSG.deleted);
}

export function useDeleteClass() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: deleteClass, onSuccess: refresh });
}
