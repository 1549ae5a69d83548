import {
  type Language,
  formatDateForPeople,
  formatSessionDetails,
  isStudentRole,
  RENEWAL_HOLD_HOURS,
  REMINDER_MSG,
  type ExpiryReminder,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { todayIn } from '../../lib/time.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { SEAT_MSG } from '../classes/seats.ts';
import { notifyUsers } from '../notifications/notify.ts';
import { getSettings } from '../settings/settings.service.ts';
import { findUserById } from '../users/profile.service.ts';
import { languageOf } from '../../mail/bilingual.ts';
import { holdRenewalSeat } from '../waitlist/renewal-holds.ts';
import {
  claimDueCertificates,
  findOwnReminder,
  findSessionClass,
  recordThresholds,
  renewalStateOf,
  setReminderNotification,
  upcomingRenewalSessions,
  type ReminderCandidate,
  type RenewalSessionRow,
} from './reminders.repository.ts';

/** How many renewal sessions a reminder lists. */
const SESSIONS_LISTED = 5;
/** Certificates handled per transaction of the sweep (decision 45: short transactions). */
const BATCH = 50;

export interface ReminderEnv {
  appUrl: string;
  timeZone: string;
  days: number[];
  now: Date;
}

export async function reminderEnv(ctx: AppContext, now = new Date()): Promise<ReminderEnv> {
  const s = await getSettings(ctx.db, ['time_zone', 'expiry_reminder_days']);
  const days = (Array.isArray(s.expiry_reminder_days) ? s.expiry_reminder_days : [])
    .map(Number)
    .filter((d) => Number.isInteger(d) && d > 0);
  return { appUrl: ctx.config.appUrl, timeZone: s.time_zone, days, now };
}

/**
 * Which reached thresholds to record and which one to tell the student about (the catch-up rule
 * of decision 0052): of the thresholds reached and not yet recorded, only the smallest is sent,
 * and only when it is smaller than every threshold already recorded; the others are recorded as
 * passed. A first look at 20 days left with 90, 60, 30 and 7 sends the 30-day reminder once and
 * marks 90 and 60 passed; a threshold added to the settings after a smaller one went is passed.
 */
export function planThresholds(daysLeft: number, days: number[], done: number[]) {
  const reached = days.filter((n) => n >= daysLeft && !done.includes(n));
  if (reached.length === 0) return { send: null, passed: [] as number[] };
  const smallest = Math.min(...reached);
  const send = done.length === 0 || smallest < Math.min(...done) ? smallest : null;
  return { send, passed: reached.filter((n) => n !== send) };
}

/**
 * Sends the expiry reminders due at `now` (the provider's today): batches of certificates, each
 * batch one short transaction that claims its rows (`skip locked`) and records each threshold once
 * (unique per certificate and threshold), so several instances sweeping together never send one
 * twice. Answers how many reminders went.
 */
export async function sweepReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const env = await reminderEnv(ctx, now);
  if (env.days.length === 0) return 0;
  const today = todayIn(env.timeZone, now);
  let sent = 0;
  for (;;) {
    const { claimed, reminded } = await ctx.db.transaction(async (tx) => {
      const due = await claimDueCertificates(tx, { today, days: env.days, limit: BATCH });
      let n = 0;
      for (const certificate of due) n += (await remindOne(tx, certificate, env)) ? 1 : 0;
      return { claimed: due.length, reminded: n };
    });
    sent += reminded;
    if (claimed < BATCH) return sent;
  }
}

