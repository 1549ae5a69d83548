/**
 * The back office's money and analytics at scale, in-process (app.inject) on PostgreSQL:
 * the seven Analytics Dashboard calls (each and their sum, as the screen makes them together),
 * the finance summary, outstanding payments (first page and a deep one) and the waitlist lists.
 *
 *   npm run bench -- office-money        # OFFICE_MONEY_DATABASE_URL or careclass_office_money
 *
 * The database is a throwaway of its own (created when missing; made again when it holds rows that
 * are not this section's, such as another section's seed), migrated and, the first time, filled
 * by office-money-data.ts; later runs read the same rows, so a run before a change and one after
 * it compare. Answers are timed until 12 samples or 20 s a call, at least 3.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { hashPassword } from '../../apps/server/src/lib/crypto.ts';
import { createSession } from '../../apps/server/src/modules/auth/sessions.repository.ts';
import { signToken } from '../../apps/server/src/plugins/auth.ts';
import { ADMIN_EMAIL, SCALE, ensureScaleData } from './office-money-data.ts';
import { benchConfig } from './bench-config.ts';
import { serverQuery } from './scale-data.ts';

type App = Awaited<ReturnType<typeof buildApp>>;

interface Measured {
  name: string;
  p50: number;
  p95: number;
  bytes: number;
  status: number;
  n: number;
  times: number[];
}

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function measure(
  name: string,
  once: () => Promise<{ status: number; bytes: number }>,
): Promise<Measured> {
  const times: number[] = [];
  let last = { status: 0, bytes: 0 };
  const started = performance.now();
  // One call first warms the plans and the caches; it is not counted.
  await once();
  while (times.length < 12 && (times.length < 3 || performance.now() - started < 20_000)) {
    const t0 = performance.now();
    last = await once();
    times.push(performance.now() - t0);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    p50: at(sorted, 0.5),
    p95: at(sorted, 0.95),
    bytes: last.bytes,
    status: last.status,
    n: times.length,
    times,
  };
}

function print(rows: Measured[]) {
  console.log(
    '\ncall                                       p50 ms    p95 ms     size KB  status   n',
  );
  for (const r of rows)
    console.log(
      `${r.name.padEnd(40)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(9)} ${(r.bytes / 1024).toFixed(1).padStart(11)}  ${String(r.status).padStart(6)} ${String(r.n).padStart(3)}`,
    );
}

const officeMoneyDatabaseUrl = () =>
  process.env.OFFICE_MONEY_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/careclass_office_money';

/**
 * Creates the database when missing, and drops and creates it again when it holds users but not
 * this section's marker admin: its seed numbers rows from the tables' first ids, so it needs
 * tables of its own (a database another section seeded made its enrolments collide).
 */
async function prepareDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  const exists = await serverQuery(url, `select 1 from pg_database where datname = '${name}'`);
  if (exists.rowCount) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const state = await client
      .query<{ users: number; seeded: boolean }>(
        `select (select count(*)::int from users) as users,
                exists (select 1 from users where email = $1) as seeded`,
        [ADMIN_EMAIL],
      )
      .catch(() => ({ rows: [{ users: 0, seeded: false }] })) // not migrated yet
      .finally(() => client.end());
    const { users, seeded } = state.rows[0]!;
    if (seeded || users === 0) return;
    console.log(`${name} holds other rows: made again`);
    await serverQuery(url, `drop database "${name}" with (force)`);
  }
  await serverQuery(url, `create database "${name}"`);
}

export async function run() {
  const url = officeMoneyDatabaseUrl();
  if (!url.startsWith('postgres')) {
    console.log(
      'office-money needs PostgreSQL: set OFFICE_MONEY_DATABASE_URL to a throwaway database',
    );
    return;
  }
  await prepareDatabase(url);
  const config = benchConfig({
    DATABASE_URL: url,
    DATA_DIR: '.tmp/office-money',
  });
  const database = await openDatabase(config);
  await runMigrations(database);
  const db = database.db;
  console.log(
    `Data: ${SCALE.users} users, ${SCALE.classes} classes x ${SCALE.sessionsPerClass} sessions, ~1M enrolments, 200k payments, ${SCALE.activity} activity entries, ${SCALE.waitlist} waitlist entries: ${await ensureScaleData(db, await hashPassword('Bench12345'))}`,
  );
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const res = (await db.execute(
    sql`select id from users where email = ${ADMIN_EMAIL}`,
  )) as unknown as {
    rows: { id: number }[];
  };
  const adminId = res.rows[0]!.id;
  const session = await createSession(db, adminId, {});
  const token = await signToken(config.jwtSecret, session.id, adminId, session.expiresAt);
  const get = async (app: App, url: string) => {
    const r = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: r.statusCode, bytes: r.rawPayload.length };
  };

  const today = new Date();
  const end = today.toISOString().slice(0, 10);
  const startDay = new Date(today.getTime() - 364 * 86_400_000).toISOString().slice(0, 10);
  const range = `startDate=${startDay}&endDate=${end}`;
  const analytics = [
    'summary',
    'revenue',
    'revenue/classes',
    'enrollments/trends',
    'enrollments/classes',
    'users/engagement',
    'users/activity',
  ].map((p) => [`analytics ${p}`, `/api/admin/analytics/${p}?${range}`] as const);

  const rows: Measured[] = [];
  for (const [name, path] of analytics) rows.push(await measure(name, () => get(app, path)));
  // The dashboard's seven calls together, as the screen makes them (at once).
  rows.push(
    await measure('analytics: the seven at once', async () => {
      const all = await Promise.all(analytics.map(([, path]) => get(app, path)));
      return {
        status: Math.max(...all.map((a) => a.status)),
        bytes: all.reduce((s, a) => s + a.bytes, 0),
      };
    }),
  );
  const sumOf = rows.slice(0, analytics.length);
  const sum = {
    name: 'analytics: sum of the seven (p50s)',
    p50: sumOf.reduce((s, r) => s + r.p50, 0),
    p95: sumOf.reduce((s, r) => s + r.p95, 0),
    bytes: sumOf.reduce((s, r) => s + r.bytes, 0),
    status: 200,
    n: 0,
    times: [],
  };
  rows.push(sum);
  const others: [string, string][] = [
    ['finance summary', `/api/admin/financial/summary?${range}`],
    ['outstanding payments page 1', '/api/admin/financial/payments/outstanding'],
    [
      'outstanding payments page 1000',
      '/api/admin/financial/payments/outstanding?page=1000&limit=25',
    ],
    ['admin waitlist page 1', '/api/admin/waitlist'],
    ['admin waitlist page 300', '/api/admin/waitlist?page=300&limit=25'],
    ['admin waitlist closed too', '/api/admin/waitlist?include_closed=true'],
    ['class waitlist', '/api/admin/classes/500/waitlist'],
  ];
  for (const [name, path] of others) rows.push(await measure(name, () => get(app, path)));
  print(rows);
  await app.close();
  await database.close();
}
