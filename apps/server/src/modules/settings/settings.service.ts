import { DEFAULT_REMINDER_DAYS, DEFAULT_TIME_ZONE, LIMITS } from '@careclass/shared';
import type { UserRole } from '@careclass/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { AppConfig } from '../../config.ts';
import { findSettingRows } from './settings.repository.ts';

/** The provider's settings with their defaults; the back office edits them (GET/PUT /admin/settings). */
export const DEFAULT_SETTINGS = {
  provider_name: 'CareClass Training Center',
  contact_email: 'office@careclass.test',
  contact_phone: '(555) 010-2030',
  address: '120 Maple Avenue, Suite 4, Springfield, NY 10001',
  office_hours: '9AM-3PM Mon to Fri',
  offer_hold_hours: LIMITS.offerHoldHours as number,
  /** Accepting a waitlist offer approves the enrolment at once (the seat was held for it). */
  approve_accepted_offers: true,
  payment_terms_days: 3,
  time_zone: DEFAULT_TIME_ZONE as string,
  /** Sign-ups allowed per client address and hour (SIGNUPS_PER_ADDRESS_PER_HOUR may change the default). */
  signups_per_address_per_hour: LIMITS.signupsPerAddressPerHour as number,
  // Uploads: the files one account may keep, and how many it may upload in an hour.
  upload_quota_mb: 50,
  uploads_per_hour: 30,
  /** An admin or instructor session unused this long has ended (students keep theirs 30 days). */
  back_office_idle_minutes: 480,
  /** A daily e-mail to the admins listing the requests waiting for them. */
  admin_digest_enabled: true as boolean,
  /** Days before a certificate expires at which its holder is reminded (decision 0052). */
  expiry_reminder_days: [...DEFAULT_REMINDER_DAYS] as number[],
};
export type Settings = typeof DEFAULT_SETTINGS;

/** The roles that work in the back office, whose sessions end when idle. */
export const BACK_OFFICE_ROLES: readonly UserRole[] = ['admin', 'instructor'];
export type SettingKey = keyof Settings;

/** Settings whose default the configuration decides: never written as a default, only when changed. */
export const CONFIGURED_DEFAULT_KEYS: readonly SettingKey[] = ['signups_per_address_per_hour'];

/** The defaults, with those the configuration decides. */
export const settingDefaults = (config: AppConfig): Settings => ({
  ...DEFAULT_SETTINGS,
  signups_per_address_per_hour: config.signupsPerAddressPerHour,
});

/** Reads settings, falling back to the defaults for keys never saved. */
export async function getSettings<K extends SettingKey>(
  db: DbOrTx,
  keys: K[],
  defaults: Settings = DEFAULT_SETTINGS,
): Promise<Pick<Settings, K>> {
  const rows = await findSettingRows(db, keys);
  return settingsOf(Object.fromEntries(rows.map((r) => [r.key, r.value])), keys, defaults);
}

/** The `keys` of settings read as a map of saved values (key to value), defaults for the rest. */
export function settingsOf<K extends SettingKey>(
  saved: Record<string, unknown> | null,
  keys: K[],
  defaults: Settings = DEFAULT_SETTINGS,
): Pick<Settings, K> {
  const result = {} as Pick<Settings, K>;
  for (const key of keys) {
    (result as Record<string, unknown>)[key] =
      saved && Object.hasOwn(saved, key) ? saved[key] : defaults[key];
  }
  return result;
}

/**
 * Public contact details shown on the contact page and in the footer, and the provider's time
 * zone: the web app states deadlines in it, as the e-mails do.
 */
export async function getPublicSettings(db: DbOrTx) {
  return getSettings(db, [
    'provider_name',
    'contact_email',
    'contact_phone',
    'address',
    'office_hours',
    'time_zone',
  ]);
}
