import { z } from 'zod';
import { idSchema, wholeNumberSchema } from '../input.ts';
import { LIMITS } from '../limits.ts';
import { DURATION_BUCKETS, PRICE_RANGES } from '../catalogue.ts';
import {
  CLASS_STATUSES,
  ENROLLMENT_STATUSES,
  ENROLLMENT_TYPES,
  LOCATION_TYPES,
  PAYMENT_STATUSES,
  SESSION_STATUSES,
  SESSION_TYPES,
  TEACHING_LANGUAGES,
} from '../enums.ts';
import { MSG } from '../messages.ts';
import { MATERIAL_KINDS, materialLinkSchema } from '../materials.ts';
import {
  actionBody,
  LIST_MSG,
  withTarget,
  calendarDate,
  messageAnswer,
  multipartBody,
  pageInfoSchema,
  timestamp,
} from './common.ts';
import {
  CLASS_MSG,
  checkClassInput,
  checkSession,
  type ClassUpdateInput,
  type SessionInput,
} from '../classes.ts';

/**
 * The contract of the classes domain (issue 12): the catalogue, sessions and schedules, class
 * administration, class pictures, materials and the instructor's workspace.
 */

// ---------------------------------------------------------------- params and queries

/** `:id` and `:materialId` of a class's material. */
export const materialParams = z.object({ id: idSchema(), materialId: idSchema() });
export type MaterialParams = z.output<typeof materialParams>;

/** `:name` of an uploaded class picture. */
export const classImageParams = z.object({ name: z.string().max(100) });

const ids = <T extends readonly { id: string }[]>(list: T) =>
  list.map((x) => x.id) as [T[number]['id'], ...T[number]['id'][]];

/** The catalogue's filter refusals (message group `catalogueFilter`, docs/decisions/0053). */
export const CATALOGUE_FILTER_MSG = {
  locationType: 'Unknown location type',
  duration: 'Unknown duration',
  priceRange: 'Unknown price range',
} as const;

/** GET /api/classes: the catalogue's filters (an unknown parameter is ignored). */
export const catalogueQuerySchema = z.object({
  location_type: z.enum(LOCATION_TYPES, { error: CATALOGUE_FILTER_MSG.locationType }).optional(),
  duration: z.enum(ids(DURATION_BUCKETS), { error: CATALOGUE_FILTER_MSG.duration }).optional(),
  price_range: z.enum(ids(PRICE_RANGES), { error: CATALOGUE_FILTER_MSG.priceRange }).optional(),
  search: z.string().trim().max(100).optional(),
  /**
   * The language a visitor wants to be taught in: a class is listed when it, or one of its listed
   * sessions, is taught in that language or bilingually (docs/decisions/0053).
   */
  language: z.enum(TEACHING_LANGUAGES, { error: MSG.invalidTeachingLanguage }).optional(),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

// ---------------------------------------------------------------- bodies

/** PUT /api/classes/:id/status (and the set_class_status action). */
export const classStatusBodySchema = z.object({
  status: z.enum(CLASS_STATUSES, { error: 'Invalid status' }),
});
export type ClassStatusBody = z.output<typeof classStatusBodySchema>;

/** PATCH /api/sessions/sessions/:id/status (and the set_session_status action). */
export const sessionStatusBodySchema = z.object({
  status: z.enum(SESSION_STATUSES, { error: 'Invalid status' }),
});
export type SessionStatusBody = z.output<typeof sessionStatusBodySchema>;

/** A Checked refusal as the schema's issues: every field at fault, in the form's order. */
function refuse(ctx: z.RefinementCtx, fields: Record<string, string>): never {
  for (const [field, message] of Object.entries(fields)) {
    const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    ctx.addIssue({ code: 'custom', path, message });
  }
  return z.NEVER;
}

const asObject = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

// The document's view of the dialog's fields; the rules and their texts are checkClassInput's.
const text = (description: string) => ({ type: 'string', description });
const sessionFieldsJson = {
  date: text('First day, yyyy-MM-dd'),
  end_date: text('Last day, yyyy-MM-dd (not before date)'),
  start_time: text('HH:mm, 24-hour, on a 5-minute step'),
  end_time: text('HH:mm, after start_time'),
  location: text('Where it takes place'),
  capacity: { type: ['integer', 'string'], description: 'Seats, 1 to 1000' },
  language: {
    enum: [...TEACHING_LANGUAGES, null, ''],
    description: "Optional: the language taught; empty or null: the class's",
  },
};
const sessionJson = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'string'], description: 'An existing session' },
    ...sessionFieldsJson,
  },
  required: Object.keys(sessionFieldsJson).filter((k) => k !== 'language'),
};
const classFieldsJson = {
  title: text('Required'),
  instructor_id: { type: ['integer', 'string'], description: 'Required: an instructor or admin' },
  description: text('Required'),
  price: { type: ['number', 'string'], description: 'Required: dollars, 0 or more' },
  dates: { type: 'array', items: sessionJson, description: 'The sessions; at least one' },
  duration: text('Optional; a fixed one by title when left out'),
  location_type: { enum: [...LOCATION_TYPES] },
  location_details: text('Optional'),
  image_url: text('An http(s) address or an uploaded class picture'),
  status: { enum: [...CLASS_STATUSES] },
  language: { enum: [...TEACHING_LANGUAGES], description: 'The language taught (default en)' },
};
const described = (description: string, json: Record<string, unknown>) => ({
  description: `${description} Every field at fault is named in fields; the first in the form's order is the error.`,
  ...json,
});

