import { SETTINGS_MSG } from '@careclass/shared';
import type { SystemSettingsInput } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { UserRow } from '../users/users.service.ts';
import {
  DEFAULT_SETTINGS,
  getSettings,
  settingDefaults,
  type SettingKey,
} from './settings.service.ts';
import { upsertSetting } from './settings.repository.ts';

const KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

export async function readSettings(ctx: AppContext) {
  return { settings: await getSettings(ctx.db, KEYS, settingDefaults(ctx.config)) };
}

/** Saves the settings given (an upsert each) with one audit entry of before and after. */
export async function saveSettings(
  ctx: AppContext,
  admin: UserRow,
  input: SystemSettingsInput,
  ip?: string,
) {
  const keys = Object.keys(input) as SettingKey[];
  if (keys.length === 0) throw badRequest(SETTINGS_MSG.nothingToSave);
  await ctx.db.transaction(async (tx) => {
    const before = await getSettings(tx, keys, settingDefaults(ctx.config));
    for (const key of keys) {
      await upsertSetting(tx, key, input[key], admin.id);
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
