import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.ts';
import { certificateStatus } from './enums.ts';
import { classes, classSessions } from './classes.ts';
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
  },
  (t) => [
    check('certificates_size_range', sql`${t.fileSize} >= 0 AND ${t.fileSize} <= 5242880`),
    index('certificates_user_idx').on(t.userId),
    index('certificates_class_idx').on(t.classId),
    index('certificates_created_idx').on(t.createdAt),
    index('certificates_upload_idx').on(t.uploadDate, t.id),
    // The expired filter (few rows) without walking every certificate.
    index('certificates_expiry_idx').on(t.expirationDate),
  ],
);
