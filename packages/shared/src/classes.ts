import {
  CLASS_STATUSES,
  LOCATION_TYPES,
  TEACHING_LANGUAGES,
  type ClassStatus,
  type LocationType,
  type TeachingLanguage,
} from './enums.ts';
import { MSG } from './messages.ts';
import { safeLink } from './links.ts';
import {
  INPUT_MSG,
  MAX_DB_INTEGER,
  hasUnsafeCharacters,
  isCalendarDate,
  isSanePrice,
} from './input-rules.ts';

/** Messages of the specification's "Admin classes" validation, plus the few it leaves open. */
export const CLASS_MSG = {
  requiredFields: 'Please fill in all required fields',
  sessionFields: 'Please fill in all date fields including location and capacity',
  endBeforeStart: 'End date cannot be before start date',
  capacity: 'Capacity must be a positive number for each session',
  timeFormat: 'Invalid time format. Use HH:mm format (e.g., 09:30)',
  price: 'Price must be a non-negative number',
  // Decisions (docs/decisions/0013):
  timeStep: 'Times must be on a 5-minute step (e.g., 09:30, 09:35)',
  endTimeBeforeStart: 'End time must be after start time',
  badDate: 'Dates must be in yyyy-MM-dd format',
  imageUrl: 'The image address must start with http:// or https://',
  imageType: 'Invalid image type. Please upload a JPEG, PNG or WebP picture.',
  imageExtension: 'Invalid file extension. Only .jpg, .jpeg, .png, .webp are allowed.',
  imageUploaded: 'Image uploaded',
  capacityTooHigh: 'Capacity must be at most 1000 for each session',
  priceTooHigh: INPUT_MSG.priceTooHigh,
  oneSessionLeft: 'A class needs at least one session',
  created: 'Class created successfully',
  updated: 'Class updated successfully',
  deleted: 'Class deleted successfully',
  statusUpdated: 'Class status updated successfully',
  // Credential facts (docs/decisions/0049):
  trainingHours: 'Training hours must be a number from 0 to 9999.9 with at most one decimal',
  validityMonths:
    'Certificate validity must be a whole number of months from 1 to 240, or empty for no expiry',
  cdaAreas: 'CDA subject areas must be numbers from 1 to 8',
  renewalClass: 'Choose an existing class to renew the certificate, or leave it empty',
} as const;

/** The eight CDA Council subject areas, numbered as the Council numbers them. */
export const CDA_SUBJECT_AREAS = [
  { id: 1, name: 'Planning a safe and healthy learning environment' },
  { id: 2, name: "Advancing children's physical and intellectual development" },
  { id: 3, name: "Supporting children's social and emotional development" },
  { id: 4, name: 'Building productive relationships with families' },
  { id: 5, name: 'Managing an effective program operation' },
  { id: 6, name: 'Maintaining a commitment to professionalism' },
  { id: 7, name: "Observing and recording children's behavior" },
  { id: 8, name: 'Understanding principles of child development and learning' },
] as const;

/** Longest certificate validity, in months (20 years). */
export const MAX_VALIDITY_MONTHS = 240;
/** Most training hours a class may count. */
export const MAX_TRAINING_HOURS = 9999.9;

/**
 * Where the server serves class pictures uploaded in the back office (public, like the catalogue);
 * a class's image_url may be such a path instead of an http(s) address.
 */
export const CLASS_IMAGE_PATH = '/api/class-images/';
/** The file names the server gives class pictures. */
export const CLASS_IMAGE_NAME = /^class_\d{13,}\.(jpg|png|webp)$/;
export const isClassImagePath = (url: string) =>
  url.startsWith(CLASS_IMAGE_PATH) && CLASS_IMAGE_NAME.test(url.slice(CLASS_IMAGE_PATH.length));

/** No room holds more; a bigger number is a typing mistake. */
export const MAX_CAPACITY = 1000;

/** Longest texts of a class and its sessions (name: characters). */
export const CLASS_TEXT_LIMITS = {
  title: 200,
  description: 5000,
  duration: 50,
  location_details: 500,
  location: 500,
  image_url: 1000,
} as const;
const TEXT_LABELS: Record<keyof typeof CLASS_TEXT_LIMITS, string> = {
  title: 'Title',
  description: 'Description',
  duration: 'Duration',
  location_details: 'Location details',
  location: 'Location',
  image_url: 'The image address',
};

