import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, time } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.ts';
import { classStatus, locationType, sessionStatus, sessionType } from './enums.ts';
import { users } from './users.ts';

export const classes = pgTable(
  'classes',
  {
    id: id(),
    title: text('title').notNull(),
    instructorId: integer('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    status: classStatus('status').notNull().default('scheduled'),
    duration: text('duration'),
    locationType: locationType('location_type').notNull().default('in-person'),
    locationDetails: text('location_details'),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('classes_price_nonnegative', sql`${t.priceCents} >= 0`),
    index('classes_status_idx').on(t.status),
    index('classes_title_idx').on(t.title),
  ],
);

/**
 * A dated session of a class. `seats_held` counts pending and approved enrolments plus held
 * waitlist offers; it is changed only by conditional updates so that a seat is claimed atomically
 * and the check constraint makes overbooking impossible even for a buggy caller.
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: id(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    locationDetails: text('location_details'),
    instructorId: integer('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    capacity: integer('capacity').notNull(),
    seatsHeld: integer('seats_held').notNull().default(0),
    status: sessionStatus('status').notNull().default('scheduled'),
    sessionType: sessionType('session_type').notNull().default('active'),
    removedAt: tstz('removed_at'),
    removedReason: text('removed_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('class_sessions_capacity_positive', sql`${t.capacity} > 0`),
    check(
      'class_sessions_seats_range',
      sql`${t.seatsHeld} >= 0 AND ${t.seatsHeld} <= ${t.capacity}`,
    ),
    check('class_sessions_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    index('class_sessions_class_idx').on(t.classId, t.startDate),
    index('class_sessions_start_idx').on(t.startDate),
  ],
);
