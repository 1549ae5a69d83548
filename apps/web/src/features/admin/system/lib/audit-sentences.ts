import type { AuditAction } from '@careclass/shared';
import { formatDay } from '../../lib/format.ts';
import type { AuditLogEntry } from '../types.ts';

/** What a sentence about one audit entry can name: the actor, the target's names, the change. */
interface Parts {
  actor: string;
  /** The person the entry is about, e.g. "Maria Lopez". */
  person: string;
  /** The class, e.g. "CPR and First Aid". */
  cls: string;
  /** " (Dec 23, 2026 session)" when the entry concerns one session, else "". */
  session: string;
  /** The record's own name (a template, a notification title), quoted. */
  name: string;
  /** " in CPR and First Aid" when the class is known, else "". */
  inClass: string;
  /** The status after the change, in words. */
  status: string;
  entry: AuditLogEntry;
}

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;
const words = (code: string) => code.replace(/[._]/g, ' ');
const possessive = (name: string) => `${name}'s`;

/** Readable "user #3" when the record is gone and its name with it. */
const numbered = (kind: string, id: string | null) => (id ? `${kind} #${id}` : `a ${kind}`);

function partsOf(entry: AuditLogEntry): Parts {
  const t = entry.target;
  const cls =
    t?.class_title ??
    text(field(entry.before, 'title')) ??
    text(field(entry.after, 'title')) ??
    (entry.target_type === 'class' ? numbered('class', entry.target_id) : 'a class');
  return {
    actor:
      entry.actor_name ??
      entry.actor_email ??
      (entry.actor_id ? `User #${entry.actor_id}` : 'The system'),
    person:
      t?.user_name ??
      // A deleted user's name lives on only in the entry's snapshot.
      text(field(entry.before, 'name')) ??
      (entry.target_type === 'user' ? numbered('user', entry.target_id) : 'a student'),
    cls,
    session: t?.session_date ? ` (${formatDay(t.session_date)} session)` : '',
    name: t?.name
      ? `“${t.name}”`
      : (text(field(entry.after, 'template_name')) ??
        text(field(entry.after, 'title')) ??
        numbered(words(entry.target_type), entry.target_id)),
    inClass: t?.class_title ? ` in ${t.class_title}` : '',
    status: words(String(field(entry.after, 'status') ?? 'a new status')),
    entry,
  };
}

/** A student's enrollment, e.g. "Maria Lopez's enrollment in CPR and First Aid (Dec 23 session)". */
const enrollmentOf = (p: Parts) => `${possessive(p.person)} enrollment${p.inClass}${p.session}`;
const waitlistOf = (p: Parts) => `${possessive(p.person)} waitlist request${p.inClass}${p.session}`;
const certificateOf = (p: Parts) =>
  p.entry.target
    ? `${possessive(p.person)} certificate${p.inClass}`
    : numbered('certificate', p.entry.target_id);
const paymentOf = (p: Parts) =>
  p.entry.target
    ? `${possessive(p.person)} payment${p.inClass}`
    : numbered('payment', p.entry.target_id);
const fileOf = (p: Parts) => (p.entry.target_id ? `the file ${p.entry.target_id}` : 'a file');
const materialOf = (_p: Parts, values: unknown) => {
  const title = text(field(values, 'title'));
  return title ? `the material "${title}"` : 'a material';
};
const recipientOf = (p: Parts) =>
  p.entry.target_type === 'class' ? `the students of ${p.cls}` : p.person;
const countOf = (p: Parts) => Number(field(p.entry.after, 'sent_count') ?? 0);
const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/**
 * One sentence for each action the server records (the shared list, AUDIT_ACTIONS): what happened
 * and to whom. The record's code and ids stay in the entry's details.
 */