/** Records a certificate's reached thresholds and sends the one reminder due, in `tx`. */
export async function remindOne(
  tx: DbOrTx,
  certificate: ReminderCandidate,
  env: ReminderEnv,
  opts: { mail?: boolean } = {},
): Promise<boolean> {
  const plan = planThresholds(certificate.days_left, env.days, certificate.done.map(Number));
  const base = {
    certificateId: certificate.id,
    userId: certificate.user_id,
    renewalClassId: certificate.renewal_class_id,
  };
  await recordThresholds(
    tx,
    plan.passed.map((n) => ({ ...base, thresholdDays: n, status: 'passed' as const })),
  );
  if (plan.send === null) return false;
  const [claimed] = await recordThresholds(tx, [
    { ...base, thresholdDays: plan.send, status: 'sent' },
  ]);
  if (!claimed) return false;
  const user = await findUserById(tx, certificate.user_id);
  if (!user) return false;
  const sessions = await upcomingRenewalSessions(tx, certificate.renewal_class_id, {
    now: env.now,
    timeZone: env.timeZone,
    limit: SESSIONS_LISTED,
  });
  const text = reminderText(certificate, sessions, claimed.id, env.appUrl, languageOf(user));
  const [notificationId] = await notifyUsers(tx, [
    {
      user,
      title: text.title,
      message: text.message,
      type: 'certificate',
      actionUrl: text.path,
      metadata: {
        kind: 'expiry_reminder',
        reminder_id: claimed.id,
        certificate_id: certificate.id,
        class_id: certificate.renewal_class_id,
        threshold_days: plan.send,
      },
      // About the student's own credential, like a seat offer: it goes whatever the preference.
      mail: opts.mail === false ? 'none' : 'always',
      appUrl: env.appUrl,
      mailParagraphs: text.mail,
      mailAction: { label: text.action, url: `${env.appUrl}${text.path}` },
    },
  ]);
  await setReminderNotification(tx, claimed.id, notificationId!);
  return true;
}

const REMINDER_WORDS = {
  en: {
    days: (n: number) => (n === 0 ? 'today' : n === 1 ? 'in 1 day' : `in ${n} days`),
    seats: (n: number) => (n === 0 ? 'Full' : n === 1 ? '1 seat left' : `${n} seats left`),
    title: (days: string, name: string) => `Your certificate expires ${days}: ${name}`,
    intro: (name: string, expires: string, renewal: string) =>
      `Your certificate "${name}" expires on ${expires}. Renew it with ${renewal}.`,
    how: (hours: number) =>
      `Choose "Hold a seat for me" on a session and the seat is kept for you for ${hours} hours; accept it from your waitlist to ask for enrollment.`,
    none: (renewal: string) =>
      `No session of ${renewal} is scheduled yet. We will list new sessions in the catalogue; the office can help in the meantime.`,
    upcoming: 'Upcoming sessions:',
    hold: 'Hold a seat for me',
    waitlist: 'Seats you hold are in your waitlist',
    action: 'See the sessions',
  },
  es: {
    days: (n: number) => (n === 0 ? 'hoy' : n === 1 ? 'en 1 día' : `en ${n} días`),
    seats: (n: number) =>
      n === 0 ? 'Completa' : n === 1 ? 'Queda 1 lugar' : `Quedan ${n} lugares`,
    title: (days: string, name: string) => `Su certificado vence ${days}: ${name}`,
    intro: (name: string, expires: string, renewal: string) =>
      `Su certificado "${name}" vence el ${expires}. Puede renovarlo con ${renewal}.`,
    how: (hours: number) =>
      `Elija "Reservarme un lugar" en una sesión y se lo guardamos por ${hours} horas; acéptelo desde su lista de espera para pedir la inscripción.`,
    none: (renewal: string) =>
      `Todavía no hay sesiones programadas de ${renewal}. Las nuevas sesiones aparecerán en el catálogo; mientras tanto, la oficina puede ayudarle.`,
    upcoming: 'Próximas sesiones:',
    hold: 'Reservarme un lugar',
    waitlist: 'Los lugares que reserve están en su lista de espera',
    action: 'Ver las sesiones',
  },
} satisfies Record<Language, unknown>;

/**
 * The reminder's words in the reader's language: the in-app message lists the sessions; the
 * e-mail adds a link to each.
 */
