/**
 * The hostile inputs of the fuzz test (security audit, finding 8): values that once reached the
 * database and came back as server errors, and the usual wrong shapes. Each kind of field has a
 * valid value (so the other fields of a request pass and the deeper code runs) and its own hostile
 * values; every field also gets the generic ones.
 */

export type Kind =
  | 'id'
  | 'ids'
  | 'text'
  | 'email'
  | 'password'
  | 'date'
  | 'time'
  | 'money'
  | 'count'
  | 'bool'
  | 'status'
  | 'object';

const LONG = 'x'.repeat(300 * 1024);
const NUL = 'a\u0000b';

/** Path segments and query values that look like ids but are not usable ones. */
export const HOSTILE_IDS: readonly string[] = [
  '2147483648',
  '9999999999999',
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  'abc',
  '1e3',
  '1e300',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  '%00',
  '1%00',
  '%E0%A4%A',
  '-0',
  '00000000000000000000001',
  'x'.repeat(5000),
  '%27%20or%201%3D1',
];

/** Hostile query-string values, written as they travel (already URL-encoded where needed). */
export const HOSTILE_QUERY: readonly string[] = [
  ...HOSTILE_IDS,
  '2027-02-30',
  '2026-13-01',
  '0000-01-01',
  '',
  '-1e300',
  encodeURIComponent(NUL),
  encodeURIComponent('x'.repeat(20_000)),
  'true',
  '%F0%9F%98%80',
];

/** Values every body field is sent, whatever its kind: wrong types and wrong shapes. */
export const HOSTILE_ANY: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  2147483648,
  9999999999999,
  1.5,
  1e300,
  -1e300,
  'NaN',
  '',
  NUL,
  '\u0001\u001f',
  LONG,
  '2027-02-30',
  [],
  [1, 2],
  {},
  { $gt: '' },
  { a: { b: { c: { d: [NUL] } } } },
  ['2147483648'],
];

export const KIND_VALUES: Record<Kind, { valid: unknown; hostile: readonly unknown[] }> = {
  id: {
    valid: 1,
    hostile: [2147483648, '2147483648', 9999999999999, -1, 0, 1.5, 'abc', '1e3', 1e300, NUL],
  },
  ids: { valid: [1], hostile: [[2147483648], ['9999999999999'], [-1], [NUL], [1e300], [[1]]] },
  text: {
    valid: 'Plain words',
    hostile: [NUL, `${'y'.repeat(10)}\u0000`, LONG, 'x'.repeat(5001), '\u0007bell', '\uD800'],
  },
  email: {
    valid: 'fuzz.valid@example.test',
    hostile: [
      `${'e'.repeat(900 * 1024)}@example.test`,
      `a${NUL}@example.test`,
      'a@b\u0000c',
      '@',
      LONG,
    ],
  },
  password: { valid: 'Password123!', hostile: [NUL.repeat(4), LONG, 'p'.repeat(100_000)] },
  date: {
    valid: '2031-06-15',
    hostile: ['2027-02-30', '2026-13-01', '0000-01-01', '99999-01-01', '2026-1-1', '', 'today'],
  },
  time: { valid: '09:00', hostile: ['24:00', '09:60', '9:5', '09:00:00.1234567', NUL] },
  money: {
    valid: 120,
    hostile: [1e300, -1e300, '1e300', 2147483648, 99999999999, 'NaN', 'Infinity', -0.001],
  },
  count: { valid: 5, hostile: [2147483648, 1e300, -1, 0, 1.5, '1e9', 'NaN'] },
  bool: { valid: true, hostile: ['true', 'yes', 1, NUL] },
  status: { valid: 'active', hostile: [NUL, LONG, 'ACTIVE', 'active\u0000'] },
  object: { valid: {}, hostile: [[], 'text', { x: LONG }, { variables: [NUL] }] },
};

/**
 * Every body and query field name the API catalogue and the shared schemas use, with its kind.
 * A request body is built from all of them: a route reads the names it knows and ignores the rest.
 */
export const FIELDS: Record<string, Kind> = {
  id: 'id',
  user_id: 'id',
  userId: 'id',
  class_id: 'id',
  classId: 'id',
  session_id: 'id',
  sessionId: 'id',
  payment_id: 'id',
  instructor_id: 'id',
  originalNotificationId: 'id',
  templateId: 'id',
  template_id: 'id',
  recipient: 'id',
  recipient_id: 'id',
  certificate_id: 'id',
  actor_id: 'id',
  user_ids: 'ids',
  ids: 'ids',
  deletedSessionIds: 'ids',
  title: 'text',
  message: 'text',
  name: 'text',
  description: 'text',
  firstName: 'text',
  lastName: 'text',
  first_name: 'text',
  last_name: 'text',
  phoneNumber: 'text',
  phone_number: 'text',
  address: 'text',
  emergency_contact: 'text',
  reason: 'text',
  admin_notes: 'text',
  certificate_name: 'text',
  location: 'text',
  location_details: 'text',
  duration: 'text',
  image_url: 'text',
  search: 'text',
  searchTerm: 'text',
  template: 'text',
  template_name: 'text',
  title_template: 'text',
  message_template: 'text',
  token: 'text',
  time_zone: 'text',
  last_four: 'text',
  label: 'text',
  url: 'text',
  action: 'text',
  target_type: 'text',
  target_id: 'text',
  file_path: 'text',
  supabase_path: 'text',
  certificate_url: 'text',
  file_type: 'text',
  path: 'text',
  prefix: 'text',
  email: 'email',
  password: 'password',
  confirmPassword: 'password',
  currentPassword: 'password',
  newPassword: 'password',
  confirm_password: 'password',
  new_password: 'password',
  date: 'date',
  end_date: 'date',
  startDate: 'date',
  endDate: 'date',
  start_date: 'date',
  expiration_date: 'date',
  due_date: 'date',
  timestamp: 'date',
  start_time: 'time',
  end_time: 'time',
  price: 'money',
  amount: 'money',
  capacity: 'count',
  page: 'count',
  limit: 'count',
  file_size: 'count',
  offer_hold_hours: 'count',
  hours: 'money',
  cda_subject_areas: 'ids',
  payment_terms_days: 'count',
  email_notifications: 'bool',
  emailNotifications: 'bool',
  include_closed: 'bool',
  is_broadcast: 'bool',
  status: 'status',
  kind: 'status',
  role: 'status',
  type: 'status',
  location_type: 'status',
  price_range: 'status',
  recipient_type: 'status',
  metadata: 'object',
  variables: 'object',
  preferences: 'object',
  settings: 'object',
  dates: 'object',
  links: 'object',
};

/**
 * A value as it travels in a query string. Half a surrogate pair has no UTF-8 form to encode; the
 * query cases send broken percent-encodings (HOSTILE_QUERY) instead.
 */
export const queryValue = (value: unknown) =>
  encodeURIComponent(
    (typeof value === 'string' ? value : JSON.stringify(value)).replace(/[\uD800-\uDFFF]/g, '?'),
  );
