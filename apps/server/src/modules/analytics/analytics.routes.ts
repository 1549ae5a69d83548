import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../plugins/auth.ts';
import { answering } from '../../lib/routes.ts';
import {
  analyticsExportFile,
  analyticsExportParams,
  analyticsRangeQuerySchema,
  analyticsSummaryAnswerSchema,
  classEnrollmentsAnswerSchema,
  classRevenueAnswerSchema,
  dashboardStatsSchema,
  enrollmentTrendsAnswerSchema,
  revenueAnswerSchema,
  userActivityAnswerSchema,
  userEngagementAnswerSchema,
} from '@careclass/shared';
import { exportMetric } from './analytics-export.ts';
import * as analytics from './analytics.service.ts';

/** Analytics Dashboard and the dashboard stats (catalogue "Admin: ... analytics"); admins only. */
export function analyticsRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.addHook('onRequest', requireRole(ctx, 'admin'));
    app.get('/admin/dashboard/stats', answering(dashboardStatsSchema), async () =>
      analytics.dashboardStats(ctx),
    );
    // The range is checked by the service (rangeOf), whose messages name the field.
    const range = <T>(answer: T) => ({
      schema: { querystring: analyticsRangeQuerySchema, response: { 200: answer } },
    });
    app.get('/admin/analytics/summary', range(analyticsSummaryAnswerSchema), async (request) =>
      analytics.summary(ctx, request.query),
    );
    app.get('/admin/analytics/revenue', range(revenueAnswerSchema), async (request) =>
      analytics.revenue(ctx, request.query),
    );
    app.get('/admin/analytics/revenue/classes', range(classRevenueAnswerSchema), async (request) =>
      analytics.revenueByClass(ctx, request.query),
    );
    app.get(
      '/admin/analytics/enrollments/trends',
      range(enrollmentTrendsAnswerSchema),
      async (request) => analytics.enrollmentTrends(ctx, request.query),
    );
    app.get(
      '/admin/analytics/enrollments/classes',
      range(classEnrollmentsAnswerSchema),
      async (request) => analytics.classEnrollments(ctx, request.query),
    );
    app.get(
      '/admin/analytics/users/engagement',
      range(userEngagementAnswerSchema),
      async (request) => analytics.userEngagement(ctx, request.query),
    );
    app.get('/admin/analytics/users/activity', range(userActivityAnswerSchema), async (request) =>
      analytics.userActivity(ctx, request.query),
    );
    // One metric of the range as a CSV file (types: analytics-export.ts, docs/decisions/0027).
    app.get(
      '/admin/analytics/export/:type',
      {
        schema: {
          params: analyticsExportParams,
          querystring: analyticsRangeQuerySchema,
          response: { 200: analyticsExportFile },
        },
      },
      async (request, reply) => {
        const file = await exportMetric(ctx, request.params.type, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.csv);
      },
    );
  };
}