/**
 * The class dialog (POST /api/admin/classes and the create_class action): every field checked at
 * once by the dialog's own rules (checkClassInput, classes.ts), in the form's order and with the
 * specification's texts. Strings of numbers are taken, as a form sends them.
 */
export const classCreateBodySchema = z
  .unknown()
  .transform((body, ctx): ClassUpdateInput => {
    const checked = checkClassInput(body, false);
    return checked.ok ? checked.value : refuse(ctx, checked.fields);
  })
  .meta(
    described('A class and its sessions.', {
      type: 'object',
      properties: classFieldsJson,
      required: ['title', 'instructor_id', 'description', 'price', 'dates'],
    }),
  );

/** PUT /api/admin/classes/:id (and update_class): only the fields given are checked and saved. */
export const classUpdateBodySchema = z
  .unknown()
  .transform((body, ctx): ClassUpdateInput => {
    const checked = checkClassInput(body, true);
    return checked.ok ? checked.value : refuse(ctx, checked.fields);
  })
  .meta(
    described('The fields to change; deletedSessionIds removes sessions.', {
      type: 'object',
      properties: {
        ...classFieldsJson,
        deletedSessionIds: { type: 'array', items: { type: 'integer' } },
      },
    }),
  );

/** PUT /api/classes/:id/schedule: the dialog's update restricted to dates and deletedSessionIds. */
export const scheduleBodySchema = z
  .unknown()
  .transform((body, ctx): ClassUpdateInput => {
    const raw = asObject(body);
    if (raw.dates === undefined && raw.deletedSessionIds === undefined)
      return refuse(ctx, { dates: CLASS_MSG.requiredFields });
    const checked = checkClassInput(
      { dates: raw.dates, deletedSessionIds: raw.deletedSessionIds },
      true,
    );
    return checked.ok ? checked.value : refuse(ctx, checked.fields);
  })
  .meta(
    described('Sessions to add or change (dates) and to remove (deletedSessionIds).', {
      type: 'object',
      properties: {
        dates: classFieldsJson.dates,
        deletedSessionIds: { type: 'array', items: { type: 'integer' } },
      },
    }),
  );

/**
 * One `dates` item checked as the dialog checks it; its messages are keyed by the item's own field
 * names (`capacity`, not `dates.0.capacity`), since the call carries one item. The item's id is the
 * path's (or none), never the body's.
 */
