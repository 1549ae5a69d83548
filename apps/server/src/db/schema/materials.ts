import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { classes } from './classes.ts';
import { users } from './users.ts';

/**
 * A class material: a stored file (bucket user-uploads, under the uploader's folder so it counts
 * against their quota) or an http(s) link. Exactly one of the two is set, by the check below.
 */
export const classMaterials = pgTable(
  'class_materials',
  {
    id: id(),
    // A class with materials is cancelled rather than deleted (admin-classes deleteClass), so a
    // row never vanishes with its class while its file stays behind.
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    url: text('url'),
    bucket: text('bucket'),
    filePath: text('file_path'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'class_materials_kind_fields',
      sql`(${t.kind} = 'link' and ${t.url} is not null and ${t.filePath} is null)
        or (${t.kind} = 'file' and ${t.url} is null and ${t.filePath} is not null
            and ${t.fileName} is not null and ${t.fileType} is not null and ${t.fileSize} is not null)`,
    ),
    check(
      'class_materials_size_range',
      sql`${t.fileSize} is null or (${t.fileSize} > 0 and ${t.fileSize} <= 5242880)`,
    ),
    index('class_materials_class_idx').on(t.classId, t.createdAt),
    index('class_materials_file_idx').on(t.bucket, t.filePath),
  ],
);
