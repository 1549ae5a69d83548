import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { boundedCount } from '../../db/paging.ts';
import { DELETED_EMAIL_DOMAIN } from '../../lib/deleted-accounts.ts';

/** The window of the Expiring Soon view: days of the provider's calendar, both included. */
export interface ExpiringFilter {
  from: string;
  to: string;
  classId?: number;
}

/**
 * Certificates expiring in the window (docs/decisions/0050): not revoked, not replaced by a
 * reissue, of an account that was not deleted. The range on expiration_date is what
 * certificates_expiry_idx serves.
 */
export function expiringFromWhere(f: ExpiringFilter): SQL {
  return sql`from certificates c
    join users u on u.id = c.user_id
    where c.expiration_date >= ${f.from}::date and c.expiration_date <= ${f.to}::date
      and c.status <> 'revoked' and c.revoked_at is null and c.superseded_at is null
      and u.email not like ${`%@${DELETED_EMAIL_DOMAIN}`}
      ${f.classId !== undefined ? sql`and c.class_id = ${f.classId}` : sql``}`;
}

export interface ExpiringRow {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  class_id: number | null;
  class_title: string | null;
  certificate_name: string;
  expiration_date: string;
  days_left: number;
  renewal_session_date: string | null;
}

/**
 * The certificates of the window, soonest first, each with the first day of its holder's earliest
 * booked renewal: a live enrolment (pending or approved, active) in a scheduled session of the
 * renewing class (its renewal_class_id, or the class itself) starting today or later. One query;
 * the renewal is a lateral look-up on enrollments_live_idx, not a call per row.
 */
export function findExpiring(
  db: DbOrTx,
  f: ExpiringFilter,
  page: { limit: number; offset: number },
): Promise<ExpiringRow[]> {
  return queryRows<ExpiringRow>(
    db,
    sql`select c.id, c.user_id, u.first_name, u.last_name, u.email, c.class_id,
          k.title as class_title, c.certificate_name,
          to_char(c.expiration_date, 'YYYY-MM-DD') as expiration_date,
          (c.expiration_date - ${f.from}::date)::int as days_left,
          to_char(r.start_date, 'YYYY-MM-DD') as renewal_session_date
        from (select c.id ${expiringFromWhere(f)}
              order by c.expiration_date, c.id limit ${page.limit} offset ${page.offset}) p
        join certificates c on c.id = p.id
        join users u on u.id = c.user_id
        left join classes k on k.id = c.class_id
        left join lateral (
          select min(s.start_date) as start_date
          from enrollments e
          join class_sessions s on s.id = e.session_id
          where e.user_id = c.user_id
            and e.status in ('pending', 'approved') and e.enrollment_type = 'active'
            and e.class_id = coalesce(k.renewal_class_id, c.class_id)
            and s.status = 'scheduled' and s.start_date >= ${f.from}::date
        ) r on true
        order by c.expiration_date, c.id`,
  );
}

export const countExpiring = (db: DbOrTx, f: ExpiringFilter) =>
  boundedCount(db, expiringFromWhere(f));