function sessionItem(raw: Record<string, unknown>, ctx: z.RefinementCtx): SessionInput {
  const { id: _ignored, ...fields } = raw;
  const checked = checkSession(fields, 0);
  if (checked.ok) return checked.value;
  return refuse(
    ctx,
    Object.fromEntries(
      Object.entries(checked.fields).map(([key, message]) => [
        key.replace(/^dates\.0\./, ''),
        message,
      ]),
    ),
  );
}

/** PUT /api/sessions/:id: one whole `dates` item. */
export const sessionBodySchema = z
  .unknown()
  .transform((body, ctx) => sessionItem(asObject(body), ctx))
  .meta(described("One session, as an item of the dialog's dates.", sessionJson));

/** POST /api/sessions: the class (`class_id`, checked first) and one `dates` item. */
export const sessionCreateBodySchema = z
  .unknown()
  .transform((body, ctx) => {
    const raw = asObject(body);
    const classId = idSchema().safeParse(raw.class_id ?? undefined);
    if (!classId.success) {
      for (const issue of classId.error.issues)
        ctx.addIssue({ code: 'custom', path: ['class_id'], message: issue.message });
      return z.NEVER;
    }
    return { class_id: classId.data, session: sessionItem(raw, ctx) };
  })
  .meta(
    described('The class and one session.', {
      ...sessionJson,
      properties: { class_id: { type: 'integer' }, ...sessionJson.properties },
      required: ['class_id', ...sessionJson.required],
    }),
  );

export type SessionCreateInput = z.output<typeof sessionCreateBodySchema>;

/**
 * POST /api/admin/class-schedules ("action plus fields"; decision 0027): each action's fields are
 * its own route's body, the row's id (class_id, session_id) first.
 */
export const classActionSchema = actionBody({
  create_class: classCreateBodySchema,
  update_class: withTarget(
    'class_id',
    classUpdateBodySchema,
    'class_id and the fields of PUT /api/admin/classes/{id}',
  ),
  set_class_status: withTarget(
    'class_id',
    classStatusBodySchema,
    'class_id and the status of PUT /api/classes/{id}/status',
  ),
  set_session_status: withTarget(
    'session_id',
    sessionStatusBodySchema,
    'session_id and the status of PATCH /api/sessions/sessions/{id}/status',
  ),
});

// ---------------------------------------------------------------- answers: catalogue

/**
 * A session as the catalogue shows it. Both spellings of the specification are given (id and
 * session_id, session_date and start_date, location_details and session_location).
 */
export const classSessionSchema = z.object({
  id: z.number(),
  session_id: z.number(),
  class_id: z.number(),
  session_date: calendarDate,
  start_date: calendarDate,
  end_date: calendarDate,
  /** HH:mm */
  start_time: z.string(),
  end_time: z.string(),
  location_details: z.string().nullable(),
  session_location: z.string().nullable(),
  instructor_name: z.string().nullable(),
  capacity: z.number(),
  enrolled_count: z.number(),
  available_spots: z.number(),
  status: z.enum(SESSION_STATUSES),
  session_type: z.enum(SESSION_TYPES),
  /** The language the session is taught in: its own, else its class's. */
  language: z.enum(TEACHING_LANGUAGES),
});
export type ClassSession = z.output<typeof classSessionSchema>;

/** A class with its sessions (upcoming ones in the catalogue, all of them for the office). */
export const classSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    instructor_id: z.number().nullable(),
    instructor_name: z.string().nullable(),
    description: z.string(),
    /** Dollars. */
    price: z.number(),
    status: z.enum(CLASS_STATUSES),
    duration: z.string().nullable(),
    location_type: z.enum(LOCATION_TYPES),
    location_details: z.string().nullable(),
    image_url: z.string().nullable(),
    /** The language the class is taught in (docs/decisions/0053). */
    language: z.enum(TEACHING_LANGUAGES),
    /** Credential facts (docs/decisions/0049). */
    training_hours: z.number().nullable(),
    /** Null: certificates of the class never expire. */
    certificate_validity_months: z.number().nullable(),
    /** CDA Council subject areas, 1-8. */
    cda_subject_areas: z.array(z.number()),
    /** The class that renews the certificate (the class itself unless another is set). */
    renewal_class_id: z.number(),
    student_count: z.number(),
    total_enrollments: z.number(),
    sessions: z.array(classSessionSchema),
  })
  .meta({ id: 'Class' });
