import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format.ts';
import type { AuditAction } from '@careclass/shared';
import { i18n } from '../../../../i18n/i18n.ts';
import { formatDay } from '../../lib/format.ts';
import type { AuditLogEntry } from '../types.ts';

/**
 * The sentences are the `adminSystem` catalogue's `auditSentence.*`; a screen passes its own
 * language, and without one they are English.
 */
export interface SentenceLanguage {
  t: TFunction<'adminSystem'>;
  /** The Intl locale of the dates in the sentences. */
  locale: string;
}

const english = (): SentenceLanguage => ({
  t: i18n.getFixedT('en', 'adminSystem'),
  locale: 'en-US',
});

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
  lang: SentenceLanguage;
}

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;
const words = (code: string) => code.replace(/[._]/g, ' ');

/** A catalogue text under `auditSentence.`, or `fallback` when the catalogue has none. */
function say(
  lang: SentenceLanguage,
  key: string,
  values: Record<string, unknown> = {},
  fallback?: string,
): string {
  const t = lang.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return t(`auditSentence.${key}`, { ...values, ...(fallback ? { defaultValue: fallback } : {}) });
}

/** A kind of record in words ("notification template"). */
const kind = (lang: SentenceLanguage, type: string) => say(lang, `kinds.${type}`, {}, words(type));

/** Readable "user #3" when the record is gone and its name with it. */
const numbered = (lang: SentenceLanguage, type: string, id: string | null) =>
  id
    ? say(lang, 'numbered', { kind: kind(lang, type), id })
    : say(lang, `aKinds.${type}`, {}, `a ${words(type)}`);

function partsOf(entry: AuditLogEntry, lang: SentenceLanguage): Parts {
  const t = entry.target;
  const cls =
    t?.class_title ??
    text(field(entry.before, 'title')) ??
    text(field(entry.after, 'title')) ??
    (entry.target_type === 'class'
      ? numbered(lang, 'class', entry.target_id)
      : say(lang, 'aClass'));
  const status = field(entry.after, 'status');
  return {
    actor:
      entry.actor_name ??
      entry.actor_email ??
      (entry.actor_id ? say(lang, 'userNumber', { id: entry.actor_id }) : say(lang, 'theSystem')),
    person:
      t?.user_name ??
      // A deleted user's name lives on only in the entry's snapshot.
      text(field(entry.before, 'name')) ??
      (entry.target_type === 'user'
        ? numbered(lang, 'user', entry.target_id)
        : say(lang, 'aStudent')),
    cls,
    session: t?.session_date
      ? say(lang, 'session', { date: formatDay(t.session_date, lang.locale) })
      : '',
    name: t?.name
      ? `“${t.name}”`
      : (text(field(entry.after, 'template_name')) ??
        text(field(entry.after, 'title')) ??
        numbered(lang, entry.target_type, entry.target_id)),
    inClass: t?.class_title ? say(lang, 'inClass', { cls: t.class_title }) : '',
    status:
      status === undefined || status === null
        ? say(lang, 'newStatus')
        : say(lang, `statuses.${String(status)}`, {}, words(String(status))),
    entry,
    lang,
  };
}

/** The values every sentence may use. */
const base = (p: Parts) => ({
  actor: p.actor,
  person: p.person,
  cls: p.cls,
  session: p.session,
  name: p.name,
  inClass: p.inClass,
  status: p.status,
});

/** A student's enrollment, e.g. "Maria Lopez's enrollment in CPR and First Aid (Dec 23 session)". */
const enrollmentOf = (p: Parts) => say(p.lang, 'enrollmentOf', base(p));
const waitlistOf = (p: Parts) => say(p.lang, 'waitlistOf', base(p));
const certificateOf = (p: Parts) =>
  p.entry.target
    ? say(p.lang, 'certificateOf', base(p))
    : numbered(p.lang, 'certificate', p.entry.target_id);
const paymentOf = (p: Parts) =>
  p.entry.target
    ? say(p.lang, 'paymentOf', base(p))
    : numbered(p.lang, 'payment', p.entry.target_id);
const transactionOf = (p: Parts) =>
  p.entry.target
    ? say(p.lang, 'transactionOf', base(p))
    : numbered(p.lang, 'transaction', p.entry.target_id);
const fileOf = (p: Parts) =>
  p.entry.target_id
    ? say(p.lang, 'theFile', { id: p.entry.target_id })
    : say(p.lang, 'aKinds.file');
