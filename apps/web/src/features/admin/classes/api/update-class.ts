import { useMutation } from '@tanstack/react-query';
import { CLASS_MSG, classSavedSchema, type ClassUpdateInput } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';

/**
 * PUT /admin/classes/{id}: fields given are changed; sessions with an id are edited, without one
 * added, deletedSessionIds removed. 409 when a capacity goes below the seats taken.
 */
export async function updateClass({
  id,
  body,
}: {
  id: number;
  body: ClassUpdateInput;
}): Promise<string> {
  return messageOf(
    await api.put(`/admin/classes/${id}`, body, { schema: classSavedSchema }),
    CLASS_MSG.updated,
  );
}

export function useUpdateClass() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: updateClass, onSuccess: refresh });
}
