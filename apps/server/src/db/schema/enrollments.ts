import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.ts';
import { enrollmentStatus, enrollmentType, waitlistStatus } from './enums.ts';
import { classes, classSessions } from './classes.ts';
import { users } from './users.ts';

export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'restrict' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'restrict' }),
    status: enrollmentStatus('status').notNull().default('pending'),
    enrollmentType: enrollmentType('enrollment_type').notNull().default('active'),
    /** direct (Enroll Now), waitlist (an accepted offer) or admin (waitlist approval). */
    source: text('source').notNull().default('direct'),
    enrolledAt: tstz('enrolled_at').notNull().defaultNow(),
    approvedAt: tstz('approved_at'),
    completedAt: tstz('completed_at'),
    archivedAt: tstz('archived_at'),
    completionReason: text('completion_reason'),
    archivedReason: text('archived_reason'),
    declineReason: text('decline_reason'),
    adminNotes: text('admin_notes'),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one live enrolment per student and class, whatever the code path (DESIGN 4.5).
    uniqueIndex('enrollments_one_live_per_class_uq')
      .on(t.userId, t.classId)
      .where(sql`${t.status} in ('pending', 'approved') and ${t.enrollmentType} = 'active'`),
    index('enrollments_session_idx').on(t.sessionId, t.status),
    index('enrollments_class_idx').on(t.classId, t.status),
    index('enrollments_user_idx').on(t.userId, t.enrolledAt),
    index('enrollments_status_date_idx').on(t.status, t.enrolledAt),
    // The office's list order and its deferred join (docs/decisions/0043).
    index('enrollments_enrolled_idx').on(t.enrolledAt, t.id),
    index('enrollments_class_enrolled_idx').on(t.classId, t.enrolledAt, t.id),
    // A class's live enrolments or its history, a page at a time, and their count: index-only.
    index('enrollments_class_type_enrolled_idx').on(
      t.classId,
      t.enrollmentType,
      t.enrolledAt,
      t.id,
    ),
    // The stat cards count live enrolments and their students from this index alone.
    index('enrollments_live_idx')
      .on(t.status, t.userId)
      .where(sql`${t.enrollmentType} = 'active'`),
  ],
);

/** Every status change of an enrolment, for GET /enrollments/{id}/history and the audit trail. */
export const enrollmentHistory = pgTable(
  'enrollment_history',
  {
    id: id(),
    enrollmentId: integer('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    fromType: text('from_type'),
    toType: text('to_type'),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('enrollment_history_enrollment_idx').on(t.enrollmentId, t.createdAt)],
);

/**
 * Waitlist per class, optionally for a preferred session (DESIGN 4.7). Positions are derived from
 * joined_at among open entries, never stored.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    preferredSessionId: integer('preferred_session_id').references(() => classSessions.id, {
      onDelete: 'set null',
    }),
    status: waitlistStatus('status').notNull().default('waiting'),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
    offeredSessionId: integer('offered_session_id').references(() => classSessions.id, {
      onDelete: 'set null',
    }),
    offeredAt: tstz('offered_at'),
    offerExpiresAt: tstz('offer_expires_at'),
    respondedAt: tstz('responded_at'),
    enrollmentId: integer('enrollment_id').references(() => enrollments.id, {
      onDelete: 'set null',
    }),
    reason: text('reason'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('waitlist_one_open_per_class_uq')
      .on(t.userId, t.classId)
      .where(sql`${t.status} in ('waiting', 'pending', 'offered')`),
    index('waitlist_class_status_idx').on(t.classId, t.status, t.joinedAt),
    index('waitlist_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
    index('waitlist_user_idx').on(t.userId),
  ],
);
