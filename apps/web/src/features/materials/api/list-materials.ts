import { queryOptions, useQuery } from '@tanstack/react-query';
import { materialListSchema } from '@careclass/shared';
import { ApiError, api } from '../../../lib/api-client.ts';
import { materialKeys } from './keys.ts';

/** GET /api/classes/{id}/materials -> { materials }, newest first; 403 for people outside the class. */
export async function listMaterials(classId: number, signal?: AbortSignal) {
  const data = await api.get(`/classes/${classId}/materials`, {
    signal,
    schema: materialListSchema,
  });
  return data.materials;
}

export const materialsQuery = (classId: number) =>
  queryOptions({
    queryKey: materialKeys.list(classId),
    queryFn: ({ signal }) => listMaterials(classId, signal),
    // Who may not see a class's materials will not be let in by asking again.
    retry: (count, error) =>
      !(error instanceof ApiError && [401, 403, 404].includes(error.status)) && count < 2,
  });

export function useMaterials(classId: number) {
  return useQuery(materialsQuery(classId));
}
