import { useMutation } from '@tanstack/react-query';
import { CLASS_MSG, classDeletedSchema } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';

/** DELETE /admin/classes/{id}; a class with history is kept, cancelled (docs/decisions/0013). */
export async function deleteClass(id: number): Promise<string> {
  return messageOf(
    await api.delete(`/admin/classes/${id}`, { schema: classDeletedSchema }),
    CLASS_MSG.deleted,
  );
}

export function useDeleteClass() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: deleteClass, onSuccess: refresh });
}
