import type { QueryClient } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { ApiError } from '../../../lib/api-client.ts';
import type { CatalogueFilters } from '../lib/filters.ts';

/** Query keys of the catalogue area; enrolment state is per class and per user. */
export const catalogueKeys = {
  classes: ['classes'] as const,
  list: (filters: CatalogueFilters) => ['classes', 'list', filters] as const,
  detail: (id: string) => ['classes', 'detail', id] as const,
  enrollments: ['enrollments'] as const,
  eligibility: (classId: string, userId: number | string) =>
    ['enrollments', 'eligibility', classId, String(userId)] as const,
};

/** After an enrolment or waitlist change: seats and the caller's state are reloaded. */
export function refreshClassState(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKeys.classes }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.enrollments }),
  ]);
}

/** The field of an answer that must be there, or an "Invalid server response" error. */
export function expectField<T>(data: unknown, field: string, check: (v: unknown) => boolean): T {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : null;
  if (!check(value)) {
    throw new ApiError(200, MSG.invalidServerResponse, { code: 'INVALID_RESPONSE' });
  }
  return value as T;
}

export function messageOr(data: unknown, fallback: string): string {
  const m = data && typeof data === 'object' ? (data as Record<string, unknown>).message : null;
  return typeof m === 'string' && m.trim() !== '' ? m : fallback;
}

export const isObject = (v: unknown) => Boolean(v) && typeof v === 'object';
