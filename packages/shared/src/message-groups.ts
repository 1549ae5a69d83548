import { FILE_MSG } from './messages.ts';
import { INPUT_MSG } from './input-rules.ts';
import { CLASS_MSG } from './classes.ts';
import { MATERIAL_MSG } from './materials.ts';
import { CALENDAR_MSG } from './contracts/calendar.ts';
import {
  CERT_INPUT_MSG,
  EXPIRING_MSG,
  ISSUED_MSG,
  REMINDER_MSG,
} from './contracts/certificates.ts';
import { CONTACT_INPUT_MSG } from './contracts/contact.ts';
import { ENROLL_MSG } from './contracts/enrollments.ts';
import { FINANCE_INPUT_MSG } from './contracts/finance.ts';
import { NOTICE_INPUT_MSG } from './contracts/users.ts';
import { REMINDER_DAYS_MSG, SETTINGS_INPUT_MSG } from './contracts/system.ts';
import { ACTION_MSG, LIST_MSG } from './contracts/common.ts';
import { SIGNUP_INPUT_MSG } from './contracts/auth.ts';
import { CATALOGUE_FILTER_MSG } from './contracts/classes.ts';
import { NOTIFICATION_INPUT_MSG } from './contracts/notifications.ts';
import { PAYMENT_INPUT_MSG } from './contracts/payments.ts';
import { WAITLIST_INPUT_MSG } from './contracts/waitlist.ts';
import { TRANSCRIPT_MSG } from './contracts/transcripts.ts';
import {
  CERT_MSG,
  CLASS_IMAGE_MSG,
  CONTACT_MSG,
  FINANCE_MSG,
  NOTIFICATION_MSG,
  PAYMENT_MSG,
  PROFILE_MSG,
  RECEIPT_MSG,
  REQUEST_MSG,
  SAME_STATUS_MSG,
  SCHEDULE_MSG,
  SEAT_MSG,
  SETTINGS_MSG,
  STORAGE_MSG,
  STRIPE_MSG,
  WAITLIST_MSG,
  WAITLIST_SEAT_MSG,
  WEBHOOK_MSG,
} from './contracts/server-messages.ts';

/**
 * Every message group besides MSG, by the name that prefixes its keys: the text `CLASS_MSG.capacity`
 * is named `class.capacity` in an error answer's `message_key` / `field_keys` and in the web app's
 * `texts` catalogue (docs/decisions/0053). The names are a contract: a group may grow, but a name
 * and its keys stay. Where two groups hold the same words, the first here names them (MSG before
 * all of them), and either key translates them.
 */
export const MESSAGE_GROUPS = {
  input: INPUT_MSG,
  file: FILE_MSG,
  class: CLASS_MSG,
  schedule: SCHEDULE_MSG,
  seat: SEAT_MSG,
  material: MATERIAL_MSG,
  enroll: ENROLL_MSG,
  waitlistSeat: WAITLIST_SEAT_MSG,
  waitlist: WAITLIST_MSG,
  certInput: CERT_INPUT_MSG,
  cert: CERT_MSG,
  issued: ISSUED_MSG,
  expiring: EXPIRING_MSG,
  reminder: REMINDER_MSG,
  reminderDays: REMINDER_DAYS_MSG,
  transcript: TRANSCRIPT_MSG,
  calendar: CALENDAR_MSG,
  financeInput: FINANCE_INPUT_MSG,
  finance: FINANCE_MSG,
  payment: PAYMENT_MSG,
  receipt: RECEIPT_MSG,
  stripe: STRIPE_MSG,
  webhook: WEBHOOK_MSG,
  storage: STORAGE_MSG,
  notification: NOTIFICATION_MSG,
  contact: CONTACT_MSG,
  contactInput: CONTACT_INPUT_MSG,
  noticeInput: NOTICE_INPUT_MSG,
  list: LIST_MSG,
  action: ACTION_MSG,
  request: REQUEST_MSG,
  sameStatus: SAME_STATUS_MSG,
  settings: SETTINGS_MSG,
  settingsInput: SETTINGS_INPUT_MSG,
  classImage: CLASS_IMAGE_MSG,
  profile: PROFILE_MSG,
  signupInput: SIGNUP_INPUT_MSG,
  catalogueFilter: CATALOGUE_FILTER_MSG,
  notificationInput: NOTIFICATION_INPUT_MSG,
  paymentInput: PAYMENT_INPUT_MSG,
  waitlistInput: WAITLIST_INPUT_MSG,
} as const;

export type MessageGroup = keyof typeof MESSAGE_GROUPS;
/** `group.key` of a text of one of the groups. */
export type GroupMessageKey = {
  [G in MessageGroup]: `${G}.${Extract<keyof (typeof MESSAGE_GROUPS)[G], string>}`;
}[MessageGroup];

/**
 * The variables of the texts a group writes with a function, in the order the function takes
 * them: the catalogue holds the text with `{{name}}` in their places.
 */
export const TEMPLATE_VARIABLES: Readonly<Record<string, readonly string[]>> = {
  'file.quotaExceeded': ['mb'],
  'file.tooManyUploads': ['perHour'],
  'cert.bulkDeleted': ['n'],
  'action.notObject': ['actions'],
  'action.missing': ['actions'],
  'action.unknown': ['name', 'actions'],
};

/** A group's text as a catalogue holds it: its words, or its function's with `{{variables}}`. */
function templateOf(key: string, text: unknown): string {
  if (typeof text === 'string') return text;
  const variables = TEMPLATE_VARIABLES[key];
  if (typeof text !== 'function' || !variables) {
    throw new Error(`The text ${key} needs its variables in TEMPLATE_VARIABLES`);
  }
  return (text as (...values: string[]) => string)(...variables.map((name) => `{{${name}}}`));
}

let catalogue: Record<string, Record<string, string>> | undefined;

/**
 * The groups' texts as one English catalogue, group -> key -> text ({{variables}} where the text
 * has some): the web app's English `texts` namespace, and what the keys are looked up in.
 */
export function groupCatalogue(): Readonly<Record<string, Readonly<Record<string, string>>>> {
  if (!catalogue) {
    const built: Record<string, Record<string, string>> = {};
    for (const [group, texts] of Object.entries(MESSAGE_GROUPS)) {
      const entries: Record<string, string> = {};
      for (const [key, text] of Object.entries(texts)) {
        entries[key] = templateOf(`${group}.${key}`, text);
      }
      built[group] = entries;
    }
    catalogue = built;
  }
  return catalogue;
}

/** The English template of a `group.key`, or undefined when there is no such text. */
export function groupTemplate(key: string): string | undefined {
  const dot = key.indexOf('.');
  if (dot < 0) return undefined;
  const group = key.slice(0, dot);
  const name = key.slice(dot + 1);
  const texts = groupCatalogue();
  if (!Object.hasOwn(texts, group) || !Object.hasOwn(texts[group]!, name)) return undefined;
  return texts[group]![name];
}
