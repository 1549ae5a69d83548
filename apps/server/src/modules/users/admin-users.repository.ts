import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { UserRole, UserStatus } from '@careclass/shared';
import { users } from '../../db/schema/index.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { DELETED_EMAIL_DOMAIN } from '../../lib/deleted-accounts.ts';
import { boundedCount } from '../../db/paging.ts';
import { likeContains } from '../../db/like.ts';

export interface UserSearch {
  /** Already lower-cased; matched anywhere in the name or the address. */
  term?: string;
  roles?: UserRole[];
  status?: UserStatus;
  limit: number;
  offset: number;
}

/**
 * One searchable text per user: "first last" and the e-mail, joined by a unit separator that
 * nobody types, so a term cannot match across the name and the address. Keeping it one expression
 * lets a trigram index on exactly this expression serve the search when the table grows.
 */
const searchable = sql`lower(${users.firstName} || ' ' || ${users.lastName} || chr(31) || ${users.email})`;

function searchWhere(q: UserSearch): SQL {
  const conditions: SQL[] = [sql`${users.email} not like ${`%@${DELETED_EMAIL_DOMAIN}`}`];
  if (q.term) conditions.push(sql`${searchable} like ${likeContains(q.term)}`);
  if (q.roles?.length) conditions.push(inArray(users.role, q.roles));
  if (q.status) conditions.push(eq(users.status, q.status));
  return and(...conditions)!;
}

/**
 * A page of users, newest first, and the total (exact up to LIMITS.exactCountMax, estimated
 * above). A term of three letters or more is found through the trigram index on `searchable`
 * (users_search_trgm_idx); a shorter one matches so many people that walking users_created_idx
 * newest first finds a page at once (docs/decisions/0043).
 */
export async function searchUsers(db: DbOrTx, q: UserSearch) {
  const where = searchWhere(q);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset(q.offset),
    boundedCount(db, sql`from ${users} where ${where}`),
  ]);
  return { rows, total };
}

export async function lockUser(db: DbOrTx, id: number) {
  const rows = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return rows[0];
}

/**
 * Locks the active administrators and returns their ids: two admins demoting, suspending or
 * deleting each other at the same moment queue here, and the second sees the first's change.
 */
export async function lockActiveAdminIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

export interface UserFigures {
  payments_count: number;
  paid_count: number;
  paid_cents: number;
  outstanding_count: number;
  outstanding_cents: number;
  cancelled_count: number;
  certificates_count: number;
  open_waitlist_count: number;
}

/** The profile dialog's figures of one user, in one query. */
export async function userFigures(db: DbOrTx, userId: number): Promise<UserFigures> {
  const rows = await queryRows<UserFigures>(
    db,
    sql`select
          count(p.id)::int as payments_count,
          count(p.id) filter (where p.status = 'paid')::int as paid_count,
          coalesce(sum(p.amount_cents) filter (where p.status = 'paid'), 0)::int as paid_cents,
          count(p.id) filter (where p.status in ('pending', 'due_soon', 'overdue'))::int as outstanding_count,
          coalesce(sum(p.amount_cents) filter (where p.status in ('pending', 'due_soon', 'overdue')), 0)::int as outstanding_cents,
          count(p.id) filter (where p.status = 'cancelled')::int as cancelled_count,
          (select count(*)::int from certificates c where c.user_id = ${userId}) as certificates_count,
          (select count(*)::int from waitlist_entries w
            where w.user_id = ${userId} and w.status in ('waiting', 'pending', 'offered')) as open_waitlist_count
        from payments p where p.user_id = ${userId}`,
  );
  return rows[0]!;
}

export async function activeInstructors(db: DbOrTx) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.role, 'instructor'), eq(users.status, 'active')))
    .orderBy(users.lastName, users.firstName, users.id);
}

export interface HistoryCounts {
  enrollments: number;
  payments: number;
  transactions: number;
  certificates: number;
  taught: number;
  teaching_now: number;
}

/**
 * What a user leaves behind that must not vanish with them: enrolments, payments, transactions,
 * certificates and classes or sessions they taught. `teaching_now` counts the unfinished ones.
 */
export async function historyCounts(
  db: DbOrTx,
  userId: number,
  today: string,
): Promise<HistoryCounts> {
  const rows = await queryRows<HistoryCounts>(
    db,
    sql`select
          (select count(*)::int from enrollments where user_id = ${userId}) as enrollments,
          (select count(*)::int from payments where user_id = ${userId}) as payments,
          (select count(*)::int from transactions where user_id = ${userId}) as transactions,
          (select count(*)::int from certificates where user_id = ${userId}) as certificates,
          (select count(*)::int from classes where instructor_id = ${userId})
            + (select count(*)::int from class_sessions where instructor_id = ${userId}) as taught,
          (select count(*)::int from classes
            where instructor_id = ${userId} and status in ('scheduled', 'active'))
            + (select count(*)::int from class_sessions
            where instructor_id = ${userId} and status = 'scheduled' and session_type = 'active'
              and end_date >= ${today}::date) as teaching_now`,
  );
  return rows[0]!;
}
