import { CLASS_STATUSES, LOCATION_TYPES, type ClassStatus, type LocationType } from './enums.ts';
import { safeLink } from './links.ts';
import {
  INPUT_MSG,
  MAX_DB_INTEGER,
  hasUnsafeCharacters,
  isCalendarDate,
  isSanePrice,
} from './input.ts';

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
  oneSessionLeft: 'A class needs at least one session',
  capacityTooHigh: 'Capacity must be at most 1000 for each session',
  priceTooHigh: INPUT_MSG.priceTooHigh,
  created: 'Class created successfully',
  updated: 'Class updated successfully',
  deleted: 'Class deleted successfully',
  statusUpdated: 'Class status updated successfully',
} as const;

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
}

export type ClassUpdateInput = Partial<ClassInput> & { deletedSessionIds?: number[] };

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string; field: string };

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isDate = isCalendarDate;
const isId = (n: number) => Number.isInteger(n) && n > 0 && n <= MAX_DB_INTEGER;
const isTime = (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
const minutes = (v: string) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3, 5));
const fail = (error: string, field: string) => ({ ok: false as const, error, field });

/** The first text field of `raw` that is too long or holds control characters, as a failure. */
function badText(
  raw: Record<string, unknown>,
  names: string[],
  prefix = '',
): Checked<never> | null {
  for (const name of names as (keyof typeof CLASS_TEXT_LIMITS)[]) {
    const value = raw[name];
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (text.trim().length > CLASS_TEXT_LIMITS[name])
      return fail(
        `${TEXT_LABELS[name]} must be at most ${CLASS_TEXT_LIMITS[name]} characters`,
        prefix + name,
      );
    if (hasUnsafeCharacters(text)) return fail(INPUT_MSG.controlCharacters, prefix + name);
  }
  return null;
}

/** One session row, in the order the form checks it. */
export function checkSession(raw: Record<string, unknown>, index: number): Checked<SessionInput> {
  const at = (name: string) => `dates.${index}.${name}`;
  for (const name of ['date', 'end_date', 'start_time', 'end_time', 'location', 'capacity']) {
    if (blank(raw[name])) return fail(CLASS_MSG.sessionFields, at(name));
  }
  const date = String(raw.date).trim();
  const endDate = String(raw.end_date).trim();
  const text = badText(raw, ['location'], `dates.${index}.`);
  if (text) return text;
  if (!isDate(date)) return fail(CLASS_MSG.badDate, at('date'));
  if (!isDate(endDate)) return fail(CLASS_MSG.badDate, at('end_date'));
  if (endDate < date) return fail(CLASS_MSG.endBeforeStart, at('end_date'));
  const capacity = Number(raw.capacity);
  if (!Number.isInteger(capacity) || capacity < 1) return fail(CLASS_MSG.capacity, at('capacity'));
  if (capacity > MAX_CAPACITY) return fail(CLASS_MSG.capacityTooHigh, at('capacity'));
  const start = String(raw.start_time).trim().slice(0, 5);
  const end = String(raw.end_time).trim().slice(0, 5);
  if (!isTime(start)) return fail(CLASS_MSG.timeFormat, at('start_time'));
  if (!isTime(end)) return fail(CLASS_MSG.timeFormat, at('end_time'));
  if (minutes(start) % 5 || minutes(end) % 5)
    return fail(CLASS_MSG.timeStep, at(minutes(start) % 5 ? 'start_time' : 'end_time'));
  if (minutes(end) <= minutes(start)) return fail(CLASS_MSG.endTimeBeforeStart, at('end_time'));
  const id = raw.id === undefined || raw.id === null || raw.id === '' ? undefined : Number(raw.id);
  if (id !== undefined && !isId(id)) return fail(INPUT_MSG.invalidId, at('id'));
  return {
    ok: true,
    value: {
      ...(id !== undefined ? { id } : {}),
      date,
      end_date: endDate,
      start_time: start,
      end_time: end,
      location: String(raw.location).trim(),
      capacity,
    },
  };
}

/**
 * Checks a class form or API body. `partial` (an update) checks only the fields given, so an edit
 * never blanks a field it did not send.
 */
export function checkClassInput(body: unknown, partial = false): Checked<ClassUpdateInput> {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const given = (name: string) => !partial || raw[name] !== undefined;
  for (const name of ['title', 'instructor_id', 'description', 'price']) {
    if (given(name) && blank(raw[name])) return fail(CLASS_MSG.requiredFields, name);
  }
  if (!partial && (!Array.isArray(raw.dates) || raw.dates.length === 0))
    return fail(CLASS_MSG.requiredFields, 'dates');
  const text = badText(raw, Object.keys(CLASS_TEXT_LIMITS));
  if (text) return text;
  const value: ClassUpdateInput = {};
  if (given('title')) value.title = String(raw.title).trim();
  if (given('description')) value.description = String(raw.description).trim();
  if (given('instructor_id')) {
    const id = Number(raw.instructor_id);
    if (!isId(id)) return fail(CLASS_MSG.requiredFields, 'instructor_id');
    value.instructor_id = id;
  }
  if (given('price')) {
    const price = Number(raw.price);
    if (!Number.isFinite(price) || price < 0) return fail(CLASS_MSG.price, 'price');
    if (!isSanePrice(price)) return fail(CLASS_MSG.priceTooHigh, 'price');
    value.price = Math.round(price * 100) / 100;
  }
  if (raw.dates !== undefined) {
    if (!Array.isArray(raw.dates)) return fail(CLASS_MSG.requiredFields, 'dates');
    const sessions: SessionInput[] = [];
    for (const [i, row] of raw.dates.entries()) {
      const checked = checkSession((row ?? {}) as Record<string, unknown>, i);
      if (!checked.ok) return checked;
      sessions.push(checked.value);
    }
    value.dates = sessions;
  }
  if (raw.deletedSessionIds !== undefined) {
    const ids = Array.isArray(raw.deletedSessionIds) ? raw.deletedSessionIds.map(Number) : [NaN];
    if (ids.some((n) => !isId(n)))
      return fail('Invalid session ids to remove', 'deletedSessionIds');
    value.deletedSessionIds = ids;
  }
  if (raw.duration !== undefined)
    value.duration = blank(raw.duration) ? null : String(raw.duration).trim();
  if (raw.location_details !== undefined)
    value.location_details = blank(raw.location_details)
      ? null
      : String(raw.location_details).trim();
  if (raw.location_type !== undefined && !blank(raw.location_type)) {
    if (!LOCATION_TYPES.includes(raw.location_type as LocationType))
      return fail('Unknown location type', 'location_type');
    value.location_type = raw.location_type as LocationType;
  }
  if (raw.status !== undefined && !blank(raw.status)) {
    if (!CLASS_STATUSES.includes(raw.status as ClassStatus))
      return fail('Invalid status', 'status');
    value.status = raw.status as ClassStatus;
  }
  if (raw.image_url !== undefined) {
    // Kept as a browser reads it; only http(s) addresses (a site path is no picture).
    const url = blank(raw.image_url) ? null : safeLink(String(raw.image_url));
    if (url?.startsWith('/') || (url === null && !blank(raw.image_url)))
      return fail(CLASS_MSG.imageUrl, 'image_url');
    value.image_url = url;
  }
  return { ok: true, value };
}

/** Fixed durations by class title (specification, constants), used when a class gives none. */
export function fixedDurationFor(title: string): string | null {
  const t = title.toLowerCase();
  if (t.includes('development and operations')) return '4 weeks';
  if (t.includes('cda') || t.includes('child development associate')) return '3 months';
  if (t.includes('cpr')) return '1 day';
  return null;
}
