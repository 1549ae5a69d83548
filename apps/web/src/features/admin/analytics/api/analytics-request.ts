import { api } from '../../../../lib/api-client.ts';
import { arrayField, objectField } from '../../lib/api-helpers.ts';
import type { DateRange } from '../lib/date-range.ts';
import type { AnalyticsMetric } from '../types.ts';

/** Query keys of the dashboard; under 'admin' so that a back-office write refreshes them too. */
export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  metric: (metric: AnalyticsMetric, range: DateRange) =>
    ['admin', 'analytics', metric, range.startDate, range.endDate] as const,
};

/**
 * GET /admin/analytics/{path}?startDate&endDate: every call answers `{ data, range }`; `data` is an
 * object for the summary and an array for the series. Anything else is "Invalid server response".
 */
export async function getAnalyticsObject<T>(
  path: string,
  range: DateRange,
  signal?: AbortSignal,
): Promise<T> {
  const body = await api.get<unknown>(`/admin/analytics/${path}`, { signal, query: { ...range } });
  return objectField<T>(body, 'data');
}

export async function getAnalyticsSeries<T>(
  path: string,
  range: DateRange,
  signal?: AbortSignal,
): Promise<T[]> {
  const body = await api.get<unknown>(`/admin/analytics/${path}`, { signal, query: { ...range } });
  return arrayField<T>(body, 'data');
}
