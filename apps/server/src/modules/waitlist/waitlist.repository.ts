import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { OPEN_WAITLIST_STATUSES, type WaitlistStatus } from '@careclass/shared';
import { classes, waitlistEntries } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

const open = inArray(waitlistEntries.status, [...OPEN_WAITLIST_STATUSES]);
const ofUserInClass = (userId: number, classId: number) =>
  and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.classId, classId), open);

/** The student's open entry (waiting, pending or offered) for a class, if any. */
export async function findOpenEntry(db: DbOrTx, userId: number, classId: number) {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(ofUserInClass(userId, classId))
    .limit(1);
  return rows[0];
}

/** The student's open entry for a class, locked for the rest of the transaction. */
export async function lockOpenEntry(db: DbOrTx, userId: number, classId: number) {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(ofUserInClass(userId, classId))
    .for('update')
    .limit(1);
  return rows[0];
}

/** An entry locked for the rest of the transaction; with `userId`, only when it is theirs. */
export async function lockEntry(db: DbOrTx, id: number, userId?: number) {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(
      userId === undefined
        ? eq(waitlistEntries.id, id)
        : and(eq(waitlistEntries.id, id), eq(waitlistEntries.userId, userId)),
    )
    .for('update')
    .limit(1);
  return rows[0];
}

export async function insertEntry(db: DbOrTx, values: typeof waitlistEntries.$inferInsert) {
  const rows = await db
    .insert(waitlistEntries)
    .values(values)
    .returning({ id: waitlistEntries.id });
  return rows[0]!.id;
}

export async function updateEntry(
  db: DbOrTx,
  id: number,
  values: Partial<typeof waitlistEntries.$inferInsert>,
) {
  await db.update(waitlistEntries).set(values).where(eq(waitlistEntries.id, id));
}

/**
 * For a statement of several writes (docs/decisions/0045): the student's open entries for the
 * class closed as left with the reason, answering their `offered_session_id`.
 */
export function leaveOpenEntriesSql(
  userId: number,
  classId: number,
  reason: string,
  /** Only when this holds (a condition on the rest of the statement); always without. */
  onlyIf: SQL = sql`true`,
): SQL {
  return sql`update waitlist_entries set status = 'left', responded_at = now(),
      updated_at = now(), reason = ${reason}::text
    where user_id = ${userId} and class_id = ${classId}
      and status in (${openStatuses()})
      and ${onlyIf}
    returning offered_session_id`;
}

/**
 * The student's open entries of the class, locked until the end of the statement's transaction
 * (a CTE answering `id` and `offered_session_id`): no offer can reach them meanwhile, and an
 * offer made just before is seen (decision 45, "Enroll Now in one statement").
 */
export function lockOpenEntriesSql(userId: number, classId: number): SQL {
  return sql`select id, offered_session_id from waitlist_entries
    where user_id = ${userId} and class_id = ${classId}
      and status in (${openStatuses()})
    for update`;
}

const openStatuses = () =>
  sql.join(
    OPEN_WAITLIST_STATUSES.map((s) => sql`${s}::waitlist_status`),
    sql`, `,
  );

export interface EntryRow {
  id: number;
  user_id: number;
  class_id: number;
  class_title: string;
  location_details: string | null;
  status: WaitlistStatus;
  joined_at: Date;
  preferred_session_id: number | null;
  offered_session_id: number | null;
  offer_expires_at: Date | null;
  position: number | null;
  next_session_date: string | null;
  next_session_end: string | null;
  next_session_start_at: Date | null;
  session_location: string | null;
  user_name: string;
  user_email: string;
}

/**
 * Filters for `entryViews` and `entryCounts`, on the entry alone (w): the search looks up the
 * matching students and classes once, so a list without one joins nobody (docs/decisions/0044).
 */
export const entryById = (id: number): SQL => sql`w.id = ${id}`;
export const openEntriesOfUser = (userId: number): SQL =>
  sql`w.user_id = ${userId} and w.status in ('waiting', 'pending', 'offered')`;
export function backOfficeFilter(opts: {
  includeClosed: boolean;
  classId?: number;
  search?: string;
}): SQL {
  const statuses = opts.includeClosed
    ? sql`('waiting', 'pending', 'offered', 'approved', 'rejected')`
    : sql`('waiting', 'pending', 'offered')`;
  const like = opts.search ? `%${opts.search.replace(/[%_\\]/g, '\\$&').toLowerCase()}%` : null;
  return sql`w.status in ${statuses}
        ${opts.classId ? sql`and w.class_id = ${opts.classId}` : sql``}
        ${
          like
            ? sql`and (w.user_id in (select u.id from users u
                                     where lower(u.first_name || ' ' || u.last_name) like ${like}
                                        or lower(u.email) like ${like})
                       or w.class_id in (select c.id from classes c where lower(c.title) like ${like}))`
            : sql``
        }`;
}