export type CatalogueClass = z.output<typeof classSchema>;

/** GET /api/classes and GET /api/admin/classes. */
export const classListSchema = z.object({
  classes: z.array(classSchema),
  /** GET /api/admin/classes with page or limit only (docs/decisions/0043). */
  pagination: pageInfoSchema.optional(),
});
export type ClassList = z.output<typeof classListSchema>;

/**
 * GET /api/admin/classes: the specification gives it no query; `page` and `limit` (at most 25
 * classes, each with all its sessions) are optional, and without them every class is answered.
 * `search` keeps the classes whose title contains it (any case); blank is no search.
 */
export const adminClassListQuerySchema = z.object({
  page: wholeNumberSchema(LIST_MSG.invalidPage, 1).optional(),
  limit: wholeNumberSchema(LIST_MSG.invalidLimit, 1, LIMITS.classPageSize[1]).optional(),
  search: z
    .string({ error: LIST_MSG.invalidSearch })
    .trim()
    .max(100, { error: LIST_MSG.searchTooLong })
    .optional(),
});
export type AdminClassListQuery = z.output<typeof adminClassListQuerySchema>;

/** A class as the back office's pickers offer it: what they show and what they send. */
export const classChoiceSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    status: z.enum(CLASS_STATUSES),
    /** For the notification texts that name the class's instructor. */
    instructor_name: z.string().nullable(),
  })
  .meta({ id: 'ClassChoice' });
export type ClassChoice = z.output<typeof classChoiceSchema>;

/**
 * GET /api/admin/class-choices: every class (any status), by title, for the dialogs and filters
 * that only pick one; a few dozen bytes a class where GET /api/admin/classes sends all sessions
 * (docs/decisions/0043).
 */
export const classChoiceListSchema = z.object({ classes: z.array(classChoiceSchema) });
export type ClassChoiceList = z.output<typeof classChoiceListSchema>;

/** GET /api/classes/:id and GET /api/admin/classes/:id. */
export const classAnswerSchema = z.object({ class: classSchema });
export type ClassAnswer = z.output<typeof classAnswerSchema>;

/** POST/PUT /api/admin/classes(/:id), PUT /api/classes/:id/status: what happened and the class. */
export const classSavedSchema = z.object({ message: z.string(), class: classSchema });
export type ClassSaved = z.output<typeof classSavedSchema>;

/** A live student of a session, shown to the class's staff only. */
export const sessionStudentSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  enrollment_id: z.number(),
  enrollment_status: z.enum(ENROLLMENT_STATUSES),
});
export type SessionStudent = z.output<typeof sessionStudentSchema>;

/** GET /api/classes/:id/sessions: the class's staff also get each session's students. */
export const classSessionsSchema = z.object({
  sessions: z.array(
    classSessionSchema.extend({ students: z.array(sessionStudentSchema).optional() }),
  ),
});
export type ClassSessions = z.output<typeof classSessionsSchema>;

/** GET /api/sessions/:id: one active session of a public class. */
export const publicSessionSchema = z.object({
  session: classSessionSchema.extend({ class_title: z.string() }),
});
export type PublicSession = z.output<typeof publicSessionSchema>;

// ---------------------------------------------------------------- answers: schedule

/** A session as the class dialog's `dates` item, plus what the schedule shows about it. */
export const scheduleItemSchema = z.object({
  id: z.number(),
  class_id: z.number(),
  date: calendarDate,
  end_date: calendarDate,
  start_time: z.string(),
  end_time: z.string(),
  location: z.string().nullable(),
  capacity: z.number(),
  instructor_id: z.number().nullable(),
  instructor_name: z.string().nullable(),
  status: z.enum(SESSION_STATUSES),
  session_type: z.enum(SESSION_TYPES),
  /** The session's own language; null: its class's. */
  language: z.enum(TEACHING_LANGUAGES).nullable(),
  enrolled_count: z.number(),
  seats_held: z.number(),
  available_spots: z.number(),
  removed_at: z.string().nullable(),
  removed_reason: z.string().nullable(),
});
export type ScheduleItem = z.output<typeof scheduleItemSchema>;

