import { z } from 'zod';
import { textSchema } from './input.ts';
import { safeLink } from './links.ts';

/**
 * Class materials (GET/POST /classes/{id}/materials, DELETE /classes/{id}/materials/{materialId}):
 * a file or an http(s) link with a title, added by the class's staff and read by its students
 * (docs/decisions/0030-class-materials.md).
 */

export const MATERIAL_TITLE_MAX = 200;
export const MATERIAL_URL_MAX = 2000;
export const MATERIAL_KINDS = ['file', 'link'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

/** The document types a material file may be, by extension; the content must agree. */
export const MATERIAL_FILE_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
} as const;
export type MaterialFileType = (typeof MATERIAL_FILE_TYPES)[keyof typeof MATERIAL_FILE_TYPES];

/** For a file input's accept attribute. */
export const MATERIAL_ACCEPT = Object.keys(MATERIAL_FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

export const MATERIAL_MSG = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${MATERIAL_TITLE_MAX} characters`,
  urlRequired: 'Link is required',
  badUrl: 'Please enter a link that starts with http:// or https://',
  urlTooLong: `Link must be at most ${MATERIAL_URL_MAX} characters`,
  badKind: 'Choose a file or a link',
  badFileType:
    'Invalid file type. Materials may be PDF, images (JPEG, PNG, WebP), Word (.docx), Excel (.xlsx), PowerPoint (.pptx) or plain text (.txt).',
  emptyFile: 'The file is empty',
  fileNameTooLong: 'The file name must be at most 200 characters',
  added: 'Material added',
  removed: 'Material removed',
  notFound: 'Material not found',
  inUse: 'This file belongs to a class material; remove the material instead',
} as const;

export const materialTitleSchema = textSchema(MATERIAL_TITLE_MAX, MATERIAL_MSG.titleTooLong).refine(
  (v) => v.length > 0,
  { error: MATERIAL_MSG.titleRequired },
);

/** A link material: http(s) only (paths inside the app are not materials). */
export const materialUrlSchema = z
  .string({ error: MATERIAL_MSG.urlRequired })
  .trim()
  .min(1, { error: MATERIAL_MSG.urlRequired })
  .max(MATERIAL_URL_MAX, { error: MATERIAL_MSG.urlTooLong })
  .transform((value, ctx) => {
    const link = safeLink(value);
    if (link === null || link.startsWith('/')) {
      ctx.addIssue({ code: 'custom', message: MATERIAL_MSG.badUrl });
      return z.NEVER;
    }
    return link;
  });

/** The JSON body of POST /classes/{id}/materials for a link. */
export const materialLinkSchema = z.object({
  title: z.string({ error: MATERIAL_MSG.titleRequired }).pipe(materialTitleSchema),
  kind: z.literal('link', { error: MATERIAL_MSG.badKind }).optional(),
  url: materialUrlSchema,
});

// The answers' shapes (a material, the list) are in contracts/classes.ts.