/**
 * Entries with what the student sees: position among open entries of the class (derived from join
 * time, never stored), the next session they wait for and the estimated wait, all in one query.
 * With `page`, only that page of the entries (first joined first); positions are numbered once for
 * the classes on it (a window, not a count per row).
 */
export async function entryViews(
  db: DbOrTx,
  where: SQL,
  timeZone: string,
  page?: { limit: number; offset: number },
) {
  return queryRows<EntryRow>(
    db,
    sql`with chosen as (
          select w.id, w.class_id, w.joined_at from waitlist_entries w
          where ${where}
          order by w.joined_at, w.id
          ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}),
        positions as (
          select w2.id, row_number() over (partition by w2.class_id order by w2.joined_at, w2.id)::int as position
          from waitlist_entries w2
          where w2.status in ('waiting', 'pending')
            and w2.class_id in (select class_id from chosen))
        select w.id, w.user_id, w.class_id, c.title as class_title, c.location_details, w.status,
               w.joined_at, w.preferred_session_id, w.offered_session_id, w.offer_expires_at,
               u.first_name || ' ' || u.last_name as user_name, u.email as user_email,
               case when w.status in ('waiting', 'pending') then p.position end as position,
               ns.start_date::text as next_session_date, ns.end_date::text as next_session_end,
               ns.starts_at as next_session_start_at, ns.location_details as session_location
        from chosen
        join waitlist_entries w on w.id = chosen.id
        join classes c on c.id = w.class_id
        join users u on u.id = w.user_id
        left join positions p on p.id = w.id
        left join lateral (
          select s.start_date, s.end_date, s.location_details,
                 (s.start_date + s.start_time) at time zone ${timeZone} as starts_at
          from class_sessions s
          where s.class_id = w.class_id and s.status = 'scheduled' and s.session_type = 'active'
            and s.id = coalesce(w.offered_session_id, w.preferred_session_id, s.id)
            and ((s.start_date + s.start_time) at time zone ${timeZone}) > now()
          order by s.start_date, s.start_time limit 1) ns on true
        order by w.joined_at, w.id`,
  );
}

/** Counts of the entries `where` picks, over every page: the back office's stat cards. */
export async function entryCounts(db: DbOrTx, where: SQL) {
  const rows = await queryRows<{
    total: number;
    waiting: number;
    offered: number;
    classes: number;
  }>(
    db,
    sql`select count(*)::int as total,
               count(*) filter (where w.status in ('waiting', 'pending'))::int as waiting,
               count(*) filter (where w.status = 'offered')::int as offered,
               count(distinct w.class_id)::int as classes
        from waitlist_entries w
        where ${where}`,
  );
  return rows[0]!;
}

export async function findClass(db: DbOrTx, classId: number) {
  const rows = await db.select().from(classes).where(eq(classes.id, classId)).limit(1);
  return rows[0];
}

export async function findClassTitle(db: DbOrTx, classId: number) {
  const rows = await db
    .select({ title: classes.title })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  return rows[0]?.title;
}

/** Free seats of each upcoming open session of the class. */
export async function upcomingSessionSeats(db: DbOrTx, classId: number, timeZone: string) {
  return queryRows<{ id: number; free: number }>(
    db,
    sql`select s.id, (s.capacity - s.seats_held)::int as free from class_sessions s
        where s.class_id = ${classId} and s.status = 'scheduled' and s.session_type = 'active'
          and ((s.start_date + s.start_time) at time zone ${timeZone}) > now()`,
  );
}

