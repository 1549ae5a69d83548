import { z } from 'zod';
import { emailField } from '../account.ts';
import { calendarDateSchema, idSchema, wholeNumberSchema } from '../input.ts';
import { LIST_MSG } from './common.ts';

/**
 * The contract of the system domain (issue 12): the provider's settings (public and the
 * administrators'), the audit log, system health, and what waits for the office (pending counts).
 */

// ---------------------------------------------------------------- settings

/** GET /api/settings/public: the contact details of the contact page and footer, and the time zone. */
export const publicSettingsSchema = z.object({
  provider_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  address: z.string(),
  office_hours: z.string(),
  time_zone: z.string(),
});
export type PublicSettings = z.output<typeof publicSettingsSchema>;
export const publicSettingsAnswerSchema = z.object({ settings: publicSettingsSchema });

/** Every setting of the back office (GET/PUT /api/admin/settings). */
export const systemSettingsSchema = publicSettingsSchema.extend({
  offer_hold_hours: z.number(),
  approve_accepted_offers: z.boolean(),
  payment_terms_days: z.number(),
  signups_per_address_per_hour: z.number(),
  upload_quota_mb: z.number(),
  uploads_per_hour: z.number(),
  back_office_idle_minutes: z.number(),
  /** A daily e-mail to the admins of the requests waiting for them. */
  admin_digest_enabled: z.boolean(),
  /** Days before a certificate expires at which its holder is reminded (decision 0052). */
  expiry_reminder_days: z.array(z.number()),
});
export type SystemSettings = z.output<typeof systemSettingsSchema>;
export type SettingKey = keyof SystemSettings;
export const systemSettingsAnswerSchema = z.object({ settings: systemSettingsSchema });
export const systemSettingsSavedSchema = z.object({
  message: z.string(),
  settings: systemSettingsSchema,
});

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};
const settingText = (name: string, max = 200) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(max, { error: `${name} is too long` });
const wholeIn = (number: string, whole: string, range: string, min: number, max: number) =>
  z.coerce
    .number({ error: number })
    .int({ error: whole })
    .min(min, { error: range })
    .max(max, { error: range });

export const REMINDER_DAYS_MSG = {
  list: 'Reminder days must be a list of numbers of days, such as 90, 60, 30, 7',
  count: 'Give between 1 and 6 reminder days',
  day: 'Each reminder day must be a whole number from 1 to 365',
  repeated: 'Each reminder day may be given once',
} as const;

/**
 * Expiry reminder days: an array, or the text "90, 60, 30, 7" as the settings screen has it;
 * stored largest first.
 */
export const reminderDaysSchema = z
  .preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/[\s,;]+/)
            .filter(Boolean)
            .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
        : v,
    // One message for the whole list (not one per element), under the field's own name.
    z.array(z.unknown(), { error: REMINDER_DAYS_MSG.list }).superRefine((days, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (days.length < 1 || days.length > 6) return fail(REMINDER_DAYS_MSG.count);
      if (!days.every((d) => typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= 365))
        return fail(REMINDER_DAYS_MSG.day);
      if (new Set(days).size !== days.length) fail(REMINDER_DAYS_MSG.repeated);
    }),
  )
  .transform((days) => (days as number[]).toSorted((a, b) => b - a));

/**
 * The refusals of the settings' own checks (message group `settingsInput`, docs/decisions/0053).
 */
export const SETTINGS_INPUT_MSG = {
  offerHoldNumber: 'Offer hold must be a number of hours',
  offerHoldWhole: 'Offer hold must be a whole number of hours',
  offerHoldRange: 'Offer hold must be between 1 and 168 hours',
  approveOffers: 'Approve accepted offers must be true or false',
  paymentTermsNumber: 'Payment terms must be a number of days',
  paymentTermsWhole: 'Payment terms must be a whole number of days',
  paymentTermsRange: 'Payment terms must be between 0 and 60 days',
  timeZone: 'Unknown time zone',
  signupsNumber: 'Sign-up limit must be a number',
  signupsWhole: 'Sign-up limit must be a whole number',
  signupsRange: 'Sign-up limit must be between 1 and 10000 an hour',
  quotaNumber: 'Storage per account must be a number of MB',
  quotaWhole: 'Storage per account must be a whole number of MB',
  quotaRange: 'Storage per account must be between 1 and 10000 MB',
  uploadsNumber: 'Uploads per hour must be a number',
  uploadsWhole: 'Uploads per hour must be a whole number',
  uploadsRange: 'Uploads per hour must be between 1 and 1000',
  idleNumber: 'Idle timeout must be a number of minutes',
  idleWhole: 'Idle timeout must be a whole number of minutes',
  idleRange: 'Idle timeout must be between 5 and 10080 minutes',
  digest: 'The daily digest setting must be on or off',
} as const;

