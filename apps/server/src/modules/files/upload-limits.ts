import { FILE_MSG } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { BUCKETS } from '../../storage/storage.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { getSettings } from '../settings/settings.service.ts';
import { reserveHits } from '../auth/rate-limit.ts';
import { lockKey } from './storage.repository.ts';

/**
 * Limits on uploads, so no account can fill the disk: an hourly number of uploads per user and a
 * quota of bytes kept per user (both settings). The hourly number is reserved before the upload
 * (the rate limiter's reserveHits); the quota check and the write are serialised on an advisory
 * lock per user, held until the transaction ends, so a burst sees every earlier upload.
 */

const MB = 1024 * 1024;

/**
 * One upload of the caller's hourly allowance, taken before the file is read: every attempt
 * counts, refused ones too. The office (admins, whose uploads are audited) issues certificates
 * for whole classes and is not limited.
 */
export async function takeUploadSlot(ctx: AppContext, caller: UserRow) {
  if (caller.role === 'admin') return;
  const { uploads_per_hour: perHour } = await getSettings(ctx.db, ['uploads_per_hour']);
  const rule = { key: `upload:user:${caller.id}`, limit: perHour, windowMinutes: 60 };
  if (!(await reserveHits(ctx.db, [rule]))) {
    throw tooManyRequests(FILE_MSG.tooManyUploads(perHour));
  }
}

/** Bytes kept in a user's folders, in every bucket (certificates count for their student). */
async function usedBytes(ctx: AppContext, ownerId: number) {
  const sizes = await Promise.all(BUCKETS.map((b) => ctx.storage.usedBytes(b, `${ownerId}/`)));
  return sizes.reduce((sum, n) => sum + n, 0);
}

/**
 * Runs `store` (which writes `size` bytes into the owner's folder) only when they fit the owner's
 * quota. The check and the write happen under the owner's lock, so parallel uploads cannot each
 * see room that only one of them has; a refusal is 413 and nothing is written.
 */
export async function withinQuota<T>(
  ctx: AppContext,
  ownerId: number,
  size: number,
  store: () => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await lockKey(tx, `upload-quota:user:${ownerId}`);
    const { upload_quota_mb: quotaMb } = await getSettings(tx, ['upload_quota_mb']);
    if ((await usedBytes(ctx, ownerId)) + size > quotaMb * MB) {
      throw new AppError(413, 'QUOTA_EXCEEDED', FILE_MSG.quotaExceeded(quotaMb));
    }
    return store();
  });
}
