import { inArray } from 'drizzle-orm';
import type { UserRole } from '@careclass/shared';
import { settings } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

/** The provider's settings with their defaults; the back office edits them (GET/PUT /admin/settings). */
export const DEFAULT_SETTINGS = {
  provider_name: 'CareClass Training Center',
  contact_email: 'office@careclass.test',
  contact_phone: '(555) 010-2030',
  address: '120 Maple Avenue, Suite 4, Springfield, NY 10001',
  office_hours: '9AM-3PM Mon to Fri',
  offer_hold_hours: 24,
  payment_terms_days: 3,
  time_zone: 'America/New_York',
  /** An admin or instructor session unused this long has ended (students keep theirs 30 days). */
  back_office_idle_minutes: 480,
};
export type Settings = typeof DEFAULT_SETTINGS;

/** The roles that work in the back office, whose sessions end when idle. */
export const BACK_OFFICE_ROLES: readonly UserRole[] = ['admin', 'instructor'];
export type SettingKey = keyof Settings;

/** Reads settings, falling back to the defaults for keys never saved. */
export async function getSettings<K extends SettingKey>(
  db: DbOrTx,
  keys: K[],
): Promise<Pick<Settings, K>> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  const result = {} as Pick<Settings, K>;
  for (const key of keys) {
    const row = rows.find((r) => r.key === key);
    (result as Record<string, unknown>)[key] = row ? row.value : DEFAULT_SETTINGS[key];
  }
  return result;
}

/** Public contact details shown on the contact page and in the footer. */
export async function getPublicSettings(db: DbOrTx) {
  return getSettings(db, [
    'provider_name',
    'contact_email',
    'contact_phone',
    'address',
    'office_hours',
  ]);
}
