/**
 * The Analytics Dashboard calls' payloads (docs/decisions/0011): every call answers
 * `{ data, range }`; money is in dollars, rates are percentages with one decimal, periods are
 * calendar months `yyyy-MM` of the provider's time zone.
 */

export interface AnalyticsRange {
  start_date: string;
  end_date: string;
  time_zone: string;
}

export interface AnalyticsAnswer<T> {
  data: T;
  range: AnalyticsRange;
}

/** The four cards, as of now. */
export interface AnalyticsSummary {
  monthly_revenue: number;
  active_enrollments: number;
  active_users: number;
  active_classes: number;
  recent_payments: number;
  recent_certificates: number;
  waitlist_count: number;
  enrollment_rate: number;
}

interface MoneyFigures {
  gross_revenue: number;
  refunds: number;
  net_revenue: number;
  payment_count: number;
  refund_count: number;
}

export interface RevenuePeriod extends MoneyFigures {
  period: string;
}

export interface ClassRevenue extends MoneyFigures {
  /** null for transactions without a class ("No class"). */
  class_id: number | null;
  class_name: string;
  /** Enrollment requests made in the range that hold a seat; absent from an older server. */
  enrollment_count?: number;
}

export interface EnrollmentTrend {
  period: string;
  total_enrollments: number;
  approved_enrollments: number;
  pending_enrollments: number;
  rejected_enrollments: number;
}

export interface ClassEnrollment {
  class_id: number;
  class_name: string;
  session_count: number;
  capacity: number;
  enrollment_count: number;
  approved_count: number;
  enrollment_rate: number;
}

export interface UserEngagement {
  period: string;
  new_users: number;
  active_users: number;
  total_users: number;
  engagement_rate: number;
}

export interface ActivityCount {
  action: string;
  count: number;
  users: number;
}

/** The seven calls, by the specification's response groups. */
export interface AnalyticsData {
  summary: AnalyticsSummary;
  revenue: RevenuePeriod[];
  revenueByClass: ClassRevenue[];
  enrollmentTrends: EnrollmentTrend[];
  classEnrollments: ClassEnrollment[];
  userEngagement: UserEngagement[];
  userActivity: ActivityCount[];
}

export type AnalyticsMetric = keyof AnalyticsData;