export const AUDIT_SENTENCES: Record<AuditAction, (p: Parts) => string> = {
  'certificate.create': (p) => `${p.actor} issued a certificate to ${p.person}${p.inClass}`,
  'certificate.delete': (p) => `${p.actor} deleted ${certificateOf(p)}`,
  'certificate.status': (p) => `${p.actor} marked ${certificateOf(p)} as ${p.status}`,
  'certificate.revoke': (p) => `${p.actor} revoked ${certificateOf(p)}`,
  'certificate.reissue': (p) => `${p.actor} reissued ${certificateOf(p)}`,
  'class.create': (p) => `${p.actor} created the class ${p.cls}`,
  'class.update': (p) => `${p.actor} edited the class ${p.cls}`,
  'class.status': (p) => `${p.actor} set the class ${p.cls} to ${p.status}`,
  'class.delete': (p) => `${p.actor} deleted the class ${p.cls}`,
  'enrollment.pending': (p) => `${p.actor} set ${enrollmentOf(p)} back to pending`,
  'enrollment.approved': (p) => `${p.actor} approved ${enrollmentOf(p)}`,
  'enrollment.rejected': (p) => `${p.actor} rejected ${enrollmentOf(p)}`,
  'external_training.create': (p) =>
    `${p.actor} added external training to ${possessive(p.person)} transcript`,
  'external_training.delete': (p) =>
    `${p.actor} removed external training from ${possessive(p.person)} transcript`,
  'file.upload': (p) => `${p.actor} uploaded ${fileOf(p)}`,
  'file.delete': (p) => `${p.actor} deleted ${fileOf(p)}`,
  'material.create': (p) =>
    `${p.actor} added ${materialOf(p, p.entry.after)} to the class ${p.cls}`,
  'material.delete': (p) =>
    `${p.actor} removed ${materialOf(p, p.entry.before)} from the class ${p.cls}`,
  'notification.detailed': (p) =>
    `${p.actor} sent a detailed follow-up to the notification ${p.name}`,
  'notification.send': (p) => `${p.actor} sent a notification to ${recipientOf(p)}`,
  'notification.bulk': (p) =>
    // A bulk send without a stored template sent the title and message it was given.
    field(p.entry.after, 'template_name')
      ? `${p.actor} sent the template ${p.name} to ${people(countOf(p))}`
      : `${p.actor} sent a notification to ${people(countOf(p))}`,
  'notification.withdraw': (p) => `${p.actor} deleted a notification they had sent`,
  'notification.broadcast': (p) => `${p.actor} broadcast a notification to ${people(countOf(p))}`,
  'notification_template.create': (p) => `${p.actor} created the notification template ${p.name}`,
  'notification_template.update': (p) => `${p.actor} edited the notification template ${p.name}`,
  'notification_template.delete': (p) => `${p.actor} deleted the notification template ${p.name}`,
  'payment.reminder': (p) => `${p.actor} sent a payment reminder for ${paymentOf(p)}`,
  'payment.notify': (p) => `${p.actor} sent a payment notice for ${paymentOf(p)}`,
  'session.status': (p) => {
    const day = p.entry.target?.session_date;
    return `${p.actor} set the ${p.cls} session${day ? ` of ${formatDay(day)}` : ''} to ${p.status}`;
  },
  'settings.update': (p) => `${p.actor} changed the settings`,
  'transaction.status': (p) =>
    `${p.actor} marked ${p.entry.target ? `${possessive(p.person)} transaction${p.inClass}` : numbered('transaction', p.entry.target_id)} as ${p.status}`,
  'user.role_update': (p) => {
    const role = words(String(field(p.entry.after, 'role') ?? 'user'));
    return `${p.actor} made ${p.person} ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`;
  },
  'user.status_update': (p) => `${p.actor} set ${possessive(p.person)} account to ${p.status}`,
  'user.password_reset': (p) => `${p.actor} reset ${possessive(p.person)} password`,
  'user.notify': (p) => `${p.actor} sent a notification to ${p.person}`,
  'user.delete': (p) => `${p.actor} deleted the account of ${p.person}`,
  'user.anonymise': (p) => `${p.actor} anonymised the account of ${p.person}`,
  'waitlist.approved': (p) => `${p.actor} approved ${waitlistOf(p)}`,
  'waitlist.rejected': (p) => `${p.actor} rejected ${waitlistOf(p)}`,
  'waitlist.offer': (p) => `${p.actor} offered ${p.person} a seat${p.inClass}${p.session}`,
};

const isKnown = (action: string): action is AuditAction => Object.hasOwn(AUDIT_SENTENCES, action);

/** The entry as a sentence; a code this screen does not know yet reads as its words. */
export function auditSentence(entry: AuditLogEntry): string {
  const p = partsOf(entry);
  if (isKnown(entry.action)) return AUDIT_SENTENCES[entry.action](p);
  const target = entry.target_id ? ` (${words(entry.target_type)} #${entry.target_id})` : '';
  return `${p.actor}: ${words(entry.action)}${target}`;
}

/**
 * The actions the filter offers, by target type (a filter needs the exact code). Every code of
 * AUDIT_ACTIONS is offered under the target types the server writes it with.
 */
export const AUDIT_FILTER_GROUPS: Record<string, readonly string[]> = {
  certificate: [
    'certificate.create',
    'certificate.delete',
    'certificate.status',
    'certificate.revoke',
    'certificate.reissue',
  ],
  class: [
    'class.create',
    'class.update',
    'class.status',
    'class.delete',
    'material.create',
    'material.delete',
    'notification.send',
  ],
  enrollment: ['enrollment.approved', 'enrollment.rejected', 'enrollment.pending'],
  file: ['file.upload', 'file.delete'],
  notification: ['notification.detailed', 'notification.withdraw'],
  notification_batch: ['notification.broadcast'],
  notification_template: [
    'notification_template.create',
    'notification_template.update',
    'notification_template.delete',
    'notification.bulk',
  ],
  payment: ['payment.reminder', 'payment.notify'],
  session: ['session.status'],
  settings: ['settings.update'],
  transaction: ['transaction.status'],
  user: [
    'user.role_update',
    'user.status_update',
    'user.password_reset',
    'user.notify',
    'user.delete',
    'user.anonymise',
    'notification.send',
    'external_training.create',
    'external_training.delete',
  ],
  waitlist_entry: ['waitlist.approved', 'waitlist.rejected', 'waitlist.offer'],
} satisfies Record<string, AuditAction[]>;

/** An action code as the filter lists it under its target: "role update", "approved". */
export const actionLabel = (code: string) => words(code.replace(/^[^.]+\./, ''));
