import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';

/**
 * Each table has one owning module, and only that module writes it (docs/CODE_STYLE.md): any other
 * module asks the owner's service. Reads may join other modules' tables in one query (a list needs
 * the class title beside the enrollment), writes may not. This reads the source of every module and
 * finds inserts, updates and deletes, through Drizzle's builder and in raw SQL.
 */
const OWNER: Record<string, string> = {
  users: 'users',
  password_reset_tokens: 'auth',
  email_verification_tokens: 'users',
  activity_log: 'users',
  payment_methods: 'users',
  auth_sessions: 'auth',
  rate_limit_hits: 'auth',
  classes: 'classes',
  class_sessions: 'classes',
  enrollments: 'enrollments',
  enrollment_history: 'enrollments',
  waitlist_entries: 'waitlist',
  class_materials: 'materials',
  notifications: 'notifications',
  notification_templates: 'notifications',
  payments: 'payments',
  transactions: 'payments',
  stripe_events: 'payments',
  certificates: 'certificates',
  certificate_reminders: 'certificates',
  contact_messages: 'contact',
  settings: 'settings',
  audit_log: 'audit',
  email_outbox: 'mail',
  job_runs: 'jobs',
  calendar_feeds: 'calendar',
  external_training: 'transcripts',
  // Written by the triggers of migration 0008 and rollup_rebuild() (docs/decisions/0044).
  analytics_rollup_zone: 'analytics',
  analytics_money: 'analytics',
  analytics_enrollments: 'analytics',
  analytics_students: 'analytics',
  analytics_active: 'analytics',
};

/** Writes made before the rule, by a module that does not own the table. Only shrinks. */
const KNOWN_FOREIGN_WRITES: string[] = [];

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const tables = Object.values(schema).filter((value) => isTable(value));
const variableToTable = new Map(
  Object.entries(schema)
    .filter(([, value]) => isTable(value))
    .map(([name, value]) => [name, getTableName(value as never)]),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

function writesIn(text: string): string[] {
  const code = withoutComments(text);
  const found = new Set<string>();
  for (const match of code.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = variableToTable.get(match[1]!);
    if (table) found.add(table);
  }
  for (const match of code.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi)) {
    const table = match[1]!.toLowerCase();
    if (table in OWNER) found.add(table);
  }
  return [...found];
}

function foreignWrites(): string[] {
  const out: string[] = [];
  for (const file of sourceFiles(modulesDir)) {
    const relative = path.relative(modulesDir, file).split(path.sep).join('/');
    const module = relative.split('/')[0]!;
    for (const table of writesIn(readFileSync(file, 'utf8'))) {
      if (OWNER[table] !== module) out.push(`${relative} writes ${table}`);
    }
  }
  return out.sort();
}

describe('table ownership', () => {
  it('names an owner for every table', () => {
    const names = tables.map((table) => getTableName(table as never)).sort();
    expect(names).toEqual(Object.keys(OWNER).sort());
  });

  it('finds a write through the builder and in raw SQL, and not in a comment', () => {
    expect(writesIn('await tx.update(classSessions).set({})')).toEqual(['class_sessions']);
    expect(writesIn('sql`update payments set status = ${x}`')).toEqual(['payments']);
    expect(writesIn('// update payments here\nconst a = 1;')).toEqual([]);
  });

  it('lets only the owning module write a table', () => {
    expect(foreignWrites()).toEqual(KNOWN_FOREIGN_WRITES);
  });
});
