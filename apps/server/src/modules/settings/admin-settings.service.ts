import { z } from 'zod';
import { emailField } from '@careclass/shared';
import { settings } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import {
  DEFAULT_SETTINGS,
  getSettings,
  settingDefaults,
  type SettingKey,
} from './settings.service.ts';

const KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const text = (name: string, max = 200) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(max, { error: `${name} is too long` });

/** Every field optional: PUT changes only what it is given. */
const settingsSchema = z
  .object({
    provider_name: text('Provider name'),
    contact_email: emailField,
    contact_phone: text('Contact phone', 40),
    address: text('Address', 300),
    office_hours: text('Office hours', 100),
    offer_hold_hours: z.coerce
      .number({ error: 'Offer hold must be a number of hours' })
      .int({ error: 'Offer hold must be a whole number of hours' })
      .min(1, { error: 'Offer hold must be between 1 and 168 hours' })
      .max(168, { error: 'Offer hold must be between 1 and 168 hours' }),
    approve_accepted_offers: z.boolean({
      error: 'Approve accepted offers must be true or false',
    }),
    payment_terms_days: z.coerce
      .number({ error: 'Payment terms must be a number of days' })
      .int({ error: 'Payment terms must be a whole number of days' })
      .min(0, { error: 'Payment terms must be between 0 and 60 days' })
      .max(60, { error: 'Payment terms must be between 0 and 60 days' }),
    time_zone: z
      .string()
      .trim()
      .max(100, { error: 'Unknown time zone' })
      .refine(isTimeZone, { error: 'Unknown time zone' }),
    signups_per_address_per_hour: z.coerce
      .number({ error: 'Sign-up limit must be a number' })
      .int({ error: 'Sign-up limit must be a whole number' })
      .min(1, { error: 'Sign-up limit must be between 1 and 10000 an hour' })
      .max(10000, { error: 'Sign-up limit must be between 1 and 10000 an hour' }),
    upload_quota_mb: z.coerce
      .number({ error: 'Storage per account must be a number of MB' })
      .int({ error: 'Storage per account must be a whole number of MB' })
      .min(1, { error: 'Storage per account must be between 1 and 10000 MB' })
      .max(10000, { error: 'Storage per account must be between 1 and 10000 MB' }),
    uploads_per_hour: z.coerce
      .number({ error: 'Uploads per hour must be a number' })
      .int({ error: 'Uploads per hour must be a whole number' })
      .min(1, { error: 'Uploads per hour must be between 1 and 1000' })
      .max(1000, { error: 'Uploads per hour must be between 1 and 1000' }),
    back_office_idle_minutes: z.coerce
      .number({ error: 'Idle timeout must be a number of minutes' })
      .int({ error: 'Idle timeout must be a whole number of minutes' })
      .min(5, { error: 'Idle timeout must be between 5 and 10080 minutes' })
      .max(10080, { error: 'Idle timeout must be between 5 and 10080 minutes' }),
    admin_digest_enabled: z.boolean({ error: 'The daily digest setting must be on or off' }),
  })
  .partial()
  .strict();

export async function readSettings(ctx: AppContext) {
  return { settings: await getSettings(ctx.db, KEYS, settingDefaults(ctx.config)) };
}

/** Saves the settings given (an upsert each) with one audit entry of before and after. */
export async function saveSettings(ctx: AppContext, admin: UserRow, body: unknown, ip?: string) {
  const raw = (body ?? {}) as Record<string, unknown>;
  const input = parseOrThrow(settingsSchema, raw.settings ?? raw);
  const keys = Object.keys(input) as SettingKey[];
  if (keys.length === 0) throw badRequest('Nothing to save');
  await ctx.db.transaction(async (tx) => {
    const before = await getSettings(tx, keys, settingDefaults(ctx.config));
    for (const key of keys) {
      await tx
        .insert(settings)
        .values({ key, value: input[key] as never, updatedBy: admin.id })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: input[key] as never, updatedBy: admin.id, updatedAt: new Date() },
        });
    }
    await recordAudit(tx, {
      actor: admin,
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      before,
      after: input,
      ip,
    });
  });
  return { message: 'Settings saved successfully', ...(await readSettings(ctx)) };
}