export interface SessionInput {
  id?: number;
  date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  location: string;
  capacity: number;
  /** The language it is taught in; null: the class's. Absent: unchanged (new: the class's). */
  language?: TeachingLanguage | null;
}

export interface ClassInput {
  title: string;
  instructor_id: number;
  description: string;
  price: number;
  dates: SessionInput[];
  duration?: string | null;
  location_type?: LocationType;
  location_details?: string | null;
  image_url?: string | null;
  status?: ClassStatus;
  /** The language the class is taught in (default en; docs/decisions/0053). */
  language?: TeachingLanguage;
  /** Total training hours, one decimal; null: not stated. */
  training_hours?: number | null;
  /** Months a certificate stays valid (to the end of the month); null: no expiry. */
  certificate_validity_months?: number | null;
  /** CDA subject areas, 1-8 (CDA_SUBJECT_AREAS). */
  cda_subject_areas?: number[];
  /** The class that renews the certificate; null: the class itself. */
  renewal_class_id?: number | null;
}

export type ClassUpdateInput = Partial<ClassInput> & { deletedSessionIds?: number[] };

/**
 * A check's answer. A refusal names every field at fault with its message (`fields`, so a form can
 * mark them all at once); `error` and `field` are the first of them, in the form's order.
 */
export type Checked<T> =
  | { ok: true; value: T }
  | { ok: false; error: string; field: string; fields: Record<string, string> };

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isDate = isCalendarDate;
const isId = (n: number) => Number.isInteger(n) && n > 0 && n <= MAX_DB_INTEGER;
const isTime = (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
const minutes = (v: string) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3, 5));

/** Collects one message per field, the first found for it, in the order of the checks. */
class Problems {
  readonly fields: Record<string, string> = {};
  add(field: string, message: string) {
    if (!(field in this.fields)) this.fields[field] = message;
  }
  get any() {
    return Object.keys(this.fields).length > 0;
  }
  refusal(): { ok: false; error: string; field: string; fields: Record<string, string> } {
    const [field, error] = Object.entries(this.fields)[0]!;
    return { ok: false, error, field, fields: { ...this.fields } };
  }
}

/** Text fields of `raw` that are too long or hold control characters. */
function textProblems(
  raw: Record<string, unknown>,
  names: string[],
  problems: Problems,
  prefix = '',
) {
  for (const name of names as (keyof typeof CLASS_TEXT_LIMITS)[]) {
    const value = raw[name];
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (text.trim().length > CLASS_TEXT_LIMITS[name])
      problems.add(
        prefix + name,
        `${TEXT_LABELS[name]} must be at most ${CLASS_TEXT_LIMITS[name]} characters`,
      );
    else if (hasUnsafeCharacters(text)) problems.add(prefix + name, INPUT_MSG.controlCharacters);
  }
}

const SESSION_FIELDS = ['date', 'end_date', 'start_time', 'end_time', 'location', 'capacity'];

