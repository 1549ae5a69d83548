import { z } from 'zod';
import {
  ENROLLMENT_STATUSES,
  ENROLLMENT_TYPES,
  LOCATION_TYPES,
  SESSION_STATUSES,
  SESSION_TYPES,
} from '../enums.ts';
import { calendarDateSchema, idSchema, wholeNumberSchema } from '../input.ts';
import { LIMITS } from '../limits.ts';
import { waitlistEntrySchema } from './waitlist.ts';
import { LIST_MSG, listPageQuery, pageInfoSchema } from './common.ts';

/** The contract of the enrollments domain (issue 12): its routes' params, query, bodies and answers. */

/** The texts of the enrollment calls that the web app shows or matches. */
export const ENROLL_MSG = {
  success: 'Successfully enrolled in class',
  alreadyEnrolled: 'You are already enrolled in this class',
  chooseSession: 'Please choose a session',
  notFound: 'Enrollment not found',
  notActive: 'This enrollment is no longer active',
  cancelled: 'Enrollment cancelled',
  // The office's reason for a change of an enrolment's status (no text in the specification).
  reasonTooLong: 'The reason is too long (500 characters at most)',
} as const;

/**
 * An enrollment as the student and the office see it. Both spellings of the specification are
 * given (id and enrollment_id, class_name and class_title, enrollment_date and enrolled_at,
 * status and enrollment_status, location and location_details); admin_notes is null for students.
 */
export const enrollmentSchema = z
  .object({
    id: z.number(),
    enrollment_id: z.number(),
    user_id: z.number(),
    student_name: z.string(),
    student_email: z.string(),
    class_id: z.number(),
    class_name: z.string(),
    class_title: z.string(),
    session_id: z.number(),
    session_date: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    /** HH:MM */
    start_time: z.string(),
    end_time: z.string(),
    /** "Mar 3, 2027" or "Mar 3 - Apr 28, 2027". */
    display_date: z.string(),
    location: z.string().nullable(),
    location_details: z.string().nullable(),
    location_type: z.enum(LOCATION_TYPES),
    instructor_name: z.string().nullable(),
    session_status: z.enum(SESSION_STATUSES),
    session_type: z.enum(SESSION_TYPES),
    enrollment_status: z.enum(ENROLLMENT_STATUSES),
    status: z.enum(ENROLLMENT_STATUSES),
    enrollment_type: z.enum(ENROLLMENT_TYPES),
    /** direct, waitlist or admin. */
    source: z.string(),
    /** Seats taken in the session (live enrollments and held offers). */
    current_students: z.number(),
    capacity: z.number(),
    sessions: z.array(
      z.object({
        session_id: z.number(),
        date: z.string(),
        start_time: z.string(),
        end_time: z.string(),
      }),
    ),
    enrollment_date: z.string().nullable(),
    enrolled_at: z.string().nullable(),
    approved_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    archived_at: z.string().nullable(),
    completion_reason: z.string().nullable(),
    archived_reason: z.string().nullable(),
    decline_reason: z.string().nullable(),
    admin_notes: z.string().nullable(),
  })
  .meta({ id: 'Enrollment' });
export type Enrollment = z.output<typeof enrollmentSchema>;

/** A list of enrollments: the caller's own (/my, /users/enrolled-classes...) or a class's. */
export const enrollmentListSchema = z.object({ enrollments: z.array(enrollmentSchema) });
export type EnrollmentList = z.output<typeof enrollmentListSchema>;

/**
 * GET /admin/classes/:id/enrollments (and /historical), GET /enrollments/classes/:id: a page of a
 * class's enrolments, newest first. The specification's answer has no pagination; it was added
 * for long lists (docs/decisions/0043), `enrollments` keeps its name and shape.
 */
export const classEnrollmentPageSchema = enrollmentListSchema.extend({
  pagination: pageInfoSchema,
});
export type ClassEnrollmentPage = z.output<typeof classEnrollmentPageSchema>;

/** The optional `page` and `limit` of a class's enrolments: 100 a page, at most 100. */
export const classEnrollmentQuerySchema = z.object(
  listPageQuery(LIMITS.classEnrollmentPageSize[0], LIMITS.classEnrollmentPageSize[1]),
);
export type ClassEnrollmentQuery = z.output<typeof classEnrollmentQuerySchema>;

/** GET /enrollments/:id. */
export const enrollmentAnswerSchema = z.object({ enrollment: enrollmentSchema });

