import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.ts';
import {
  classStatus,
  locationType,
  sessionStatus,
  sessionType,
  teachingLanguage,
} from './enums.ts';
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
    /** The language the class is taught in (docs/decisions/0053). */
    language: teachingLanguage('language').notNull().default('en'),
    // Credential facts printed on issued certificates (docs/decisions/0049).
    trainingHours: numeric('training_hours', { precision: 5, scale: 1 }),
    /** Months a certificate stays valid, to the end of the month; null: it never expires. */
    certificateValidityMonths: integer('certificate_validity_months'),
    /** The CDA Council subject areas the class counts towards (1-8, see CDA_SUBJECT_AREAS). */
    cdaSubjectAreas: smallint('cda_subject_areas')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** The class that renews this one's certificate; null: the class itself. */
    renewalClassId: integer('renewal_class_id').references((): AnyPgColumn => classes.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('classes_price_nonnegative', sql`${t.priceCents} >= 0`),
    check(
      'classes_training_hours_range',
      sql`${t.trainingHours} is null or (${t.trainingHours} >= 0 and ${t.trainingHours} <= 9999)`,
    ),
    check(
      'classes_validity_range',
      sql`${t.certificateValidityMonths} is null or (${t.certificateValidityMonths} between 1 and 240)`,
    ),
    check('classes_cda_areas_range', sql`${t.cdaSubjectAreas} <@ '{1,2,3,4,5,6,7,8}'::smallint[]`),
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
    /** The language this session is taught in; null: the class's language. */
    language: teachingLanguage('language'),
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