/** GET /api/classes/:id/schedule. */
export const scheduleSchema = z.object({
  class_id: z.number(),
  class_title: z.string(),
  sessions: z.array(scheduleItemSchema),
});
export type Schedule = z.output<typeof scheduleSchema>;

/** PUT /api/classes/:id/schedule. */
export const scheduleSavedSchema = scheduleSchema.extend({ message: z.string() });

/** POST /api/sessions, PUT and DELETE /api/sessions/:id. */
export const sessionSavedSchema = z.object({ message: z.string(), session: scheduleItemSchema });
export type SessionSaved = z.output<typeof sessionSavedSchema>;

/** PATCH /api/sessions/sessions/:id/status. */
export const sessionStatusSavedSchema = z.object({
  message: z.string(),
  affected_enrollments: z.number(),
});

/** DELETE /api/admin/classes/:id. */
export const classDeletedSchema = messageAnswer;

// ---------------------------------------------------------------- answers: the office's views

/** A student of a session in Students per class (every enrolment, history too). */
export const classStudentSchema = z.object({
  id: z.number(),
  enrollment_id: z.number(),
  name: z.string(),
  email: z.string(),
  enrollment_status: z.enum(ENROLLMENT_STATUSES),
  enrollment_type: z.enum(ENROLLMENT_TYPES),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  completed_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  completion_reason: z.string().nullable(),
  archived_reason: z.string().nullable(),
});
export type ClassStudent = z.output<typeof classStudentSchema>;

/** GET /api/admin/classes/:id/students and GET /api/sessions/class/:id/sessions. */
export const classStudentsSchema = z.object({
  class_id: z.number(),
  class_title: z.string(),
  sessions: z.array(classSessionSchema.extend({ students: z.array(classStudentSchema) })),
});
export type ClassStudents = z.output<typeof classStudentsSchema>;

/** POST /api/admin/class-images: a multipart form with the picture (its type and size checked). */
export const classImageFormSchema = multipartBody(
  'The class picture (JPEG, PNG or WebP, 5 MB at most).',
  {
    file: { file: true, required: true, description: 'The picture' },
  },
);

/** POST /api/admin/class-images: the address to save as the class's image_url. */
export const classImageUploadedSchema = z.object({
  message: z.string(),
  image_url: z.string(),
  fileSize: z.number(),
  fileType: z.string(),
});
export type ClassImageUploaded = z.output<typeof classImageUploadedSchema>;

// ---------------------------------------------------------------- answers: the staff's views

export const participantSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  enrollment_id: z.number(),
  enrollment_status: z.enum(ENROLLMENT_STATUSES),
  enrollment_type: z.enum(ENROLLMENT_TYPES),
  enrolled_at: z.string(),
  completed_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  payment_status: z.enum([...PAYMENT_STATUSES, 'none']),
  amount_due: z.number(),
});
export type Participant = z.output<typeof participantSchema>;

export const rosterSessionSchema = z.object({
  session_id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  location_details: z.string().nullable(),
  capacity: z.number(),
  enrolled_count: z.number(),
  available_spots: z.number(),
  session_type: z.enum(SESSION_TYPES),
  status: z.enum(SESSION_STATUSES),
  is_upcoming: z.boolean(),
  participants: z.array(participantSchema),
});
export type RosterSession = z.output<typeof rosterSessionSchema>;

/** GET /api/classes/:id/participants. */
export const classParticipantsSchema = z.object({
  class_id: z.number(),
  sessions: z.array(rosterSessionSchema),
});
export type ClassParticipants = z.output<typeof classParticipantsSchema>;