/** The settings a PUT changes: every field optional, no unknown field. */
export const systemSettingsInputSchema = z
  .object({
    provider_name: settingText('Provider name'),
    contact_email: emailField,
    contact_phone: settingText('Contact phone', 40),
    address: settingText('Address', 300),
    office_hours: settingText('Office hours', 100),
    offer_hold_hours: wholeIn(
      SETTINGS_INPUT_MSG.offerHoldNumber,
      SETTINGS_INPUT_MSG.offerHoldWhole,
      SETTINGS_INPUT_MSG.offerHoldRange,
      1,
      168,
    ),
    approve_accepted_offers: z.boolean({
      error: SETTINGS_INPUT_MSG.approveOffers,
    }),
    payment_terms_days: wholeIn(
      SETTINGS_INPUT_MSG.paymentTermsNumber,
      SETTINGS_INPUT_MSG.paymentTermsWhole,
      SETTINGS_INPUT_MSG.paymentTermsRange,
      0,
      60,
    ),
    time_zone: z
      .string()
      .trim()
      .max(100, { error: SETTINGS_INPUT_MSG.timeZone })
      .refine(isTimeZone, { error: SETTINGS_INPUT_MSG.timeZone }),
    signups_per_address_per_hour: wholeIn(
      SETTINGS_INPUT_MSG.signupsNumber,
      SETTINGS_INPUT_MSG.signupsWhole,
      SETTINGS_INPUT_MSG.signupsRange,
      1,
      10000,
    ),
    upload_quota_mb: wholeIn(
      SETTINGS_INPUT_MSG.quotaNumber,
      SETTINGS_INPUT_MSG.quotaWhole,
      SETTINGS_INPUT_MSG.quotaRange,
      1,
      10000,
    ),
    uploads_per_hour: wholeIn(
      SETTINGS_INPUT_MSG.uploadsNumber,
      SETTINGS_INPUT_MSG.uploadsWhole,
      SETTINGS_INPUT_MSG.uploadsRange,
      1,
      1000,
    ),
    back_office_idle_minutes: wholeIn(
      SETTINGS_INPUT_MSG.idleNumber,
      SETTINGS_INPUT_MSG.idleWhole,
      SETTINGS_INPUT_MSG.idleRange,
      5,
      10080,
    ),
    admin_digest_enabled: z.boolean({ error: SETTINGS_INPUT_MSG.digest }),
    expiry_reminder_days: reminderDaysSchema,
  })
  .partial()
  .strict();
export type SystemSettingsInput = z.output<typeof systemSettingsInputSchema>;

/**
 * PUT /api/admin/settings: the settings to change, given as they are or inside `settings` (both
 * forms of the original client), checked with systemSettingsInputSchema.
 */
export const systemSettingsBodySchema = z
  .preprocess(
    (body) => (body as { settings?: unknown } | null | undefined)?.settings ?? body,
    systemSettingsInputSchema,
  )
  .meta({ description: 'The settings to change, or { settings: {...} } holding them.' });

// ---------------------------------------------------------------- audit log

/** GET /api/admin/audit-logs: filters and page. */
export const auditLogQuerySchema = z.object({
  actor_id: idSchema().optional(),
  action: z.string().trim().max(100).optional(),
  target_type: z.string().trim().max(50).optional(),
  target_id: z.string().trim().max(50).optional(),
  startDate: calendarDateSchema().optional(),
  endDate: calendarDateSchema().optional(),
  page: wholeNumberSchema(LIST_MSG.invalidPage, 1).optional().default(1),
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** Names joined to an entry's target (each null when it does not apply or is gone). */
export const auditTargetNamesSchema = z.object({
  user_name: z.string().nullable(),
  class_title: z.string().nullable(),
  session_date: z.string().nullable(),
  name: z.string().nullable(),
});

export const auditLogEntrySchema = z
  .object({
    id: z.number(),
    actor_id: z.number().nullable(),
    actor_email: z.string().nullable(),
    /** The actor's current name; null when the account is gone. */
    actor_name: z.string().nullable(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string().nullable(),
    target: auditTargetNamesSchema,
    before: z.unknown(),
    after: z.unknown(),
    ip_address: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AuditLogEntry' });
export type AuditLogEntry = z.output<typeof auditLogEntrySchema>;
export const auditLogPageSchema = z.object({
  logs: z.array(auditLogEntrySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type AuditLogPage = z.output<typeof auditLogPageSchema>;

// ---------------------------------------------------------------- health and office

/** GET /api/admin/system-health (each part reports its own failure; -1 when unreadable). */
export const systemHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    reachable: z.boolean(),
    latency_ms: z.number().nullable(),
    kind: z.string(),
  }),
  migrations: z.object({ applied: z.number(), latest: z.string().nullable() }),
  outbox: z.object({
    pending: z.number(),
    failed: z.number(),
    oldest_pending_age_seconds: z.number().nullable(),
  }),
  sweeps: z.array(
    z.object({
      name: z.string(),
      last_run_at: z.string(),
      last_status: z.string(),
      last_error: z.string().nullable(),
    }),
  ),
  storage: z.object({ kind: z.string(), writable: z.boolean() }),
  version: z.string(),
  uptime_seconds: z.number(),
});
export type SystemHealth = z.output<typeof systemHealthSchema>;

/** GET /api/admin/pending-counts: the badges of the back-office menu. */
export const pendingCountsSchema = z.object({
  /** Live enrolment requests waiting for approval. */
  pending_enrollments: z.number(),
  /** Students waiting on a waitlist (not yet offered a seat). */
  waitlist_waiting: z.number(),
});
export type PendingCounts = z.output<typeof pendingCountsSchema>;
