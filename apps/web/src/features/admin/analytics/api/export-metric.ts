import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { saveBlob } from '../../../../lib/save-blob.ts';
import type { DateRange } from '../lib/date-range.ts';
import type { AnalyticsMetric } from '../types.ts';

/** The export path's name of each metric of the selector (GET /admin/analytics/export/{type}). */
export const EXPORT_TYPE: Record<AnalyticsMetric, string> = {
  summary: 'summary',
  revenue: 'revenue',
  revenueByClass: 'revenue-by-class',
  enrollmentTrends: 'enrollments',
  classEnrollments: 'class-enrollments',
  userEngagement: 'user-engagement',
  userActivity: 'user-activity',
};

/** The name the file is saved under (as the server's Content-Disposition names it). */
export const exportFileName = (metric: AnalyticsMetric, range: DateRange) =>
  `careclass-${EXPORT_TYPE[metric]}-${range.startDate}-to-${range.endDate}.csv`;

/** GET /admin/analytics/export/{type}?startDate&endDate (CSV, with the token), saved. */
export async function exportMetric({
  metric,
  range,
}: {
  metric: AnalyticsMetric;
  range: DateRange;
}): Promise<void> {
  const blob = await api.blob(`/admin/analytics/export/${EXPORT_TYPE[metric]}`, {
    query: { ...range },
  });
  saveBlob(blob, exportFileName(metric, range));
}

export function useExportMetric() {
  return useMutation({ mutationFn: exportMetric });
}
