import { MSG } from '@careclass/shared';
import { ApiError } from '../../../lib/api-client.ts';
import type { CatalogueFilters } from '../lib/filters.ts';

/** Query keys of the catalogue area (enrollment state: features/enrollment/api). */
export const catalogueKeys = {
  classes: ['classes'] as const,
  list: (filters: CatalogueFilters) => ['classes', 'list', filters] as const,
  detail: (id: string) => ['classes', 'detail', id] as const,
};

/** The field of an answer that must be there, or an "Invalid server response" error. */
export function expectField<T>(data: unknown, field: string, check: (v: unknown) => boolean): T {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : null;
  if (!check(value)) {
    throw new ApiError(200, MSG.invalidServerResponse, { code: 'INVALID_RESPONSE' });
  }
  return value as T;
}

export const isObject = (v: unknown) => Boolean(v) && typeof v === 'object';
