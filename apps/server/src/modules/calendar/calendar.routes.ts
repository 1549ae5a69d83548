import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import {
  CALENDAR_TYPE,
  calendarFeedCreatedSchema,
  calendarFeedParams,
  calendarFeedRevokedSchema,
  calendarFeedStatusSchema,
  calendarFileAnswer,
  idParam,
  noBodySchema,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { attachmentHeader } from '../materials/materials.service.ts';
import * as calendar from './calendar.service.ts';

const ICS = `${CALENDAR_TYPE}; charset=utf-8`;

/**
 * The calendar (issue 14, part 7; docs/decisions/0048): an approved enrolment's .ics, and the
 * caller's private feed address (shown, made anew, revoked) with the public feed it names.
 */
export function calendarRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    const auth = { onRequest: requireAuth(ctx) };

    app.get(
      '/calendar/enrollments/:id',
      {
        ...auth,
        schema: {
          params: idParam,
          response: {
            200: calendarFileAnswer('The sessions of the enrolment as an iCalendar file'),
          },
        },
      },
      async (request, reply) => {
        const file = await calendar.enrollmentCalendar(ctx, request.auth!.user, request.params.id);
        return reply
          .header('content-type', ICS)
          .header('content-disposition', attachmentHeader(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(file.text, 'utf8'));
      },
    );

    app.get(
      '/calendar/feed',
      { ...auth, schema: { response: { 200: calendarFeedStatusSchema } } },
      async (request) => calendar.feedStatus(ctx, request.auth!.user),
    );
    app.post(
      '/calendar/feed',
      { ...auth, schema: { body: noBodySchema, response: { 201: calendarFeedCreatedSchema } } },
      async (request, reply) =>
        reply.status(201).send(await calendar.createFeed(ctx, request.auth!.user)),
    );
    app.delete(
      '/calendar/feed',
      { ...auth, schema: { response: { 200: calendarFeedRevokedSchema } } },
      async (request) => calendar.revokeFeed(ctx, request.auth!.user),
    );

    // Public: the token is the only key. Not cached by shared caches, nor indexed.
    app.get(
      '/calendar/feed/:token.ics',
      {
        schema: {
          params: calendarFeedParams,
          response: { 200: calendarFileAnswer('Every approved enrolment as an iCalendar feed') },
        },
      },
      async (request, reply) => {
        const text = await calendar.feedCalendar(ctx, request.params.token, request.ip);
        return reply
          .header('content-type', ICS)
          .header('cache-control', 'private, no-cache')
          .header('x-robots-tag', 'noindex')
          .send(Buffer.from(text, 'utf8'));
      },
    );
  };
}
