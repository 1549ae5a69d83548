import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import type { DateRange } from '../lib/date-range.ts';
import type { AnalyticsMetric } from '../types.ts';

/** Query keys of the dashboard; under 'admin' so that a back-office write refreshes them too. */
export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  metric: (metric: AnalyticsMetric, range: DateRange) =>
    ['admin', 'analytics', metric, range.startDate, range.endDate] as const,
};

/**
 * GET /admin/analytics/{path}?startDate&endDate: every call answers `{ data, range }` (the
 * contract's schema of the call); the figures are its `data`. Another shape is the invalid-format
 * error.
 */
export async function getAnalytics<S extends z.ZodType<{ data: unknown }>>(
  path: string,
  schema: S,
  range: DateRange,
  signal?: AbortSignal,
): Promise<z.output<S>['data']> {
  const body = await api.get(`/admin/analytics/${path}`, { signal, query: { ...range }, schema });
  return body.data;
}
