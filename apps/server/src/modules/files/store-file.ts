import { STORAGE_MSG } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../lib/errors.ts';
import { FileExistsError, type Bucket } from '../../storage/storage.ts';
import type { CheckedFile } from './file-checks.ts';
import { withinQuota } from './upload-limits.ts';

/**
 * Writing a checked file into a user's folder. The storage routes, certificates and class
 * materials all store through here; it knows none of them, so each may depend on it.
 */

/** Where a file may live: certificates under the student's folder, other files under the owner's category. */
export function fileKey(
  bucket: Bucket,
  userId: number,
  extension: string,
  category = 'general',
  now = Date.now(),
) {
  return bucket === 'certificates'
    ? `${userId}/certificate_${userId}_${now}.${extension}`
    : `${userId}/${category}/${category}_${userId}_${now}.${extension}`;
}

/**
 * Stores a checked file without ever replacing one: on a name clash (two uploads in the same
 * millisecond) the next millisecond is tried. The file must fit the owner's storage quota.
 */
export async function storeFile(
  ctx: AppContext,
  bucket: Bucket,
  userId: number,
  checked: Pick<CheckedFile, 'extension'> & { type: string },
  data: Buffer,
  category?: string,
) {
  return withinQuota(ctx, userId, data.length, async () => {
    let now = Date.now();
    for (let attempt = 0; attempt < 5; attempt++, now++) {
      const key = fileKey(bucket, userId, checked.extension, category, now);
      try {
        await ctx.storage.put(bucket, key, data, checked.type);
        return key;
      } catch (error) {
        if (!(error instanceof FileExistsError)) throw error;
      }
    }
    throw conflict(STORAGE_MSG.busy, 'STORAGE_BUSY');
  });
}
