import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogueClass } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/classes/{id} -> { class } with its upcoming sessions; 404 "Class not found". */
export async function getClass(id: string, signal?: AbortSignal): Promise<CatalogueClass> {
  const data = await api.get(`/classes/${encodeURIComponent(id)}`, {
    signal,
    schema: lazySchema((s) => s.classAnswerSchema),
  });
  return data.class;
}

export const classQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.detail(id),
    queryFn: ({ signal }) => getClass(id, signal),
  });

export function useClass(id: string) {
  return useQuery(classQuery(id));
}
