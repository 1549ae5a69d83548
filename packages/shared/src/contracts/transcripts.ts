import { z } from 'zod';
import { multipartBody } from './common.ts';

/**
 * The training-hours transcript (issue 14, docs/decisions/0051): completed classes and external
 * training with their hours and CDA subject areas, totals by window and by area.
 */

/** The CDA Council's goal: 120 clock hours overall, at least 10 in each of the eight areas. */
export const CDA_TOTAL_GOAL_HOURS = 120;
export const CDA_AREA_GOAL_HOURS = 10;

export const TRANSCRIPT_MSG = {
  title: 'Title is required (at most 200 characters)',
  date: 'Date must be a date (YYYY-MM-DD) not in the future',
  hours: 'Hours must be a number greater than 0 and at most 9999.9 with at most one decimal',
  areas: 'CDA subject areas must be numbers from 1 to 8',
  added: 'External training added',
  deleted: 'External training deleted',
  notFound: 'External training not found',
  userNotFound: 'User not found',
  fileNotFound: 'File not found',
} as const;

/** The optional file of external training: a scan of the outside certificate. */
export const externalTrainingFileSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number(),
});

export const transcriptEntrySchema = z.object({
  /** "class": a completed enrolment; "external": training added by an administrator. */
  kind: z.enum(['class', 'external']),
  /** The enrolment's id, or the external training's id. */
  id: z.number(),
  title: z.string(),
  /** YYYY-MM-DD: the session's last day, or the external training's date. */
  completed_on: z.string(),
  /** One decimal; 0 when the class states none. */
  hours: z.number(),
  cda_subject_areas: z.array(z.number()),
  /** The issued certificate's number when one stands behind the hours. */
  certificate_number: z.string().nullable(),
  /** External training only: the attached file, downloadable by the student and the office. */
  file: externalTrainingFileSchema.nullable(),
});
export type TranscriptEntry = z.output<typeof transcriptEntrySchema>;

export const transcriptAreaSchema = z.object({
  area: z.number(),
  name: z.string(),
  hours: z.number(),
  goal: z.number(),
  met: z.boolean(),
});
export type TranscriptArea = z.output<typeof transcriptAreaSchema>;

/** GET /profile/transcript, GET /admin/users/:id/transcript. */
export const transcriptSchema = z.object({
  student: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  /** The provider's today (settings time_zone), from which the windows count back. */
  as_of: z.string(),
  totals: z.object({
    last_12_months: z.number(),
    last_36_months: z.number(),
    all_time: z.number(),
  }),
  goal: z.object({ total: z.number(), per_area: z.number(), met: z.boolean() }),
  /** All time, each of the eight areas (a training counting toward several adds to each). */
  areas: z.array(transcriptAreaSchema),
  entries: z.array(transcriptEntrySchema),
});
export type Transcript = z.output<typeof transcriptSchema>;

export const transcriptPdfSchema = {
  description: 'The transcript as a PDF document',
  content: { 'application/pdf': { schema: z.string() } },
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** POST /admin/users/:id/external-training. */
export const externalTrainingBodySchema = z.object({
  title: z
    .string({ error: TRANSCRIPT_MSG.title })
    .trim()
    .min(1, TRANSCRIPT_MSG.title)
    .max(200, TRANSCRIPT_MSG.title),
  date: z
    .string({ error: TRANSCRIPT_MSG.date })
    .regex(isoDate, TRANSCRIPT_MSG.date)
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
        new Date(`${d}T00:00:00Z`).toISOString().startsWith(d) &&
        d >= '1900-01-01',
      TRANSCRIPT_MSG.date,
    ),
  hours: z
    .number({ error: TRANSCRIPT_MSG.hours })
    .gt(0, TRANSCRIPT_MSG.hours)
    .max(9999.9, TRANSCRIPT_MSG.hours)
    .refine((h) => Math.abs(Math.round(h * 10) - h * 10) < 1e-6, TRANSCRIPT_MSG.hours),
  cda_subject_areas: z
    .array(
      z
        .number({ error: TRANSCRIPT_MSG.areas })
        .int(TRANSCRIPT_MSG.areas)
        .min(1, TRANSCRIPT_MSG.areas)
        .max(8, TRANSCRIPT_MSG.areas),
      { error: TRANSCRIPT_MSG.areas },
    )
    .max(8, TRANSCRIPT_MSG.areas)
    .default([]),
});
export type ExternalTrainingBody = z.output<typeof externalTrainingBodySchema>;

/**
 * POST /admin/users/:id/external-training takes the JSON body above, or the same fields as a
 * multipart form with the file (a PDF or image, the limits of uploaded certificates).
 */
export const externalTrainingRequestSchema = multipartBody(
  'The training as JSON, or as a multipart form with its file.',
  {
    title: { required: true, description: 'What the training was' },
    date: { required: true, description: 'YYYY-MM-DD, not in the future' },
    hours: { required: true, description: 'Hours, one decimal at most' },
    cda_subject_areas: { description: 'Numbers 1 to 8, separated by commas' },
    file: { file: true, required: true, description: 'The certificate (PDF, JPG or PNG, 5 MB)' },
  },
  externalTrainingBodySchema,
);

export const externalTrainingAddedSchema = z.object({
  message: z.string(),
  entry: transcriptEntrySchema,
});
export type ExternalTrainingAdded = z.output<typeof externalTrainingAddedSchema>;
