import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { DateRange } from '../lib/date-range.ts';
import type { AnalyticsData, AnalyticsMetric } from '../types.ts';
import { classEnrollmentsQuery } from './get-class-enrollments.ts';
import { enrollmentTrendsQuery } from './get-enrollment-trends.ts';
import { revenueByClassQuery } from './get-revenue-by-class.ts';
import { revenueQuery } from './get-revenue.ts';
import { analyticsSummaryQuery } from './get-summary.ts';
import { userActivityQuery } from './get-user-activity.ts';
import { userEngagementQuery } from './get-user-engagement.ts';

export type AnalyticsQueries = { [K in AnalyticsMetric]: UseQueryResult<AnalyticsData[K]> };

export interface AnalyticsState {
  queries: AnalyticsQueries;
  /** The calls that failed (their last attempt), in the order of the metric selector. */
  failed: AnalyticsMetric[];
  isFetching: boolean;
  /** When the newest answer arrived (ms), 0 before the first one. */
  lastUpdated: number;
  /** When the newest failure happened (ms), 0 when nothing failed: changes on every new failure. */
  lastFailed: number;
  /** Fetches every call again. */
  refetch: () => Promise<unknown>;
}

/** The seven analytics calls of a range, fetched in parallel. */
export function useAnalytics(range: DateRange): AnalyticsState {
  const results = useQueries({
    queries: [
      analyticsSummaryQuery(range),
      revenueQuery(range),
      revenueByClassQuery(range),
      enrollmentTrendsQuery(range),
      classEnrollmentsQuery(range),
      userEngagementQuery(range),
      userActivityQuery(range),
    ],
  });
  const [
    summary,
    revenue,
    revenueByClass,
    enrollmentTrends,
    classEnrollments,
    userEngagement,
    userActivity,
  ] = results;
  const queries: AnalyticsQueries = {
    summary,
    revenue,
    revenueByClass,
    enrollmentTrends,
    classEnrollments,
    userEngagement,
    userActivity,
  };
  const entries = Object.entries(queries) as [AnalyticsMetric, UseQueryResult<unknown>][];
  const failedEntries = entries.filter(([, q]) => q.isError);
  return {
    queries,
    failed: failedEntries.map(([metric]) => metric),
    isFetching: results.some((q) => q.isFetching),
    lastUpdated: Math.max(0, ...results.map((q) => q.dataUpdatedAt)),
    lastFailed: Math.max(0, ...failedEntries.map(([, q]) => q.errorUpdatedAt)),
    refetch: () => Promise.all(results.map((q) => q.refetch())),
  };
}