export function reminderText(
  c: Pick<
    ReminderCandidate,
    'certificate_name' | 'expiration_date' | 'days_left' | 'renewal_class_title'
  >,
  sessions: RenewalSessionRow[],
  reminderId: number,
  appUrl: string,
  lang: Language = 'en',
) {
  const w = REMINDER_WORDS[lang];
  const path = `/reminders/${reminderId}`;
  const expires = formatDateForPeople(c.expiration_date, lang);
  const title = w.title(w.days(c.days_left), c.certificate_name);
  const intro = w.intro(c.certificate_name, expires, c.renewal_class_title);
  const how = sessions.length ? w.how(RENEWAL_HOLD_HOURS) : w.none(c.renewal_class_title);
  const lines = sessions.map((s) => `${formatSessionDetails(s, lang)} ${w.seats(s.seats_left)}.`);
  const message = [intro, how, ...(lines.length ? [w.upcoming, ...lines] : [])].join('\n');
  const mail = [
    intro,
    how,
    ...sessions.map((s, i) => `${lines[i]} ${w.hold}: ${appUrl}${path}?session=${s.id}`),
    `${w.waitlist}: ${appUrl}/profile?section=waitlist`,
  ];
  return { title, message, mail, path, action: w.action };
}

const toSessionDto = (s: RenewalSessionRow) => ({ ...s });

/** GET /api/reminders/{id}: the student's own reminder with the sessions open now. */
export async function getReminder(
  ctx: AppContext,
  user: UserRow,
  id: number,
): Promise<{ reminder: ExpiryReminder }> {
  const row = await findOwnReminder(ctx.db, id, user.id);
  if (!row) throw notFound(REMINDER_MSG.notFound);
  const env = await reminderEnv(ctx);
  const classId = row.renewal_class_id;
  const [sessions, state] = classId
    ? await Promise.all([
        upcomingRenewalSessions(ctx.db, classId, {
          now: new Date(),
          timeZone: env.timeZone,
          limit: SESSIONS_LISTED,
        }),
        renewalStateOf(ctx.db, user.id, classId),
      ])
    : [[], { enrolled: false, held_id: null, held_session_id: null, held_until: null }];
  return {
    reminder: {
      id: row.id,
      certificate_id: row.certificate_id,
      certificate_name: row.certificate_name,
      expiration_date: row.expiration_date,
      threshold_days: row.threshold_days,
      renewal_class_id: classId ?? 0,
      renewal_class_title: row.renewal_class_title ?? 'the renewal class',
      enrolled: state.enrolled,
      held_entry:
        state.held_id !== null && state.held_until
          ? {
              id: state.held_id,
              session_id: state.held_session_id,
              offer_expires_at: new Date(state.held_until).toISOString(),
            }
          : null,
      sessions: sessions.map(toSessionDto),
    },
  };
}

/**
 * POST /api/reminders/{id}/hold: holds a seat of a session of the reminder's
 * renewing class for the student (renewal-holds.ts). Only the reminder's own student may, and
 * only in a session of that class.
 */
export async function holdSeat(ctx: AppContext, user: UserRow, id: number, sessionId: number) {
  if (!isStudentRole(user.role)) throw forbidden(REMINDER_MSG.studentsOnly, 'STUDENTS_ONLY');
  const row = await findOwnReminder(ctx.db, id, user.id);
  if (!row) throw notFound(REMINDER_MSG.notFound);
  const classId = await findSessionClass(ctx.db, sessionId);
  if (classId === undefined) throw notFound(SEAT_MSG.sessionNotFound);
  if (row.renewal_class_id === null || classId !== row.renewal_class_id)
    throw badRequest(REMINDER_MSG.wrongClass);
  const held = await holdRenewalSeat(ctx, user, { classId, sessionId });
  return {
    message: REMINDER_MSG.held,
    waitlist_entry_id: held.entryId,
    session_id: held.sessionId,
    offer_expires_at: held.offerExpiresAt.toISOString(),
  };
}

/** The demo's reminder: the same record and notice the sweep writes, without an e-mail. */
export async function remindForDemo(tx: DbOrTx, env: ReminderEnv, certificateId: number) {
  const today = todayIn(env.timeZone, env.now);
  const [due] = await claimDueCertificates(tx, { today, days: env.days, limit: 1, certificateId });
  return due ? remindOne(tx, due, env, { mail: false }) : false;
}
