import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import type { AppContext } from '../../context.ts';
import { requireAuth, requireRole } from '../../plugins/auth.ts';
import {
  adminEnrollmentListQuerySchema,
  adminEnrollmentListSchema,
  eligibilitySchema,
  enrollSchema,
  enrollmentAnswerSchema,
  enrollmentHistorySchema,
  classEnrollmentPageSchema,
  classEnrollmentQuerySchema,
  enrollmentListSchema,
  enrollmentMessageSchema,
  enrollmentStatsSchema,
  enrollmentStatusChangeSchema,
  idParam,
  joinWaitlistSchema,
  noBodySchema,
  offerAcceptedSchema,
  waitlistEntriesSchema,
  waitlistEntryAnswerSchema,
  waitlistEntryMessageSchema,
  waitlistMessageSchema,
} from '@careclass/shared';
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

    // Back office (admins only).
    const adminOnly = { onRequest: requireRole(ctx, 'admin') };
    app.get(
      '/enrollments',
      {
        ...adminOnly,
        schema: {
          querystring: adminEnrollmentListQuerySchema,
          response: { 200: adminEnrollmentListSchema },
        },
      },
      async (request) => admin.listAllEnrollments(ctx, request.query),
    );
    app.get(
      '/enrollments/stats',
      { ...adminOnly, schema: { response: { 200: enrollmentStatsSchema } } },
      async () => admin.enrollmentStats(ctx),
    );
    app.get(
      '/enrollments/classes/:id',
      {
        ...adminOnly,
        schema: {
          params: idParam,
          querystring: classEnrollmentQuerySchema,
          response: { 200: classEnrollmentPageSchema },
        },
      },
      async (request) => admin.classEnrollments(ctx, request.params.id, request.query),
    );
    for (const [path, status] of [
      ['approve', 'approved'],
      ['reject', 'rejected'],
      ['pending', 'pending'],
    ] as const) {
      app.post(
        `/enrollments/:id/${path}`,
        {
          ...adminOnly,
          schema: {
            params: idParam,
            body: enrollmentStatusChangeSchema,
            response: { 200: enrollmentMessageSchema },
          },
        },
        async (request) =>
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

    app.get(
      '/enrollments/my',
      { ...auth, schema: { response: { 200: enrollmentListSchema } } },
      async (request) => enrollments.myEnrollments(ctx, request.auth!.user),
    );
    app.get(
      '/enrollments/waitlist',
      { ...auth, schema: { response: { 200: waitlistEntriesSchema } } },
      async (request) => waitlist.myWaitlist(ctx, request.auth!.user),
    );
    app.get(
      '/enrollments/check-eligibility/:id',
      { ...auth, schema: { params: idParam, response: { 200: eligibilitySchema } } },
      async (request) => enrollments.checkEligibility(ctx, request.auth!.user, request.params.id),
    );

    app.post(
      '/enrollments/:id',
      {
        ...auth,
        schema: { params: idParam, body: enrollSchema, response: { 201: enrollmentMessageSchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await enrollments.enroll(ctx, request.auth!.user, request.params.id, request.body)),
    );
    app.get(
      '/enrollments/:id',
      { ...auth, schema: { params: idParam, response: { 200: enrollmentAnswerSchema } } },
      async (request) => enrollments.getEnrollment(ctx, request.auth!.user, request.params.id),
    );
    app.get(
      '/enrollments/:id/history',
      { ...auth, schema: { params: idParam, response: { 200: enrollmentHistorySchema } } },
      async (request) =>
        enrollments.enrollmentHistoryOf(ctx, request.auth!.user, request.params.id),
    );
    app.delete(
      '/enrollments/:id',
      { ...auth, schema: { params: idParam, response: { 200: enrollmentMessageSchema } } },
      async (request) => enrollments.withdraw(ctx, request.auth!.user, request.params.id),
    );

    // Waitlist of a class, for the caller.
    app.get(
      '/enrollments/waitlist/:id',
      { ...auth, schema: { params: idParam, response: { 200: waitlistEntryAnswerSchema } } },
      async (request) => waitlist.myEntryForClass(ctx, request.auth!.user, request.params.id),
    );
    app.post(
      '/enrollments/waitlist/:id',
      {
        ...auth,
        schema: {
          params: idParam,
          body: joinWaitlistSchema,
          response: { 201: waitlistEntryMessageSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await waitlist.join(ctx, request.auth!.user, request.params.id, request.body)),
    );
    app.delete(
      '/enrollments/waitlist/:id',
      { ...auth, schema: { params: idParam, response: { 200: waitlistMessageSchema } } },
      async (request) => waitlist.leave(ctx, request.auth!.user, request.params.id),
    );

    // Offers, by waitlist entry id.
    app.post(
      '/enrollments/waitlist/:id/accept',
      {
        ...auth,
        schema: { params: idParam, body: noBodySchema, response: { 200: offerAcceptedSchema } },
      },
      async (request) => waitlist.accept(ctx, request.auth!.user, request.params.id),
    );
    app.post(
      '/enrollments/waitlist/:id/decline',
      {
        ...auth,
        schema: { params: idParam, body: noBodySchema, response: { 200: waitlistMessageSchema } },
      },
      async (request) => waitlist.decline(ctx, request.auth!.user, request.params.id),
    );
    app.post(
      '/enrollments/waitlist/:id/offer',
      {
        onRequest: requireRole(ctx, 'admin'),
        schema: {
          params: idParam,
          body: noBodySchema,
          response: { 200: waitlistEntryMessageSchema },
        },
      },
      async (request) =>
        waitlist.offerByAdmin(ctx, request.auth!.user, request.params.id, request.ip),
    );
  };
}
