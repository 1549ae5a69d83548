import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswer } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { materialKeys } from './keys.ts';

/** DELETE /api/classes/{id}/materials/{materialId}: the material and its stored file. */
export function removeMaterial(classId: number, materialId: number) {
  return api.delete(`/classes/${classId}/materials/${materialId}`, { schema: messageAnswer });
}

export function useRemoveMaterial(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (materialId: number) => removeMaterial(classId, materialId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: materialKeys.list(classId) }),
  });
}
