/** Texts of the Analytics Dashboard (specification 001, 8 "Admin: Analytics" and 000, 2.5). */
export const ANALYTICS_MSG = {
  loadFailed: 'Failed to load analytics data',
  fetchSummary: 'Failed to fetch summary',
  fetchRevenue: 'Failed to fetch revenue trends',
  fetchRevenueByClass: 'Failed to fetch revenue by class',
  fetchEnrollmentTrends: 'Failed to fetch enrollment trends',
  fetchClassEnrollments: 'Failed to fetch class enrollments',
  fetchUserEngagement: 'Failed to fetch user engagement',
  fetchAnalytics: 'Failed to fetch analytics data',
  noTrendData: 'No enrollment trend data available',
  noRevenueData: 'No revenue data available',
  noData: 'No data available',
  /** The specification's failure text of the export (001, 8); the server's own text comes first. */
  exportFailed: 'Export functionality is not yet available.',
  exported: 'Report exported successfully',
} as const;
