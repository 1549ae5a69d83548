import type {
  AnalyticsSummary,
  ClassEnrollmentFigures,
  ClassRevenue,
  EnrollmentTrend,
  RevenuePoint,
  UserActivity,
  UserEngagement,
} from '@careclass/shared';

/**
 * The Analytics Dashboard's figures (docs/decisions/0011), one per call; the answers' shapes are
 * the shared contract's (packages/shared/src/contracts/analytics.ts). Money is in dollars, rates
 * are percentages with one decimal, periods are calendar months `yyyy-MM` of the provider's time
 * zone.
 */
export interface AnalyticsData {
  summary: AnalyticsSummary;
  revenue: RevenuePoint[];
  revenueByClass: ClassRevenue[];
  enrollmentTrends: EnrollmentTrend[];
  classEnrollments: ClassEnrollmentFigures[];
  userEngagement: UserEngagement[];
  userActivity: UserActivity[];
}

export type AnalyticsMetric = keyof AnalyticsData;
