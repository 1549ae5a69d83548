import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CatalogueClass } from '../types.ts';
import { catalogueKeys, expectField, isObject } from './keys.ts';

/** GET /api/classes/{id} -> { class } with its upcoming sessions; 404 "Class not found". */
export async function getClass(id: string, signal?: AbortSignal): Promise<CatalogueClass> {
  const data = await api.get<unknown>(`/classes/${encodeURIComponent(id)}`, { signal });
  return expectField<CatalogueClass>(data, 'class', isObject);
}

export const classQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.detail(id),
    queryFn: ({ signal }) => getClass(id, signal),
  });

export function useClass(id: string) {
  return useQuery(classQuery(id));
}
