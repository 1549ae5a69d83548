import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CatalogueClass } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { toApiQuery, type CatalogueFilters } from '../lib/filters.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/classes?location_type=&duration=&price_range= -> { classes }. Public. */
export async function getClasses(
  filters: CatalogueFilters = {},
  signal?: AbortSignal,
): Promise<CatalogueClass[]> {
  const data = await api.get('/classes', {
    query: toApiQuery(filters),
    signal,
    schema: lazySchema((s) => s.classListSchema),
  });
  return data.classes;
}

export const classesQuery = (filters: CatalogueFilters = {}) =>
  queryOptions({
    queryKey: catalogueKeys.list(filters),
    queryFn: ({ signal }) => getClasses(filters, signal),
  });

export function useClasses(filters: CatalogueFilters = {}) {
  // While another filter loads, the page keeps the last list (marked as updating).
  return useQuery({ ...classesQuery(filters), placeholderData: keepPreviousData });
}
