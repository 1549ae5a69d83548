import type { CatalogueFilters } from '../lib/filters.ts';

/** Query keys of the catalogue area (enrollment state: features/enrollment/api). */
export const catalogueKeys = {
  classes: ['classes'] as const,
  list: (filters: CatalogueFilters) => ['classes', 'list', filters] as const,
  detail: (id: string) => ['classes', 'detail', id] as const,
};
