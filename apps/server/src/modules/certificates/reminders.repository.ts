import { and, eq, sql } from 'drizzle-orm';
import { certificateReminders } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { DELETED_EMAIL_DOMAIN } from '../../lib/deleted-accounts.ts';

// Expiry reminders (docs/decisions/0052). certificate_reminders is this module's table; the other
// tables are only read here.

export interface ReminderCandidate {
  id: number;
  user_id: number;
  certificate_name: string;
  expiration_date: string;
  days_left: number;
  renewal_class_id: number;
  renewal_class_title: string;
  /** Thresholds already recorded for the certificate (sent or passed). */
  done: number[];
}

/** The renewing class of a certificate's class: its renewal_class_id, else the class itself. */
const renewing = sql`coalesce(k.renewal_class_id, k.id)`;

/**
 * Up to `limit` certificates that reached a reminder threshold not yet recorded, locked for this
 * transaction (`skip locked`: another instance sweeping takes other rows). A certificate counts
 * when it has a class and an expiry date within the largest threshold, is not revoked nor replaced
 * by a reissue, its holder is an active account that was not deleted, and the holder has not
 * renewed (a later certificate of the class or of its renewing class, valid longer) nor booked
 * the renewal (a live enrolment in a scheduled session of the renewing class that has not ended,
 * or a seat held there).
 */
export async function claimDueCertificates(
  db: DbOrTx,
  opts: { today: string; days: number[]; limit: number; certificateId?: number },
): Promise<ReminderCandidate[]> {
  const max = Math.max(...opts.days);
  // Whole numbers checked by the settings schema; written inline as one array literal.
  const days = sql.raw(`array[${opts.days.map((d) => Math.trunc(Number(d))).join(',')}]::int[]`);
  return queryRows<ReminderCandidate>(
    db,
    sql`select c.id, c.user_id, c.certificate_name,
          to_char(c.expiration_date, 'YYYY-MM-DD') as expiration_date,
          (c.expiration_date - ${opts.today}::date)::int as days_left,
          rk.id as renewal_class_id, rk.title as renewal_class_title,
          array(select r.threshold_days from certificate_reminders r
                where r.certificate_id = c.id) as done
        from certificates c
        join classes k on k.id = c.class_id
        join classes rk on rk.id = ${renewing}
        join users u on u.id = c.user_id
        where ${opts.certificateId !== undefined ? sql`c.id = ${opts.certificateId} and` : sql``}
          c.expiration_date >= ${opts.today}::date
          and c.expiration_date <= ${opts.today}::date + ${max}::int
          and c.status <> 'revoked' and c.revoked_at is null and c.superseded_at is null
          and u.status = 'active' and u.email not like ${`%@${DELETED_EMAIL_DOMAIN}`}
          and exists (
            select 1 from unnest(${days}) t(n)
            where t.n >= c.expiration_date - ${opts.today}::date
              and not exists (select 1 from certificate_reminders r
                              where r.certificate_id = c.id and r.threshold_days = t.n))
          and not exists (
            select 1 from certificates n
            where n.user_id = c.user_id and n.id <> c.id
              and n.class_id in (c.class_id, ${renewing})
              and n.status <> 'revoked' and n.revoked_at is null and n.superseded_at is null
              and (n.expiration_date is null or n.expiration_date > c.expiration_date))
          and not exists (
            select 1 from enrollments e
            join class_sessions s on s.id = e.session_id
            where e.user_id = c.user_id and e.class_id = ${renewing}
              and e.status in ('pending', 'approved') and e.enrollment_type = 'active'
              and s.status = 'scheduled' and s.end_date >= ${opts.today}::date)
          and not exists (
            select 1 from waitlist_entries w
            where w.user_id = c.user_id and w.class_id = ${renewing} and w.status = 'offered')
        order by c.expiration_date, c.id
        limit ${opts.limit}
        for update of c skip locked`,
  );
}

/**
 * Records reached thresholds of a certificate; the unique (certificate, threshold) pair makes a
 * second record of one a no-op. Answers the thresholds this call recorded.
 */
