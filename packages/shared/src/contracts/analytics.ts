import { z } from 'zod';
import { enrollmentStatsSchema } from './enrollments.ts';

/**
 * The contract of the analytics domain (issue 12): the dashboard stats and the Analytics
 * Dashboard's figures and CSV exports (admins only).
 */

/**
 * GET /api/admin/dashboard/stats: the four cards of Enrollment Management (the same figures as
 * GET /api/enrollments/stats). The rate is a percent with one decimal.
 */
export const dashboardStatsSchema = enrollmentStatsSchema;
export type DashboardStats = z.output<typeof dashboardStatsSchema>;

/**
 * The range of every analytics call: `startDate` and `endDate` (or `start_date`/`end_date`),
 * yyyy-MM-dd days of the provider's calendar, both included, at most two years. The service
 * checks them (its messages name the field), so they are documented here as text.
 */
export const analyticsRangeQuerySchema = z.object({
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  start_date: z.string().optional(),
  end_date: z.string().optional(),
});
export type AnalyticsRangeQuery = z.output<typeof analyticsRangeQuerySchema>;

/** The range an answer is about, echoed with the provider's time zone. */
export const analyticsRangeSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  time_zone: z.string(),
});

/** Every analytics answer: `{ data, range }`. */
const analyticsAnswer = <T extends z.ZodType>(data: T) =>
  z.object({ data, range: analyticsRangeSchema });

/** Money of a range in dollars (refunds subtracted for the net). */
const moneyFields = {
  gross_revenue: z.number(),
  refunds: z.number(),
  net_revenue: z.number(),
  payment_count: z.number(),
  refund_count: z.number(),
};

export const analyticsSummarySchema = z.object({
  monthly_revenue: z.number(),
  active_enrollments: z.number(),
  active_users: z.number(),
  active_classes: z.number(),
  recent_payments: z.number(),
  recent_certificates: z.number(),
  waitlist_count: z.number(),
  enrollment_rate: z.number(),
  /** Certificates expiring within 90 days of today, as the office's Expiring Soon view counts them. */
  expiring_certificates: z.number(),
});
export type AnalyticsSummary = z.output<typeof analyticsSummarySchema>;
export const analyticsSummaryAnswerSchema = analyticsAnswer(analyticsSummarySchema);

export const revenuePointSchema = z.object({ period: z.string(), ...moneyFields });
export type RevenuePoint = z.output<typeof revenuePointSchema>;
export const revenueAnswerSchema = analyticsAnswer(z.array(revenuePointSchema));

export const classRevenueSchema = z.object({
  class_id: z.number().nullable(),
  class_name: z.string(),
  ...moneyFields,
  enrollment_count: z.number(),
});
export type ClassRevenue = z.output<typeof classRevenueSchema>;
export const classRevenueAnswerSchema = analyticsAnswer(z.array(classRevenueSchema));

export const enrollmentTrendSchema = z.object({
  period: z.string(),
  total_enrollments: z.number(),
  approved_enrollments: z.number(),
  pending_enrollments: z.number(),
  rejected_enrollments: z.number(),
});
export type EnrollmentTrend = z.output<typeof enrollmentTrendSchema>;
export const enrollmentTrendsAnswerSchema = analyticsAnswer(z.array(enrollmentTrendSchema));

export const classEnrollmentFiguresSchema = z.object({
  class_id: z.number(),
  class_name: z.string(),
  session_count: z.number(),
  capacity: z.number(),
  enrollment_count: z.number(),
  approved_count: z.number(),
  enrollment_rate: z.number(),
});
export type ClassEnrollmentFigures = z.output<typeof classEnrollmentFiguresSchema>;
export const classEnrollmentsAnswerSchema = analyticsAnswer(z.array(classEnrollmentFiguresSchema));

export const userEngagementSchema = z.object({
  period: z.string(),
  new_users: z.number(),
  active_users: z.number(),
  total_users: z.number(),
  engagement_rate: z.number(),
});
export type UserEngagement = z.output<typeof userEngagementSchema>;
export const userEngagementAnswerSchema = analyticsAnswer(z.array(userEngagementSchema));

export const userActivitySchema = z.object({
  action: z.string(),
  count: z.number(),
  users: z.number(),
});
export type UserActivity = z.output<typeof userActivitySchema>;
export const userActivityAnswerSchema = analyticsAnswer(z.array(userActivitySchema));

/** GET /api/admin/analytics/export/:type: the metric's name (an unknown one is a 400). */
export const analyticsExportParams = z.object({ type: z.string() });
/** The export's answer: a CSV file (UTF-8, with a header row). */
export const analyticsExportFile = {
  description: 'The metric of the range as a CSV file',
  content: { 'text/csv': { schema: z.string() } },
};
