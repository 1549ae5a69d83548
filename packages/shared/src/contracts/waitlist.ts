import { z } from 'zod';
import { OPEN_WAITLIST_STATUSES, WAITLIST_STATUSES } from '../enums.ts';
import { idSchema } from '../input.ts';
import { messageAnswer, pageInfoSchema, pageQueryFields } from './common.ts';

/** The waitlist forms' own refusals (message group `waitlistInput`, docs/decisions/0053). */
export const WAITLIST_INPUT_MSG = {
  invalidSession: 'Invalid session',
  decisionStatus: 'Status must be approved or rejected',
} as const;

/** The contract of the waitlist domain (issue 12): its routes' params, query, bodies and answers. */

/** A waitlist entry as the student and the office see it (both spellings of the class name). */
export const waitlistEntrySchema = z
  .object({
    id: z.number(),
    class_id: z.number(),
    class_title: z.string(),
    class_name: z.string(),
    user_id: z.number(),
    user_name: z.string(),
    user_email: z.string(),
    /** Where the wanted session meets, as the session names it. */
    session_location: z.string().nullable(),
    /** The session's place, else the class's own text. */
    location_details: z.string().nullable(),
    /** Place in line among the class's waiting entries; null once offered. */
    position: z.number().nullable(),
    status: z.enum(WAITLIST_STATUSES),
    joined_at: z.string(),
    preferred_session_id: z.number().nullable(),
    offered_session_id: z.number().nullable(),
    offer_expires_at: z.string().nullable(),
    next_session_date: z.string().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    /** Days until the session waited for starts (a fraction), null with no such session. */
    estimated_wait_time: z.number().nullable(),
    /** Whether accepting an offer approves the enrollment at once (setting approve_accepted_offers). */
    approved_on_accept: z.boolean(),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.output<typeof waitlistEntrySchema>;
export type OpenWaitlistStatus = (typeof OPEN_WAITLIST_STATUSES)[number];

/** GET /enrollments/waitlist and GET /users/waitlisted-classes: the caller's open entries. */
export const waitlistEntriesSchema = z.object({ entries: z.array(waitlistEntrySchema) });
export type WaitlistEntries = z.output<typeof waitlistEntriesSchema>;

/** GET /enrollments/waitlist/:id: the caller's open entry for a class. */
export const waitlistEntryAnswerSchema = z.object({ entry: waitlistEntrySchema });

/** POST /enrollments/waitlist/:id (joined) and /waitlist/:id/offer (seat offered). */
export const waitlistEntryMessageSchema = z.object({
  message: z.string(),
  entry: waitlistEntrySchema,
});
export type WaitlistEntryMessage = z.output<typeof waitlistEntryMessageSchema>;

/** DELETE /enrollments/waitlist/:id and POST /waitlist/:id/decline. */
export const waitlistMessageSchema = messageAnswer;

/**
 * Joining names a session, or none (any session). `sessionId` and `session_id` are both read, as
 * the original client sends either; a bad one is answered on `sessionId`.
 */
export const joinWaitlistSchema = z
  .object({
    sessionId: idSchema(WAITLIST_INPUT_MSG.invalidSession).optional().nullable(),
    session_id: z.unknown().optional(),
  })
  .transform((raw, ctx) => {
    if (raw.sessionId !== undefined && raw.sessionId !== null) return { sessionId: raw.sessionId };
    if (raw.session_id === undefined || raw.session_id === null) return { sessionId: null };
    const parsed = idSchema(WAITLIST_INPUT_MSG.invalidSession).safeParse(raw.session_id);
    if (parsed.success) return { sessionId: parsed.data };
    ctx.addIssue({
      code: 'custom',
      path: ['sessionId'],
      message: WAITLIST_INPUT_MSG.invalidSession,
    });
    return z.NEVER;
  });
export type JoinWaitlistInput = z.output<typeof joinWaitlistSchema>;

/** POST /enrollments/waitlist/:id/accept. */
export const offerAcceptedSchema = z.object({
  message: z.string(),
  enrollment_id: z.number(),
  enrollment_status: z.enum(['approved', 'pending']),
});
export type OfferAccepted = z.output<typeof offerAcceptedSchema>;

/** GET /admin/waitlist and GET /admin/classes/:id/waitlist: filters, all optional. */
export const adminWaitlistQuerySchema = z.object({
  class_id: idSchema().optional(),
  classId: idSchema().optional(),
  search: z.string().trim().max(100).optional(),
  include_closed: z.enum(['true', 'false']).optional(),
  ...pageQueryFields,
});
export type AdminWaitlistQuery = z.output<typeof adminWaitlistQuerySchema>;

/** Waitlist Management's list with its stat cards. */
export const adminWaitlistListSchema = z.object({
  /** One page of them, first joined first; `stats` and `pagination.total` count every page. */
  entries: z.array(waitlistEntrySchema),
  pagination: pageInfoSchema,
  stats: z.object({
    total_waiting: z.number(),
    total_offered: z.number(),
    classes: z.number(),
  }),
});
export type AdminWaitlistList = z.output<typeof adminWaitlistListSchema>;

/** PUT /admin/classes/:id/waitlist/:entryId: the path. */
export const waitlistEntryParams = z.object({ id: idSchema(), entryId: idSchema() });

/** PUT /admin/classes/:id/waitlist/:entryId: the office's decision. */
export const waitlistDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: WAITLIST_INPUT_MSG.decisionStatus }),
  reason: z.string().trim().max(500).optional().nullable(),
});
export type WaitlistDecisionInput = z.output<typeof waitlistDecisionSchema>;

export const waitlistDecisionAnswerSchema = z.object({
  message: z.string(),
  enrollment_id: z.number().nullable(),
});
export type WaitlistDecisionAnswer = z.output<typeof waitlistDecisionAnswerSchema>;
