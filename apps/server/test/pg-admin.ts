import { randomBytes } from 'node:crypto';

/** The same server URL pointing at another database. */
export function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export const templateDatabaseName = () => `careclass_tpl_${process.pid}`;
export const freshDatabaseName = () => `careclass_t_${randomBytes(6).toString('hex')}`;
