import { inArray } from 'drizzle-orm';
import { settings } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

/** The saved rows of these keys; a key never saved has none. */
export async function findSettingRows(db: DbOrTx, keys: string[]) {
  return db.select().from(settings).where(inArray(settings.key, keys));
}

/** Writes one setting, creating it or replacing its value. */
export async function upsertSetting(db: DbOrTx, key: string, value: unknown, updatedBy: number) {
  await db
    .insert(settings)
    .values({ key, value: value as never, updatedBy })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: value as never, updatedBy, updatedAt: new Date() },
    });
}