/** One session row, every field checked; problems go to `problems` under `dates.<index>.<name>`. */
function sessionOf(
  raw: Record<string, unknown>,
  index: number,
  problems: Problems,
): SessionInput | null {
  const at = (name: string) => `dates.${index}.${name}`;
  const before = Object.keys(problems.fields).length;
  for (const name of SESSION_FIELDS)
    if (blank(raw[name])) problems.add(at(name), CLASS_MSG.sessionFields);
  textProblems(raw, ['location'], problems, `dates.${index}.`);
  const filled = (name: string) => !blank(raw[name]);
  const date = String(raw.date ?? '').trim();
  const endDate = String(raw.end_date ?? '').trim();
  if (filled('date') && !isDate(date)) problems.add(at('date'), CLASS_MSG.badDate);
  if (filled('end_date') && !isDate(endDate)) problems.add(at('end_date'), CLASS_MSG.badDate);
  if (isDate(date) && isDate(endDate) && endDate < date)
    problems.add(at('end_date'), CLASS_MSG.endBeforeStart);
  const capacity = Number(raw.capacity);
  if (filled('capacity') && (!Number.isInteger(capacity) || capacity < 1))
    problems.add(at('capacity'), CLASS_MSG.capacity);
  else if (capacity > MAX_CAPACITY) problems.add(at('capacity'), CLASS_MSG.capacityTooHigh);
  const start = String(raw.start_time ?? '')
    .trim()
    .slice(0, 5);
  const end = String(raw.end_time ?? '')
    .trim()
    .slice(0, 5);
  if (filled('start_time') && !isTime(start)) problems.add(at('start_time'), CLASS_MSG.timeFormat);
  if (filled('end_time') && !isTime(end)) problems.add(at('end_time'), CLASS_MSG.timeFormat);
  if (isTime(start) && minutes(start) % 5) problems.add(at('start_time'), CLASS_MSG.timeStep);
  if (isTime(end) && minutes(end) % 5) problems.add(at('end_time'), CLASS_MSG.timeStep);
  if (isTime(start) && isTime(end) && minutes(end) <= minutes(start))
    problems.add(at('end_time'), CLASS_MSG.endTimeBeforeStart);
  const id = raw.id === undefined || raw.id === null || raw.id === '' ? undefined : Number(raw.id);
  if (id !== undefined && !isId(id)) problems.add(at('id'), INPUT_MSG.invalidId);
  const language = blank(raw.language) ? null : raw.language;
  if (language !== null && !isTeachingLanguage(language))
    problems.add(at('language'), MSG.invalidTeachingLanguage);
  if (Object.keys(problems.fields).length > before) return null;
  return {
    ...(id !== undefined ? { id } : {}),
    date,
    end_date: endDate,
    start_time: start,
    end_time: end,
    location: String(raw.location).trim(),
    capacity,
    ...(raw.language !== undefined ? { language: language as TeachingLanguage | null } : {}),
  };
}

const isTeachingLanguage = (v: unknown): v is TeachingLanguage =>
  TEACHING_LANGUAGES.includes(v as TeachingLanguage);

/** One session row, every field checked. */
export function checkSession(raw: Record<string, unknown>, index: number): Checked<SessionInput> {
  const problems = new Problems();
  const value = sessionOf(raw, index, problems);
  return value && !problems.any ? { ok: true, value } : problems.refusal();
}

/**
 * Checks a class form or API body, every field at once. `partial` (an update) checks only the
 * fields given, so an edit never blanks a field it did not send.
 */
export function checkClassInput(body: unknown, partial = false): Checked<ClassUpdateInput> {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const given = (name: string) => !partial || raw[name] !== undefined;
  const problems = new Problems();
  const value: ClassUpdateInput = {};
  for (const name of ['title', 'instructor_id', 'description', 'price']) {
    if (given(name) && blank(raw[name])) problems.add(name, CLASS_MSG.requiredFields);
  }
  if (!partial && (!Array.isArray(raw.dates) || raw.dates.length === 0))
    problems.add('dates', CLASS_MSG.requiredFields);
  textProblems(raw, Object.keys(CLASS_TEXT_LIMITS), problems);
  if (given('title') && !blank(raw.title)) value.title = String(raw.title).trim();
  if (given('description') && !blank(raw.description))
    value.description = String(raw.description).trim();
  if (given('instructor_id') && !blank(raw.instructor_id)) {
    const id = Number(raw.instructor_id);
    if (!isId(id)) problems.add('instructor_id', CLASS_MSG.requiredFields);
    else value.instructor_id = id;
  }
  if (given('price') && !blank(raw.price)) {
    const price = Number(raw.price);
    if (!Number.isFinite(price) || price < 0) problems.add('price', CLASS_MSG.price);
    else if (!isSanePrice(price)) problems.add('price', CLASS_MSG.priceTooHigh);
    else value.price = Math.round(price * 100) / 100;
  }
  if (raw.dates !== undefined) {
    if (!Array.isArray(raw.dates)) problems.add('dates', CLASS_MSG.requiredFields);
    else {
      const sessions = raw.dates.map((row, i) =>
        sessionOf((row ?? {}) as Record<string, unknown>, i, problems),
      );
      if (sessions.every((s) => s !== null)) value.dates = sessions;
    }
  }
  if (raw.deletedSessionIds !== undefined) {
    const ids = Array.isArray(raw.deletedSessionIds) ? raw.deletedSessionIds.map(Number) : [NaN];
    if (ids.some((n) => !isId(n)))
      problems.add('deletedSessionIds', 'Invalid session ids to remove');
    else value.deletedSessionIds = ids;
  }
  if (raw.duration !== undefined)
    value.duration = blank(raw.duration) ? null : String(raw.duration).trim();
  if (raw.location_details !== undefined)
    value.location_details = blank(raw.location_details)
      ? null
      : String(raw.location_details).trim();
  if (raw.location_type !== undefined && !blank(raw.location_type)) {
    if (!LOCATION_TYPES.includes(raw.location_type as LocationType))
      problems.add('location_type', 'Unknown location type');
    else value.location_type = raw.location_type as LocationType;
  }
  if (raw.status !== undefined && !blank(raw.status)) {
    if (!CLASS_STATUSES.includes(raw.status as ClassStatus))
      problems.add('status', 'Invalid status');
    else value.status = raw.status as ClassStatus;
  }
  if (raw.language !== undefined && !blank(raw.language)) {
    if (!isTeachingLanguage(raw.language)) problems.add('language', MSG.invalidTeachingLanguage);
    else value.language = raw.language;
  }
  if (raw.image_url !== undefined) {
    // Kept as a browser reads it; only http(s) addresses, or an uploaded class picture (any other
    // site path is no picture).
    const typed = String(raw.image_url ?? '').trim();
    const url = blank(raw.image_url) ? null : isClassImagePath(typed) ? typed : safeLink(typed);
    if ((url?.startsWith('/') && !isClassImagePath(url)) || (url === null && !blank(raw.image_url)))
      problems.add('image_url', CLASS_MSG.imageUrl);
    else value.image_url = url;
  }
  credentialFacts(raw, value, problems);
  return problems.any ? problems.refusal() : { ok: true, value };
}

