import { and, asc, eq, inArray, ne, notLike, sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '@careclass/shared';
import { enrollments, users } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { DELETED_EMAIL_DOMAIN } from '../../lib/deleted-accounts.ts';

/** An anonymised (deleted) account keeps its row but is nobody to write to. */
const notDeleted = notLike(users.email, `%@${DELETED_EMAIL_DOMAIN}`);

/*
 * The recipient queries below lock the rows they return (FOR SHARE, in id order) until the send
 * commits: an account deleted or given another address meanwhile waits for the send, or is read
 * again after that change, so a message never goes to an address the office has just removed.
 */

/** Users by id, leaving out unknown and deleted accounts. */
export async function findLiveUsers(db: DbOrTx, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), notDeleted))
    .orderBy(asc(users.id))
    .for('share');
}

/**
 * The students of a class: each user once who holds a live enrolment (pending or approved, active)
 * in any of its sessions; the same rule as a held seat.
 */
export async function classStudentUsers(db: DbOrTx, classId: number): Promise<UserRow[]> {
  const live = db
    .selectDistinct({ userId: enrollments.userId })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.classId, classId),
        inArray(enrollments.status, ['pending', 'approved']),
        eq(enrollments.enrollmentType, 'active'),
      ),
    );
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, live), notDeleted))
    .orderBy(asc(users.id))
    .for('share');
}

/** Who a broadcast reaches: every active student account (roles student and user) but the sender. */
export async function broadcastAudience(db: DbOrTx, senderId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        inArray(users.role, ['student', 'user']),
        ne(users.id, senderId),
        notDeleted,
      ),
    )
    .orderBy(asc(users.id))
    .for('share');
}

export interface SentEntryRow {
  grouped: boolean;
  lead_id: number;
  sent_count: number;
  read_count: number;
  ids: number[];
  names: string[];
}

/** The newest entries the Sent tab lists. */
export const SENT_ENTRIES_SHOWN = 200;

/**
 * The Sent tab in one query, grouped by the specification's rule. Rows flagged as a broadcast (type
 * broadcast, or metadata isBroadcast) form one entry per send (their batch id). Every other row is
 * keyed by sender, title and message: a key that reached more than 3 different recipients is one
 * entry, otherwise each of its rows is an entry of its own. An entry's lead row is its newest.
 * `senderId` limits the list to one sender; without it, everything sent by anyone.
 */
export async function sentEntries(
  db: DbOrTx,
  senderId: number | undefined,
  limit = SENT_ENTRIES_SHOWN,
): Promise<SentEntryRow[]> {
  const bySender: SQL = senderId === undefined ? sql`true` : sql`n.sender_id = ${senderId}`;
  return queryRows<SentEntryRow>(
    db,
    sql`
      with flagged as (
        select n.id, n.user_id, n.is_read,
               trim(r.first_name || ' ' || r.last_name) as recipient_name,
               n.created_at, n.sender_id, n.title, n.message,
               n.metadata ->> 'batch_id' as batch_id,
               (n.type = 'broadcast' or coalesce(n.metadata ->> 'isBroadcast', '') = 'true')
                 as is_broadcast
        from notifications n
        join users r on r.id = n.user_id
        where n.sender_id is not null and ${bySender}
      ),
      keyed as (
        select f.*,
               case when f.is_broadcast and f.batch_id is not null then 'b:' || f.batch_id
                    else 'm:' || f.sender_id || ':' || f.is_broadcast::text || ':'
                         || md5(f.title) || ':' || md5(f.message)
               end as group_key
        from flagged f
      ),
      groups as (
        select group_key,
               bool_or(is_broadcast) or count(distinct user_id) > ${LIMITS.broadcastThreshold}
                 as grouped
        from keyed
        group by group_key
      ),
      entries as (
        select true as grouped, max(k.id) as lead_id, max(k.created_at) as created_at,
               count(*)::int as sent_count,
               (count(*) filter (where k.is_read))::int as read_count,
               json_agg(k.id order by k.id) as ids,
               json_agg(k.recipient_name order by k.id) as names
        from keyed k
        join groups g on g.group_key = k.group_key and g.grouped
        group by k.group_key
        union all
        select false, k.id, k.created_at, 1, case when k.is_read then 1 else 0 end,
               json_build_array(k.id), json_build_array(k.recipient_name)
        from keyed k
        join groups g on g.group_key = k.group_key and not g.grouped
      )
      select grouped, lead_id, sent_count, read_count, ids, names
      from entries
      order by created_at desc, lead_id desc
      limit ${limit}`,
  );
}

/**
 * The ids of the Sent-tab entry that row `id` belongs to, when `senderId` sent it (else none), by
 * the grouping rule of sentEntries: a flagged broadcast's whole send (its batch id), or every row
 * with the same title and message once they reached more than the threshold of recipients, or the
 * row alone. Rows are locked for the delete that follows.
 */
export async function sentGroupIds(db: DbOrTx, senderId: number, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
      with lead as (
        select n.id, n.title, n.message, n.metadata ->> 'batch_id' as batch_id,
               (n.type = 'broadcast' or coalesce(n.metadata ->> 'isBroadcast', '') = 'true')
                 as is_broadcast
        from notifications n
        where n.id = ${id} and n.sender_id = ${senderId}
      ),
      same as (
        select n.id, n.user_id from notifications n, lead l
        where n.sender_id = ${senderId}
          and (n.type = 'broadcast' or coalesce(n.metadata ->> 'isBroadcast', '') = 'true')
              = l.is_broadcast
          and case when l.is_broadcast and l.batch_id is not null
                   then n.metadata ->> 'batch_id' = l.batch_id
                   else n.title = l.title and n.message = l.message end
      )
      select n.id from notifications n
      where n.id in (select id from same)
        and ((select bool_or(is_broadcast) from lead)
             or (select count(distinct user_id) from same) > ${LIMITS.broadcastThreshold})
      union
      select id from lead
      order by id`,
  );
  return rows.map((r) => Number(r.id));
}