const materialOf = (p: Parts, values: unknown) => {
  const title = text(field(values, 'title'));
  return title ? say(p.lang, 'theMaterial', { title }) : say(p.lang, 'aKinds.material');
};
const recipientOf = (p: Parts) =>
  p.entry.target_type === 'class' ? say(p.lang, 'studentsOf', { cls: p.cls }) : p.person;
const countOf = (p: Parts) => Number(field(p.entry.after, 'sent_count') ?? 0);
const people = (p: Parts) => say(p.lang, 'people', { count: countOf(p) });

/** The sentence `sentences.{action}` with the entry's values and the given ones. */
const sentence =
  (extra?: (p: Parts) => Record<string, unknown>, key?: string) =>
  (p: Parts, action: AuditAction) =>
    say(p.lang, `sentences.${key ?? action}`, { ...base(p), ...extra?.(p) });

const what = (of: (p: Parts) => string) => sentence((p) => ({ what: of(p) }));

/** "an instructor": the role the user was given, with its article. */
function aRole(p: Parts): string {
  const role = String(field(p.entry.after, 'role') ?? 'user');
  const spoken = words(role);
  return say(p.lang, `roles.${role}`, {}, `${/^[aeiou]/i.test(spoken) ? 'an' : 'a'} ${spoken}`);
}

/**
 * One sentence for each action the server records (the shared list, AUDIT_ACTIONS): what happened
 * and to whom. The record's code and ids stay in the entry's details.
 */
export const AUDIT_SENTENCES: Record<AuditAction, (p: Parts, action: AuditAction) => string> = {
  'certificate.create': sentence(),
  'certificate.delete': what(certificateOf),
  'certificate.status': what(certificateOf),
  'certificate.revoke': what(certificateOf),
  'certificate.reissue': what(certificateOf),
  'class.create': sentence(),
  'class.update': sentence(),
  'class.status': sentence(),
  'class.delete': sentence(),
  'enrollment.pending': what(enrollmentOf),
  'enrollment.approved': what(enrollmentOf),
  'enrollment.rejected': what(enrollmentOf),
  'external_training.create': sentence(),
  'external_training.delete': sentence(),
  'file.upload': what(fileOf),
  'file.delete': what(fileOf),
  'material.create': sentence((p) => ({ what: materialOf(p, p.entry.after) })),
  'material.delete': sentence((p) => ({ what: materialOf(p, p.entry.before) })),
  'notification.detailed': sentence(),
  'notification.send': sentence((p) => ({ who: recipientOf(p) })),
  'notification.bulk': (p, action) =>
    // A bulk send without a stored template sent the title and message it was given.
    field(p.entry.after, 'template_name')
      ? sentence((q) => ({ people: people(q) }), 'notification.bulkTemplate')(p, action)
      : sentence((q) => ({ people: people(q) }))(p, action),
  'notification.withdraw': sentence(),
  'notification.broadcast': sentence((p) => ({ people: people(p) })),
  'notification_template.create': sentence(),
  'notification_template.update': sentence(),
  'notification_template.delete': sentence(),
  'payment.reminder': what(paymentOf),
  'payment.notify': what(paymentOf),
  'session.status': sentence((p) => {
    const day = p.entry.target?.session_date;
    return {
      day: day ? say(p.lang, 'sessionDay', { date: formatDay(day, p.lang.locale) }) : '',
    };
  }),
  'settings.update': sentence(),
  'transaction.status': what(transactionOf),
  'user.role_update': sentence((p) => ({ aRole: aRole(p) })),
  'user.status_update': sentence(),
  'user.password_reset': sentence(),
  'user.notify': sentence(),
  'user.delete': sentence(),
  'user.anonymise': sentence(),
  'waitlist.approved': what(waitlistOf),
  'waitlist.rejected': what(waitlistOf),
  'waitlist.offer': sentence(),
};

const isKnown = (action: string): action is AuditAction => Object.hasOwn(AUDIT_SENTENCES, action);

/** The entry as a sentence; a code this screen does not know yet reads as its words. */
export function auditSentence(entry: AuditLogEntry, lang: SentenceLanguage = english()): string {
  const p = partsOf(entry, lang);
  if (isKnown(entry.action)) return AUDIT_SENTENCES[entry.action](p, entry.action);
  const target = entry.target_id
    ? say(lang, 'unknownTarget', { kind: kind(lang, entry.target_type), id: entry.target_id })
    : '';
  return say(lang, 'unknown', { actor: p.actor, action: words(entry.action), target });
}

/** An audit entry's sentence in the page's language. */
export function useAuditSentence(): (entry: AuditLogEntry) => string {
  const { t } = useTranslation('adminSystem');
  const { locale } = useFormat();
  return (entry) => auditSentence(entry, { t, locale });
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