/** The optional credential facts of a class (docs/decisions/0049); absent ones are left alone. */
function credentialFacts(
  raw: Record<string, unknown>,
  value: ClassUpdateInput,
  problems: Problems,
) {
  if (raw.training_hours !== undefined) {
    const hours = Number(raw.training_hours);
    if (blank(raw.training_hours)) value.training_hours = null;
    else if (
      typeof raw.training_hours === 'boolean' ||
      !Number.isFinite(hours) ||
      hours < 0 ||
      hours > MAX_TRAINING_HOURS ||
      Math.abs(Math.round(hours * 10) - hours * 10) > 1e-6
    )
      problems.add('training_hours', CLASS_MSG.trainingHours);
    else value.training_hours = Math.round(hours * 10) / 10;
  }
  if (raw.certificate_validity_months !== undefined) {
    const months = Number(raw.certificate_validity_months);
    if (blank(raw.certificate_validity_months)) value.certificate_validity_months = null;
    else if (
      typeof raw.certificate_validity_months === 'boolean' ||
      !Number.isInteger(months) ||
      months < 1 ||
      months > MAX_VALIDITY_MONTHS
    )
      problems.add('certificate_validity_months', CLASS_MSG.validityMonths);
    else value.certificate_validity_months = months;
  }
  if (raw.cda_subject_areas !== undefined) {
    const areas = raw.cda_subject_areas;
    if (
      !Array.isArray(areas) ||
      areas.some((a) => typeof a !== 'number' || !Number.isInteger(a) || a < 1 || a > 8)
    )
      problems.add('cda_subject_areas', CLASS_MSG.cdaAreas);
    else value.cda_subject_areas = [...new Set(areas as number[])].sort((a, b) => a - b);
  }
  if (raw.renewal_class_id !== undefined) {
    const id = Number(raw.renewal_class_id);
    if (blank(raw.renewal_class_id)) value.renewal_class_id = null;
    else if (typeof raw.renewal_class_id === 'boolean' || !isId(id))
      problems.add('renewal_class_id', CLASS_MSG.renewalClass);
    else value.renewal_class_id = id;
  }
}

/**
 * When a certificate issued on `day` (yyyy-MM-dd) expires: `months` later, on the last day of
 * that month, as AHA cards do; null when the class sets no validity.
 */
export function certificateExpiry(day: string, months: number | null): string | null {
  if (!months) return null;
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

/** Fixed durations by class title (specification, constants), used when a class gives none. */
export function fixedDurationFor(title: string): string | null {
  const t = title.toLowerCase();
  if (t.includes('development and operations')) return '4 weeks';
  if (t.includes('cda') || t.includes('child development associate')) return '3 months';
  if (t.includes('cpr')) return '1 day';
  return null;
}