export async function recordThresholds(
  db: DbOrTx,
  rows: {
    certificateId: number;
    userId: number;
    thresholdDays: number;
    status: 'sent' | 'passed';
    renewalClassId: number;
  }[],
) {
  if (rows.length === 0) return [];
  return db
    .insert(certificateReminders)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: certificateReminders.id, thresholdDays: certificateReminders.thresholdDays });
}

export async function setReminderNotification(db: DbOrTx, id: number, notificationId: number) {
  await db
    .update(certificateReminders)
    .set({ notificationId })
    .where(eq(certificateReminders.id, id));
}

export interface RenewalSessionRow {
  id: number;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  location: string | null;
  seats_left: number;
}

/** The upcoming open sessions of a class, soonest first, with the seats still free. */
export async function upcomingRenewalSessions(
  db: DbOrTx,
  classId: number,
  opts: { now: Date; timeZone: string; limit: number },
) {
  return queryRows<RenewalSessionRow>(
    db,
    sql`select s.id, s.start_date::text as start_date, s.end_date::text as end_date,
          left(s.start_time::text, 5) as start_time, left(s.end_time::text, 5) as end_time,
          coalesce(nullif(trim(s.location_details), ''), c.location_details) as location,
          greatest(s.capacity - s.seats_held, 0)::int as seats_left
        from class_sessions s join classes c on c.id = s.class_id
        where s.class_id = ${classId} and s.status = 'scheduled' and s.session_type = 'active'
          and c.status in ('scheduled', 'active')
          and ((s.start_date + s.start_time) at time zone ${opts.timeZone}) > ${opts.now.toISOString()}::timestamptz
        order by s.start_date, s.start_time, s.id
        limit ${opts.limit}`,
  );
}

export interface ReminderRow {
  id: number;
  certificate_id: number;
  user_id: number;
  threshold_days: number;
  renewal_class_id: number | null;
  renewal_class_title: string | null;
  certificate_name: string;
  expiration_date: string;
}

/** A sent reminder of the user, with its certificate and renewing class; none for anyone else's. */
export async function findOwnReminder(db: DbOrTx, id: number, userId: number) {
  const rows = await queryRows<ReminderRow>(
    db,
    sql`select r.id, r.certificate_id, r.user_id, r.threshold_days, r.renewal_class_id,
          k.title as renewal_class_title, c.certificate_name,
          to_char(c.expiration_date, 'YYYY-MM-DD') as expiration_date
        from certificate_reminders r
        join certificates c on c.id = r.certificate_id
        left join classes k on k.id = r.renewal_class_id
        where r.id = ${id} and r.user_id = ${userId} and r.status = 'sent'`,
  );
  return rows[0];
}

/** The session's class, to tell a session of another class from one that does not exist. */
export async function findSessionClass(db: DbOrTx, sessionId: number) {
  const rows = await queryRows<{ class_id: number }>(
    db,
    sql`select class_id from class_sessions where id = ${sessionId}`,
  );
  return rows[0]?.class_id;
}

/** Whether the student has a live enrolment in the class, and their held seat there, if any. */
export async function renewalStateOf(db: DbOrTx, userId: number, classId: number) {
  const rows = await queryRows<{
    enrolled: boolean;
    held_id: number | null;
    held_session_id: number | null;
    held_until: Date | null;
  }>(
    db,
    sql`select exists (select 1 from enrollments e
                       where e.user_id = ${userId} and e.class_id = ${classId}
                         and e.status in ('pending', 'approved') and e.enrollment_type = 'active')
                 as enrolled,
               w.id as held_id, w.offered_session_id as held_session_id,
               w.offer_expires_at as held_until
        from (select 1) one
        left join waitlist_entries w
          on w.user_id = ${userId} and w.class_id = ${classId} and w.status = 'offered'`,
  );
  return rows[0]!;
}

/** The reminder records of a certificate (tests and the office look at what went). */
export async function remindersOfCertificate(db: DbOrTx, certificateId: number) {
  return db
    .select()
    .from(certificateReminders)
    .where(and(eq(certificateReminders.certificateId, certificateId)));
}
