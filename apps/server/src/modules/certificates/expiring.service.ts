import { EXPIRING_CSV_MAX_ROWS, type ExpiringPage, type ExpiringQuery } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { boundedPage, pageInfo } from '../../db/paging.ts';
import { toCsv } from '../../lib/csv.ts';
import { todayIn } from '../../lib/time.ts';
import { getSettings } from '../settings/settings.service.ts';
import {
  countExpiring,
  findExpiring,
  type ExpiringFilter,
  type ExpiringRow,
} from './expiring.repository.ts';

/** A day (yyyy-MM-dd) plus some days, on the calendar. */
export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Today in the provider's time zone to today + `days`, both included (docs/decisions/0050). */
export async function expiringWindow(
  db: DbOrTx,
  days: number,
  classId?: number,
): Promise<ExpiringFilter> {
  const from = todayIn((await getSettings(db, ['time_zone'])).time_zone);
  return { from, to: addDays(from, days), classId };
}

/** The dashboard's count: certificates expiring within `days` of the provider's today. */
export async function countExpiringWithin(db: DbOrTx, today: string, days: number) {
  return (await countExpiring(db, { from: today, to: addDays(today, days) })).total;
}

const toDto = (r: ExpiringRow) => ({
  id: r.id,
  user_id: r.user_id,
  holder_name: `${r.first_name} ${r.last_name}`.trim(),
  holder_email: r.email,
  class_id: r.class_id,
  class_title: r.class_title,
  certificate_name: r.certificate_name,
  expiration_date: r.expiration_date,
  days_left: r.days_left,
  renewal_booked: r.renewal_session_date !== null,
  renewal_session_date: r.renewal_session_date,
});

/** GET /admin/certificates/expiring: a page of the window, soonest first. */
export async function listExpiring(ctx: AppContext, q: ExpiringQuery): Promise<ExpiringPage> {
  const filter = await expiringWindow(ctx.db, q.days, q.class_id);
  const page = boundedPage(q);
  const [rows, count] = await Promise.all([
    findExpiring(ctx.db, filter, page),
    countExpiring(ctx.db, filter),
  ]);
  return {
    certificates: rows.map(toDto),
    window: { from: filter.from, to: filter.to, days: q.days },
    pagination: pageInfo(page, count.total),
  };
}

export const EXPIRING_CSV_HEADER = [
  'Certificate ID',
  'Holder',
  'Email',
  'Class',
  'Certificate',
  'Expiration date',
  'Days left',
  'Renewal booked',
  'Renewal session date',
];

/** GET /admin/certificates/expiring.csv: the same window and class, the first rows up to the cap. */
export async function exportExpiring(ctx: AppContext, q: ExpiringQuery) {
  const filter = await expiringWindow(ctx.db, q.days, q.class_id);
  const rows = (
    await findExpiring(ctx.db, filter, { limit: EXPIRING_CSV_MAX_ROWS, offset: 0 })
  ).map(toDto);
  return {
    fileName: `certificates-expiring-${filter.from}-to-${filter.to}.csv`,
    csv: toCsv(
      EXPIRING_CSV_HEADER,
      rows.map((r) => [
        r.id,
        r.holder_name,
        r.holder_email,
        r.class_title,
        r.certificate_name,
        r.expiration_date,
        r.days_left,
        r.renewal_booked ? 'Yes' : 'No',
        r.renewal_session_date,
      ]),
    ),
  };
}
