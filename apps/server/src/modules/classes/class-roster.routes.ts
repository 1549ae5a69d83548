import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { z } from 'zod';
import {
  CLASS_STATUSES,
  ENROLLMENT_STATUSES,
  ENROLLMENT_TYPES,
  LOCATION_TYPES,
  PAYMENT_STATUSES,
  SESSION_STATUSES,
  SESSION_TYPES,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireAuth, requireRole } from '../../plugins/auth.ts';
import { idParam } from './classes.routes.ts';
import * as roster from './class-roster.service.ts';

const participant = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  enrollment_id: z.number(),
  enrollment_status: z.enum(ENROLLMENT_STATUSES),
  enrollment_type: z.enum(ENROLLMENT_TYPES),
  enrolled_at: z.string(),
  completed_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  payment_status: z.enum([...PAYMENT_STATUSES, 'none']),
  amount_due: z.number(),
});

const rosterSession = z.object({
  session_id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  location_details: z.string().nullable(),
  capacity: z.number(),
  enrolled_count: z.number(),
  available_spots: z.number(),
  session_type: z.enum(SESSION_TYPES),
  status: z.enum(SESSION_STATUSES),
  is_upcoming: z.boolean(),
  participants: z.array(participant),
});

const stats = z.object({
  class_id: z.number(),
  seats: z.object({
    upcoming_sessions: z.number(),
    total: z.number(),
    held: z.number(),
    free: z.number(),
  }),
  enrollments: z.object({
    total: z.number(),
    pending: z.number(),
    approved: z.number(),
    rejected: z.number(),
    completed: z.number(),
    archived: z.number(),
  }),
  waitlist: z.object({ length: z.number(), offered: z.number() }),
  completion: z.object({ count: z.number(), rate: z.number() }),
  revenue: z.object({ paid: z.number(), outstanding: z.number(), overdue: z.number() }),
});

const upcomingSession = z.object({
  session_id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  location_details: z.string().nullable(),
  instructor_name: z.string().nullable(),
  capacity: z.number(),
  enrolled_count: z.number(),
  available_spots: z.number(),
  status: z.enum(SESSION_STATUSES),
  session_type: z.enum(SESSION_TYPES),
});

const taughtClass = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(CLASS_STATUSES),
  location_type: z.enum(LOCATION_TYPES),
  location_details: z.string().nullable(),
  instructor_id: z.number().nullable(),
  instructor_name: z.string().nullable(),
  teaches_class: z.boolean(),
  student_count: z.number(),
  pending_count: z.number(),
  waitlist_count: z.number(),
  upcoming_session_count: z.number(),
  upcoming_sessions: z.array(upcomingSession),
});

/**
 * The class staff's views (docs/decisions/0032): a class's roster and figures for admins and the
 * class's instructors, and an instructor's own classes. Students and visitors never see a roster.
 */
export function classRosterRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    const auth = { onRequest: requireAuth(ctx) };
    app.get(
      '/classes/:id/participants',
      {
        ...auth,
        schema: {
          params: idParam,
          response: {
            200: z.object({ class_id: z.number(), sessions: z.array(rosterSession) }),
          },
        },
      },
      async (request) => roster.classParticipants(ctx, request.auth!.user, request.params.id),
    );
    app.get(
      '/classes/:id/stats',
      { ...auth, schema: { params: idParam, response: { 200: stats } } },
      async (request) => roster.classFigures(ctx, request.auth!.user, request.params.id),
    );
    app.get(
      '/instructor/classes',
      {
        onRequest: requireRole(ctx, 'instructor', 'admin'),
        schema: { response: { 200: z.object({ classes: z.array(taughtClass) }) } },
      },
      async (request) => roster.myClasses(ctx, request.auth!.user),
    );
  };
}
