import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** Training a student took elsewhere, added by an administrator (docs/decisions/0051). */
export const externalTraining = pgTable(
  'external_training',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 5, scale: 1 }).notNull(),
    cdaSubjectAreas: smallint('cda_subject_areas')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** The optional scan of the outside certificate, in the certificates bucket (issue 14 part 5). */
    filePath: text('file_path'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('external_training_hours_positive', sql`${t.hours} > 0`),
    check(
      'external_training_cda_areas_range',
      sql`${t.cdaSubjectAreas} <@ '{1,2,3,4,5,6,7,8}'::smallint[]`,
    ),
    // A file is all four facts or none.
    check(
      'external_training_file_complete',
      sql`(${t.filePath} is null) = (${t.fileName} is null) and (${t.filePath} is null) = (${t.fileType} is null) and (${t.filePath} is null) = (${t.fileSize} is null)`,
    ),
    index('external_training_user_idx').on(t.userId, t.completedOn),
  ],
);
