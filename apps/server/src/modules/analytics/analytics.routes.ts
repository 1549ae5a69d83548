import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import type { AppContext } from '../../context.ts';
import { requireRole } from '../../plugins/auth.ts';
import { z } from 'zod';
import { exportMetric } from './analytics-export.ts';
import * as analytics from './analytics.service.ts';

/** Analytics Dashboard and the dashboard stats (catalogue "Admin: ... analytics"); admins only. */
export function analyticsRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.addHook('onRequest', requireRole(ctx, 'admin'));
    app.get('/admin/dashboard/stats', async () => analytics.dashboardStats(ctx));
    app.get('/admin/analytics/summary', async (request) => analytics.summary(ctx, request.query));
    app.get('/admin/analytics/revenue', async (request) => analytics.revenue(ctx, request.query));
    app.get('/admin/analytics/revenue/classes', async (request) =>
      analytics.revenueByClass(ctx, request.query),
    );
    app.get('/admin/analytics/enrollments/trends', async (request) =>
      analytics.enrollmentTrends(ctx, request.query),
    );
    app.get('/admin/analytics/enrollments/classes', async (request) =>
      analytics.classEnrollments(ctx, request.query),
    );
    app.get('/admin/analytics/users/engagement', async (request) =>
      analytics.userEngagement(ctx, request.query),
    );
    app.get('/admin/analytics/users/activity', async (request) =>
      analytics.userActivity(ctx, request.query),
    );
    // One metric of the range as a CSV file (types: analytics-export.ts, docs/decisions/0027).
    app.get(
      '/admin/analytics/export/:type',
      { schema: { params: z.object({ type: z.string() }) } },
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