/** The class's next session to run, else its earliest one. */
export async function findNextOrFirstSession(db: DbOrTx, classId: number, timeZone: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from class_sessions where class_id = ${classId}
        order by (((start_date + start_time) at time zone ${timeZone}) > now()) desc, start_date limit 1`,
  );
  return rows[0]?.id ?? null;
}

/**
 * The first open entry of the session's class that fits it (no preferred session, or this one)
 * whose student is active and not already enrolled in the class, locked (skipping entries another
 * transaction holds).
 */
export async function lockNextEntryFor(db: DbOrTx, sessionId: number) {
  const next = await queryRows<{ id: number }>(
    db,
    sql`select w.id from waitlist_entries w
        join class_sessions s on s.id = ${sessionId} and s.class_id = w.class_id
        join users u on u.id = w.user_id and u.status = 'active'
        where w.status in ('waiting', 'pending')
          and (w.preferred_session_id is null or w.preferred_session_id = ${sessionId})
          and not exists (
            select 1 from enrollments e
            where e.user_id = w.user_id and e.class_id = w.class_id
              and e.status in ('pending', 'approved') and e.enrollment_type = 'active')
        order by w.joined_at, w.id
        limit 1
        for update of w skip locked`,
  );
  return next[0]?.id;
}

/**
 * Turns an entry into an offer of a seat of `sessionId`, held for `holdHours` but never past the
 * session's start.
 */
export async function setOffered(
  db: DbOrTx,
  entryId: number,
  sessionId: number,
  hold: { holdHours: number; timeZone: string },
) {
  const rows = await queryRows<{ user_id: number; class_id: number; offer_expires_at: Date }>(
    db,
    sql`update waitlist_entries w
        set status = 'offered', offered_session_id = ${sessionId}, offered_at = now(),
            offer_expires_at = least(
              now() + make_interval(hours => ${hold.holdHours}),
              (select (s.start_date + s.start_time) at time zone ${hold.timeZone}
               from class_sessions s where s.id = ${sessionId})),
            updated_at = now()
        where w.id = ${entryId}
        returning w.user_id, w.class_id, w.offer_expires_at`,
  );
  return rows[0]!;
}

/**
 * Expires up to `limit` offers whose hold has run out. Entries are claimed with SKIP LOCKED so
 * several instances can sweep at once without handling one offer twice.
 */
export async function expireDueOffers(db: DbOrTx, limit: number) {
  return queryRows<{
    id: number;
    user_id: number;
    class_id: number;
    offered_session_id: number;
  }>(
    db,
    sql`update waitlist_entries w set status = 'expired', responded_at = now(), updated_at = now(),
          reason = 'The offer was not accepted in time'
        where w.id in (
          select id from waitlist_entries
          where status = 'offered' and offer_expires_at <= now()
          order by offer_expires_at
          limit ${limit}
          for update skip locked)
        returning w.id, w.user_id, w.class_id, w.offered_session_id`,
  );
}

/**
 * Closes as left, with the reason, open entries whose student holds a live enrolment in the class:
 * the offers among them (each holding a seat) or the others, at most `limit` a call. Entries
 * another transaction holds are left for the next run. Answers one row per entry closed, with the
 * session whose seat it held when it was an offer.
 */
export async function closeEntriesOfEnrolled(
  db: DbOrTx,
  reason: string,
  { offers, limit }: { offers: boolean; limit: number },
) {
  const which = offers
    ? sql`w.status = 'offered'`
    : sql`w.status in (${openStatuses()})
            and w.status <> 'offered'`;
  const rows = await queryRows<{ offered_session_id: number | null }>(
    db,
    sql`with stale as (
          select w.id, w.status, w.offered_session_id from waitlist_entries w
          where ${which}
            and exists (
              select 1 from enrollments e
              where e.user_id = w.user_id and e.class_id = w.class_id
                and e.status in ('pending', 'approved') and e.enrollment_type = 'active')
          order by w.id
          limit ${limit}
          for update of w skip locked)
        update waitlist_entries w set status = 'left', responded_at = now(), updated_at = now(),
          reason = ${reason}::text
        from stale where w.id = stale.id
        returning case when stale.status = 'offered' then stale.offered_session_id end
          as offered_session_id`,
  );
  return rows;
}

/** All the user's open entries, locked, oldest first. */
export async function lockOpenEntriesOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: waitlistEntries.id,
      status: waitlistEntries.status,
      offeredSessionId: waitlistEntries.offeredSessionId,
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), open))
    .orderBy(waitlistEntries.id)
    .for('update');
}

/** Closes entries as left, with the reason. */
export async function closeEntries(db: DbOrTx, ids: number[], reason: string) {
  await db
    .update(waitlistEntries)
    .set({ status: 'left', respondedAt: new Date(), updatedAt: new Date(), reason })
    .where(inArray(waitlistEntries.id, ids));
}

/** Offers held for the sessions go back to waiting; open entries preferring one prefer none. */
export async function releaseEntriesOfSessions(db: DbOrTx, sessionIds: number[], now: Date) {
  await db
    .update(waitlistEntries)
    .set({
      status: 'waiting',
      offeredSessionId: null,
      offeredAt: null,
      offerExpiresAt: null,
      updatedAt: now,
    })
    .where(
      and(
        inArray(waitlistEntries.offeredSessionId, sessionIds),
        eq(waitlistEntries.status, 'offered'),
      ),
    );
  await db
    .update(waitlistEntries)
    .set({ preferredSessionId: null, updatedAt: now })
    .where(
      and(
        inArray(waitlistEntries.preferredSessionId, sessionIds),
        inArray(waitlistEntries.status, ['waiting', 'pending']),
      ),
    );
}

/** Every open entry of a class is rejected with the reason. */
export async function rejectOpenEntriesOfClass(db: DbOrTx, classId: number, reason: string) {
  await db
    .update(waitlistEntries)
    .set({ status: 'rejected', reason, respondedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(waitlistEntries.classId, classId), open));
}

/** Removes a class's whole waiting list (a class deleted before it had any history). */
export async function deleteEntriesOfClass(db: DbOrTx, classId: number) {
  await db.delete(waitlistEntries).where(eq(waitlistEntries.classId, classId));
}
