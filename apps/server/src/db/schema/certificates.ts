import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.ts';
import { certificateStatus } from './enums.ts';
import { classes, classSessions } from './classes.ts';
import { enrollments } from './enrollments.ts';
import { users } from './users.ts';

/** Status `expired` is derived from expiration_date when read; only revoked is stored by an admin. */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    // Certificates are records: deleting a user never drops them silently (docs/decisions/0012).
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    sessionId: integer('session_id').references(() => classSessions.id, { onDelete: 'set null' }),
    certificateName: text('certificate_name').notNull(),
    bucket: text('bucket').notNull().default('certificates'),
    filePath: text('file_path').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }),
    status: certificateStatus('status').notNull().default('active'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadDate: tstz('upload_date').notNull().defaultNow(),
    createdAt: createdAt(),
    // Certificates issued by CareClass on completion (docs/decisions/0049); null on uploaded ones.
    enrollmentId: integer('enrollment_id').references(() => enrollments.id, {
      onDelete: 'set null',
    }),
    certificateNumber: text('certificate_number'),
    /** 128 random bits in base32: the public verification address /verify/<code>. */
    verificationCode: text('verification_code'),
    trainingHours: numeric('training_hours', { precision: 5, scale: 1 }),
    /** The completed session's first and last day, as printed. */
    sessionStart: date('session_start', { mode: 'string' }),
    sessionEnd: date('session_end', { mode: 'string' }),
    instructorName: text('instructor_name'),
    issuedAt: tstz('issued_at'),
    /** When the PDF was written to storage; null until then (the download renders it if needed). */
    renderedAt: tstz('rendered_at'),
    revokedAt: tstz('revoked_at'),
    revokedReason: text('revoked_reason'),
    /** Set when a reissue replaced it: the enrolment's one current certificate is the other. */
    supersededAt: tstz('superseded_at'),
  },
  (t) => [
    uniqueIndex('certificates_number_uq').on(t.certificateNumber),
    uniqueIndex('certificates_verification_uq').on(t.verificationCode),
    // One current issued certificate per enrolment: completing a session twice issues nothing new.
    uniqueIndex('certificates_issued_enrollment_uq')
      .on(t.enrollmentId)
      .where(sql`enrollment_id is not null and superseded_at is null`),
    check(
      'certificates_issued_fields',
      sql`${t.enrollmentId} is null or (${t.certificateNumber} is not null and ${t.verificationCode} is not null and ${t.issuedAt} is not null)`,
    ),
    check('certificates_size_range', sql`${t.fileSize} >= 0 AND ${t.fileSize} <= 5242880`),
    index('certificates_user_idx').on(t.userId),
    index('certificates_class_idx').on(t.classId),
    index('certificates_created_idx').on(t.createdAt),
    index('certificates_upload_idx').on(t.uploadDate, t.id),
    // The expired filter (few rows) without walking every certificate.
    index('certificates_expiry_idx').on(t.expirationDate),
  ],
);

/**
 * The expiry reminders of a certificate (docs/decisions/0052): one row per (certificate, threshold)
 * once that threshold has been reached. The unique pair is the claim that makes each reminder go
 * once, with several instances sweeping too. `sent` rows told the student; `passed` rows are the
 * larger thresholds a late first look skipped, so nobody gets several reminders at once.
 */
export const certificateReminders = pgTable(
  'certificate_reminders',
  {
    id: id(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    thresholdDays: integer('threshold_days').notNull(),
    status: text('status', { enum: ['sent', 'passed'] }).notNull(),
    /** The class whose sessions renew the certificate, as it was when the reminder went. */
    renewalClassId: integer('renewal_class_id').references(() => classes.id, {
      onDelete: 'set null',
    }),
    notificationId: integer('notification_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificate_reminders_uq').on(t.certificateId, t.thresholdDays),
    index('certificate_reminders_user_idx').on(t.userId),
    check('certificate_reminders_status', sql`${t.status} in ('sent', 'passed')`),
  ],
);
