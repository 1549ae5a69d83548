/**
 * The back office at a real provider's scale (issue 13): the app, in-process (app.inject), on the
 * scale dataset in PostgreSQL (scale-data.ts loads it, or reuses it when present), and the p50/p95
 * and answer size of every admin list, its stats, the user search with short and long terms, the
 * dashboard stats and the profiles. `GET /api/health` (one `select 1`) is measured in the same run
 * as the baseline: compare the ratios, the machine is shared.
 *
 *   npm run bench -- scale                                   # SCALE_DATABASE_URL or careclass_scale
 *   SCALE_DATABASE_URL=postgres://.../other npm run bench -- scale
 *   BENCH_ONLY=search BENCH_RUNS=50 npm run bench -- scale   # some calls, more runs
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app.ts';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { createSession } from '../../apps/server/src/modules/auth/sessions.repository.ts';
import { signToken } from '../../apps/server/src/plugins/auth.ts';
import { ensureScaleData } from './scale-data.ts';
import { benchConfig } from './bench-config.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** The goals of issue 13, printed beside each figure. */
const GOAL = { list: 100, search: 50, profile: 30, bytes: 200 * 1024 };

export async function run() {
  const dataset = await ensureScaleData({ reload: process.argv.includes('--reload') });
  const config = benchConfig({
    DATA_DIR: path.join(root, '.tmp', 'bench-scale'),
    DATABASE_URL: dataset.url,
    DEMO_DATA: 'false',
  });
  const database = openPostgres(dataset.url);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const tokenFor = async (id: number) => {
    const session = await createSession(database.db, id, {});
    return signToken(config.jwtSecret, session.id, id, session.expiresAt);
  };
  const admin = await tokenFor(dataset.adminId);
  const studentId = dataset.studentIds[0]!;
  const student = await tokenFor(studentId);
  console.log(
    `dataset: ${Object.entries(dataset.counts)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ')}`,
  );

  // 'none' is the baseline; 'info' is measured without a goal (a call no screen makes).
  type Goal = keyof typeof GOAL | 'none' | 'info';
  const cases: [string, string, string, Goal][] = [
    ['baseline: health (select 1)', '/api/health', admin, 'none'],
    ['enrolments page 1', '/api/enrollments?page=1&limit=20', admin, 'list'],
    ['enrolments page 500 (deepest)', '/api/enrollments?page=500&limit=20', admin, 'list'],
    ['enrolments page 50000', '/api/enrollments?page=50000&limit=20', admin, 'list'],
    ['enrolments pending', '/api/enrollments?status=pending&page=1&limit=20', admin, 'list'],
    [
      'enrolments of a class',
      `/api/enrollments?classId=${dataset.classId}&page=1&limit=20`,
      admin,
      'list',
    ],
    [
      'enrolments date range',
      '/api/enrollments?status=all&startDate=2025-01-01&endDate=2025-12-31&page=3&limit=20',
      admin,
      'list',
    ],
    ['enrolment stats', '/api/enrollments/stats', admin, 'list'],
    ['users list page 1', '/api/admin/users/search?page=1&limit=50', admin, 'list'],
    ['users list page 200 (deepest)', '/api/admin/users/search?page=200&limit=50', admin, 'list'],
    ['users list page 1000', '/api/admin/users/search?page=1000&limit=50', admin, 'list'],
    [
      'users of role student',
      '/api/admin/users/search?page=1&limit=25&role=student',
      admin,
      'list',
    ],
    ['user search "a"', '/api/admin/users/search?page=1&limit=10&searchTerm=a', admin, 'search'],
    ['user search "li"', '/api/admin/users/search?page=1&limit=10&searchTerm=li', admin, 'search'],
    [
      'user search "smith"',
      '/api/admin/users/search?page=1&limit=10&searchTerm=smith',
      admin,
      'search',
    ],
    [
      'user search long, no match',
      '/api/admin/users/search?page=1&limit=10&searchTerm=nobody.by.this.name%40nowhere',
      admin,
      'search',
    ],
    [
      'user search e-mail',
      '/api/admin/users/search?page=1&limit=10&searchTerm=olivia.smith',
      admin,
      'search',
    ],
    // The specification's unpaged call: every class with all its sessions. Class Management
    // pages and the pickers use /admin/class-choices, so no screen asks for it any more.
    ['classes, unpaged (no screen)', '/api/admin/classes', admin, 'info'],
    ['classes list page 1', '/api/admin/classes?page=1&limit=25', admin, 'list'],
    ['classes list page 40', '/api/admin/classes?page=40&limit=25', admin, 'list'],
    [
      'classes search "care 1"',
      '/api/admin/classes?search=care%201&page=1&limit=25',
      admin,
      'list',
    ],
    ['class enrolments', `/api/admin/classes/${dataset.classId}/enrollments`, admin, 'list'],
    ['certificates', '/api/certificates', admin, 'list'],
    ['certificates page 100 (deepest)', '/api/certificates?page=100&limit=100', admin, 'list'],
    ['certificates expired', '/api/certificates?status=expired', admin, 'list'],
    ['certificates search', '/api/certificates?search=cpr', admin, 'list'],
    ['financial transactions', '/api/admin/financial/transactions', admin, 'list'],
    [
      'transactions page 20 x 500',
      '/api/admin/financial/transactions?page=20&limit=500',
      admin,
      'list',
    ],
    [
      'financial transactions, a year',
      '/api/admin/financial/transactions?startDate=2025-01-01&endDate=2025-12-31',
      admin,
      'list',
    ],
    ['dashboard stats', '/api/admin/dashboard/stats', admin, 'list'],
    ['student: own profile', '/api/profile/profile', student, 'profile'],
    ['student: own enrolments', '/api/enrollments/my', student, 'profile'],
    ['student: notifications', '/api/notifications', student, 'profile'],
    ['admin: user', `/api/admin/users/${studentId}`, admin, 'profile'],
    ['admin: user profile', `/api/admin/users/${studentId}/profile`, admin, 'profile'],
    ['admin: user enrolments', `/api/admin/users/${studentId}/enrollments`, admin, 'profile'],
    ['admin: user activity', `/api/admin/users/${studentId}/activity?page=1`, admin, 'profile'],
  ];

  console.log(
    `\n${'call'.padEnd(32)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'x base'.padStart(7)} ${'KB'.padStart(8)}  status  goal`,
  );
  let base = 1;
  // BENCH_ONLY=enrol times only the calls whose name contains it (and the baseline).
  const only = process.env.BENCH_ONLY;
  for (const [name, url, token, goal] of cases) {
    if (only && goal !== 'none' && !name.includes(only)) continue;
    const times: number[] = [];
    let status = 0;
    let bytes = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      if (i >= 3) times.push(performance.now() - t0); // the first calls warm caches
      status = res.statusCode;
      bytes = res.rawPayload.length;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    if (goal === 'none') base = at(0.5);
    const limit = goal === 'none' || goal === 'info' ? undefined : GOAL[goal];
    const met =
      limit === undefined
        ? goal === 'info'
          ? 'no goal (no screen calls it)'
          : ''
        : status === 400
          ? 'refused: deeper than 10,000 rows'
          : `${at(0.95) < limit ? 'met' : 'MISSED'} p95 < ${limit} ms${bytes > GOAL.bytes ? ', TOO BIG' : ''}`;
    console.log(
      `${name.padEnd(32)} ${at(0.5).toFixed(1).padStart(8)} ${at(0.95).toFixed(1).padStart(8)} ${(at(0.5) / base).toFixed(1).padStart(7)} ${(bytes / 1024).toFixed(1).padStart(8)}  ${String(status).padStart(6)}  ${met}`,
    );
  }
  await app.close();
  await database.close();
}