/** Enroll, withdraw and the office's status changes: what happened and the enrollment now. */
export const enrollmentMessageSchema = z.object({
  message: z.string(),
  enrollment: enrollmentSchema,
});
export type EnrollmentMessage = z.output<typeof enrollmentMessageSchema>;

/**
 * Enroll Now names the session. `sessionId` and `session_id` are both read (the original client
 * sends either); a missing or bad one is answered on `sessionId` with "Please choose a session".
 */
export const enrollSchema = z
  .object({
    sessionId: idSchema(ENROLL_MSG.chooseSession).optional(),
    session_id: z.unknown().optional(),
  })
  .transform((raw, ctx) => {
    if (raw.sessionId !== undefined) return { sessionId: raw.sessionId };
    const parsed = idSchema(ENROLL_MSG.chooseSession).safeParse(raw.session_id);
    if (parsed.success) return { sessionId: parsed.data };
    ctx.addIssue({ code: 'custom', path: ['sessionId'], message: ENROLL_MSG.chooseSession });
    return z.NEVER;
  });
export type EnrollInput = z.output<typeof enrollSchema>;

/** Withdrawing takes no body. */
export const withdrawSchema = z.object({});

/** POST /enrollments/:id/approve, /reject and /pending: an optional reason and office notes. */
export const enrollmentStatusChangeSchema = z.object({
  reason: z.string().trim().max(500, { error: ENROLL_MSG.reasonTooLong }).optional().nullable(),
  admin_notes: z.string().trim().max(2000).optional().nullable(),
});
export type EnrollmentStatusChangeInput = z.output<typeof enrollmentStatusChangeSchema>;

/** GET /enrollments/:id/history: the enrollment's status changes, oldest first. */
export const enrollmentHistorySchema = z.object({
  history: z.array(
    z.object({
      id: z.number(),
      from_status: z.string().nullable(),
      to_status: z.string(),
      from_type: z.string().nullable(),
      to_type: z.string().nullable(),
      reason: z.string().nullable(),
      changed_by: z.number().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type EnrollmentHistory = z.output<typeof enrollmentHistorySchema>;

/** GET /enrollments/check-eligibility/:id: may the caller enroll, and what they hold there. */
export const eligibilitySchema = z.object({
  eligible: z.boolean(),
  reason: z.string().nullable(),
  enrolled: z.boolean(),
  enrollment: enrollmentSchema.nullable(),
  waitlist_entry: waitlistEntrySchema.nullable(),
});
export type Eligibility = z.output<typeof eligibilitySchema>;

/** GET /enrollments (the office): filters and page. "all" is the status list's "no filter". */
export const adminEnrollmentListQuerySchema = z.object({
  status: z.enum(['all', ...ENROLLMENT_STATUSES], { error: 'Invalid status' }).optional(),
  classId: idSchema().optional(),
  startDate: calendarDateSchema().optional(),
  endDate: calendarDateSchema().optional(),
  type: z.enum(ENROLLMENT_TYPES).optional(),
  page: wholeNumberSchema(LIST_MSG.invalidPage, 1).optional().default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .default(LIMITS.enrollmentPageSizeDefault),
});
export type AdminEnrollmentListQuery = z.output<typeof adminEnrollmentListQuerySchema>;

export const adminEnrollmentListSchema = z.object({
  enrollments: z.array(enrollmentSchema),
  /** Exact up to LIMITS.exactCountMax; above it the planner's estimate (total_is_estimate). */
  total: z.number(),
  total_is_estimate: z.boolean(),
  page: z.number(),
  limit: z.number(),
});
export type AdminEnrollmentList = z.output<typeof adminEnrollmentListSchema>;

/** GET /enrollments/stats: the four stat cards of Enrollment Management. */
export const enrollmentStatsSchema = z.object({
  totalEnrollments: z.number(),
  pendingEnrollments: z.number(),
  approvedEnrollments: z.number(),
  rejectedEnrollments: z.number(),
  /** True when totalEnrollments (rejectedEnrollments) is the planner's estimate (above 10,000). */
  totalIsEstimate: z.boolean(),
  rejectedIsEstimate: z.boolean(),
  activeStudents: z.number(),
  /** Share of the seats of sessions still to run that are taken, in percent. */
  enrollmentRate: z.number(),
});
export type EnrollmentStats = z.output<typeof enrollmentStatsSchema>;
