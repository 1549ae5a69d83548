import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import type { AppContext } from '../../context.ts';
import { requireAuth, requireRole } from '../../plugins/auth.ts';
import { idParam } from '../classes/classes.routes.ts';
import * as enrollments from './enrollments.service.ts';
import * as waitlist from '../waitlist/waitlist.service.ts';
import * as admin from './admin-enrollments.service.ts';

/**
 * Enrolment and waitlist calls of the student (catalogue "Enrollments and waitlist"). Path
 * parameters are all named `id`: a class id for POST /enrollments/{id} and the waitlist-by-class
 * calls, an enrolment id or a waitlist entry id elsewhere, as the catalogue has them.
 */
export function enrollmentsRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    const auth = { onRequest: requireAuth(ctx) };
    const params = { schema: { params: idParam } };

    // Back office (admins only).
    const adminOnly = { onRequest: requireRole(ctx, 'admin') };
    app.get('/enrollments', adminOnly, async (request) =>
      admin.listAllEnrollments(ctx, request.query),
    );
    app.get('/enrollments/stats', adminOnly, async () => admin.enrollmentStats(ctx));
    app.get('/enrollments/classes/:id', { ...adminOnly, ...params }, async (request) =>
      admin.classEnrollments(ctx, request.params.id),
    );
    for (const [path, status] of [
      ['approve', 'approved'],
      ['reject', 'rejected'],
      ['pending', 'pending'],
    ] as const) {
      app.post(`/enrollments/:id/${path}`, { ...adminOnly, ...params }, async (request) =>
        admin.changeEnrollmentStatus(
          ctx,
          request.auth!.user,
          request.params.id,
          status,
          request.body,
          request.ip,
        ),
      );
    }

    app.get('/enrollments/my', auth, async (request) =>
      enrollments.myEnrollments(ctx, request.auth!.user),
    );
    app.get('/enrollments/waitlist', auth, async (request) =>
      waitlist.myWaitlist(ctx, request.auth!.user),
    );
    app.get('/enrollments/check-eligibility/:id', { ...auth, ...params }, async (request) =>
      enrollments.checkEligibility(ctx, request.auth!.user, request.params.id),
    );

    app.post('/enrollments/:id', { ...auth, ...params }, async (request, reply) =>
      reply
        .status(201)
        .send(await enrollments.enroll(ctx, request.auth!.user, request.params.id, request.body)),
    );
    app.get('/enrollments/:id', { ...auth, ...params }, async (request) =>
      enrollments.getEnrollment(ctx, request.auth!.user, request.params.id),
    );
    app.get('/enrollments/:id/history', { ...auth, ...params }, async (request) =>
      enrollments.enrollmentHistoryOf(ctx, request.auth!.user, request.params.id),
    );
    app.delete('/enrollments/:id', { ...auth, ...params }, async (request) =>
      enrollments.withdraw(ctx, request.auth!.user, request.params.id),
    );

    // Waitlist of a class, for the caller.
    app.get('/enrollments/waitlist/:id', { ...auth, ...params }, async (request) =>
      waitlist.myEntryForClass(ctx, request.auth!.user, request.params.id),
    );
    app.post('/enrollments/waitlist/:id', { ...auth, ...params }, async (request, reply) =>
      reply
        .status(201)
        .send(await waitlist.join(ctx, request.auth!.user, request.params.id, request.body)),
    );
    app.delete('/enrollments/waitlist/:id', { ...auth, ...params }, async (request) =>
      waitlist.leave(ctx, request.auth!.user, request.params.id),
    );

    // Offers, by waitlist entry id.
    app.post('/enrollments/waitlist/:id/accept', { ...auth, ...params }, async (request) =>
      waitlist.accept(ctx, request.auth!.user, request.params.id),
    );
    app.post('/enrollments/waitlist/:id/decline', { ...auth, ...params }, async (request) =>
      waitlist.decline(ctx, request.auth!.user, request.params.id),
    );
    app.post(
      '/enrollments/waitlist/:id/offer',
      { onRequest: requireRole(ctx, 'admin'), ...params },
      async (request) =>
        waitlist.offerByAdmin(ctx, request.auth!.user, request.params.id, request.ip),
    );
  };
}