/** GET /api/classes/:id/stats. */
export const classStatsSchema = z.object({
  class_id: z.number(),
  seats: z.object({
    upcoming_sessions: z.number(),
    total: z.number(),
    held: z.number(),
    free: z.number(),
  }),
  enrollments: z.object({
    total: z.number(),
    pending: z.number(),
    approved: z.number(),
    rejected: z.number(),
    completed: z.number(),
    archived: z.number(),
  }),
  waitlist: z.object({ length: z.number(), offered: z.number() }),
  completion: z.object({ count: z.number(), rate: z.number() }),
  revenue: z.object({ paid: z.number(), outstanding: z.number(), overdue: z.number() }),
});
export type ClassStats = z.output<typeof classStatsSchema>;

export const upcomingSessionSchema = z.object({
  session_id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  location_details: z.string().nullable(),
  instructor_name: z.string().nullable(),
  capacity: z.number(),
  enrolled_count: z.number(),
  available_spots: z.number(),
  status: z.enum(SESSION_STATUSES),
  session_type: z.enum(SESSION_TYPES),
});
export type UpcomingSession = z.output<typeof upcomingSessionSchema>;

export const taughtClassSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(CLASS_STATUSES),
  location_type: z.enum(LOCATION_TYPES),
  location_details: z.string().nullable(),
  instructor_id: z.number().nullable(),
  instructor_name: z.string().nullable(),
  teaches_class: z.boolean(),
  student_count: z.number(),
  pending_count: z.number(),
  waitlist_count: z.number(),
  upcoming_session_count: z.number(),
  upcoming_sessions: z.array(upcomingSessionSchema),
});
export type TaughtClass = z.output<typeof taughtClassSchema>;

/** GET /api/instructor/classes. */
export const myClassesSchema = z.object({ classes: z.array(taughtClassSchema) });
export type MyClasses = z.output<typeof myClassesSchema>;

// ---------------------------------------------------------------- answers: materials

/** A class material: a file or an http(s) link (docs/decisions/0030-class-materials.md). */
export const classMaterialSchema = z.object({
  id: z.number(),
  class_id: z.number(),
  title: z.string(),
  kind: z.enum(MATERIAL_KINDS),
  /** Links only. */
  url: z.string().nullable(),
  /** Files only. */
  file_name: z.string().nullable(),
  file_type: z.string().nullable(),
  file_size: z.number().nullable(),
  created_at: timestamp,
  uploaded_by_name: z.string().nullable(),
});
export type ClassMaterial = z.output<typeof classMaterialSchema>;

/** GET /api/classes/:id/materials. */
export const materialListSchema = z.object({ materials: z.array(classMaterialSchema) });
export type MaterialList = z.output<typeof materialListSchema>;

/**
 * The body of POST /api/classes/:id/materials: a multipart form adds a file, a JSON body
 * (materialLinkSchema) a link. Both are checked by the service after the class-staff check.
 */
export const materialBodySchema = multipartBody(
  'A file with its title (multipart), or a link (JSON).',
  {
    title: { required: true, description: 'What students see' },
    file: { file: true, required: true, description: 'The material (PDF, image or document)' },
  },
  materialLinkSchema,
);

/** POST /api/classes/:id/materials. */
export const materialAddedSchema = z.object({
  message: z.string(),
  material: classMaterialSchema,
});
export type MaterialAdded = z.output<typeof materialAddedSchema>;

/**
 * A file's bytes. The server sends a Buffer, which Fastify passes through unserialised; the type
 * says so (the handler hands bytes), the document says a binary string.
 */
const fileBytes = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<string, Uint8Array>;

/** A file answer (a class picture, a material's file), declared by its content types. */
export const fileAnswer = (description: string, types: readonly string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: fileBytes }])),
});

/** POST /api/admin/class-schedules: the answer of the action's own route. */
export const classActionAnswerSchema = z.union([classSavedSchema, sessionStatusSavedSchema]);
export type ClassActionAnswer = z.output<typeof classActionAnswerSchema>;
