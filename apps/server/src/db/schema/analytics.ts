import {
  bigint,
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { enrollmentStatus, enrollmentType } from './enums.ts';

/**
 * The Analytics Dashboard's rollups (docs/decisions/0044). Triggers of migration 0008 keep them in
 * the transaction of each write to transactions, payments, enrollments and users (since migration
 * 0016 they stage each statement's deltas and the commit adds them, locking rollup rows last), and
 * `rollup_rebuild()` recounts them (a change of the provider's time zone does). Each holds a
 * day (monthly false) and a calendar month (monthly true, period its first day) of that time zone.
 */
export const analyticsRollupZone = pgTable(
  'analytics_rollup_zone',
  {
    id: boolean('id').primaryKey().default(true),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('analytics_rollup_zone_one_row', sql`${t.id}`)],
);

/** Money rows (docs/decisions/0011) by the class of their payment; class 0: none. */
export const analyticsMoney = pgTable(
  'analytics_money',
  {
    monthly: boolean('monthly').notNull(),
    period: date('period').notNull(),
    classId: integer('class_id').notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull().default(0),
    refundCents: bigint('refund_cents', { mode: 'number' }).notNull().default(0),
    paymentCount: integer('payment_count').notNull().default(0),
    refundCount: integer('refund_count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_money_pk', columns: [t.monthly, t.period, t.classId] })],
);

/** Enrolments by the day they were requested, session, status, type and archived or not. */
export const analyticsEnrollments = pgTable(
  'analytics_enrollments',
  {
    monthly: boolean('monthly').notNull(),
    period: date('period').notNull(),
    sessionId: integer('session_id').notNull(),
    classId: integer('class_id').notNull(),
    status: enrollmentStatus('status').notNull(),
    enrollmentType: enrollmentType('enrollment_type').notNull(),
    archived: boolean('archived').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'analytics_enrollments_pk',
      columns: [
        t.monthly,
        t.period,
        t.sessionId,
        t.classId,
        t.status,
        t.enrollmentType,
        t.archived,
      ],
    }),
  ],
);

/** Students (roles user and student) by the day they signed up. */
export const analyticsStudents = pgTable(
  'analytics_students',
  {
    monthly: boolean('monthly').notNull(),
    period: date('period').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_students_pk', columns: [t.monthly, t.period] })],
);

/**
 * Students active (docs/decisions/0011: an activity entry of their own making, or their last login)
 * by day and month: `n` counts what made them so; a month row per student makes a month's active
 * students a count of rows.
 */
export const analyticsActive = pgTable(
  'analytics_active',
  {
    monthly: boolean('monthly').notNull(),
    period: date('period').notNull(),
    userId: integer('user_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_active_pk', columns: [t.monthly, t.period, t.userId] })],
);
