import { STORAGE_MSG, MATERIAL_MSG, idSchema } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isBucket, isSafeKey, type Bucket } from '../../storage/storage.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { findUserById } from '../users/profile.service.ts';
import { checkUpload } from './file-checks.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { UploadedForm } from './multipart.ts';
import { storeFile } from './store-file.ts';
import { countCertificateFileUses } from './storage.repository.ts';
import { isMaterialFile } from '../materials/materials.service.ts';
import { isExternalTrainingFile } from '../transcripts/transcripts.service.ts';

export { STORAGE_MSG };

export function bucketOr404(name: string): Bucket {
  if (!isBucket(name)) throw notFound(STORAGE_MSG.unknownBucket);
  return name;
}

export const downloadUrl = (bucket: Bucket, key: string) =>
  `/api/storage/${bucket}/file?path=${encodeURIComponent(key)}`;

// Certificates store through here; store-file.ts is the lower layer class materials use too.
export { storeFile };

/** The owner of a key is its first folder: the user id. */
const ownerOf = (key: string) => Number(key.split('/')[0]);

/** Admins reach every file; anyone else only files in their own folder (others look missing). */
function assertMayAccess(caller: UserRow, key: string) {
  if (caller.role !== 'admin' && ownerOf(key) !== caller.id) throw notFound(STORAGE_MSG.notFound);
}

/** POST /api/storage/{bucket}: certificates for admins (field userId), user-uploads for the caller's own folder. */
export async function upload(
  ctx: AppContext,
  caller: UserRow,
  bucketName: string,
  form: UploadedForm,
  ip?: string,
) {
  const bucket = bucketOr404(bucketName);
  let ownerId = caller.id;
  let category: string | undefined;
  if (bucket === 'certificates') {
    if (caller.role !== 'admin') throw forbidden();
    const owner = idSchema().safeParse(form.fields.userId ?? form.fields.user_id);
    ownerId = owner.success ? owner.data : 0;
    if (!owner.success || !(await findUserById(ctx.db, ownerId))) {
      throw badRequest(STORAGE_MSG.badUser, { userId: STORAGE_MSG.badUser });
    }
  } else {
    category = (form.fields.category || 'general').trim();
    if (!/^[a-z0-9_-]{1,30}$/.test(category))
      throw badRequest(STORAGE_MSG.badCategory, { category: STORAGE_MSG.badCategory });
  }
  const checked = checkUpload(form.file!);
  const key = await storeFile(ctx, bucket, ownerId, checked, form.file!.data, category);
  if (caller.role === 'admin') {
    await recordAudit(ctx.db, {
      actor: caller,
      action: 'file.upload',
      targetType: 'file',
      targetId: `${bucket}/${key}`,
      after: { size: checked.size, type: checked.type },
      ip,
    });
  }
  return {
    success: true as const,
    filePath: key,
    publicUrl: downloadUrl(bucket, key),
    fileName: key.split('/').pop()!,
    fileSize: checked.size,
    fileType: checked.type,
  };
}

export async function list(
  ctx: AppContext,
  caller: UserRow,
  bucketName: string,
  prefix: string | undefined,
) {
  const bucket = bucketOr404(bucketName);
  const clean = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  if (clean && !isSafeKey(clean)) throw badRequest(STORAGE_MSG.badPath);
  // Others than admins list their own folder only.
  if (caller.role !== 'admin' && ownerOf(clean) !== caller.id) throw forbidden();
  const files = await ctx.storage.list(bucket, clean ? `${clean}/` : '', 100);
  return { files: files.map((f) => ({ ...f, publicUrl: downloadUrl(bucket, f.path) })) };
}

export async function remove(
  ctx: AppContext,
  caller: UserRow,
  bucketName: string,
  key: string | undefined,
  ip?: string,
) {
  const bucket = bucketOr404(bucketName);
  if (!key || !isSafeKey(key)) throw badRequest(STORAGE_MSG.badPath);
  if (bucket === 'certificates' && caller.role !== 'admin') throw forbidden();
  assertMayAccess(caller, key);
  if (bucket === 'certificates') {
    if ((await countCertificateFileUses(ctx.db, key)) > 0)
      throw conflict(STORAGE_MSG.inUse, 'FILE_IN_USE');
    // External training's file goes with its entry only (no row may point at a missing file).
    if (await isExternalTrainingFile(ctx.db, key))
      throw conflict(STORAGE_MSG.trainingInUse, 'FILE_IN_USE');
  }
  // A class material's file goes with its material only (no row may point at a missing file).
  if (await isMaterialFile(ctx.db, bucket, key)) throw conflict(MATERIAL_MSG.inUse, 'FILE_IN_USE');
  if (!(await ctx.storage.delete(bucket, key))) throw notFound(STORAGE_MSG.notFound);
  if (caller.role === 'admin') {
    await recordAudit(ctx.db, {
      actor: caller,
      action: 'file.delete',
      targetType: 'file',
      targetId: `${bucket}/${key}`,
      ip,
    });
  }
  return { success: true as const, message: 'File deleted' };
}

export async function download(
  ctx: AppContext,
  caller: UserRow,
  bucketName: string,
  key: string | undefined,
) {
  const bucket = bucketOr404(bucketName);
  if (!key || !isSafeKey(key)) throw badRequest(STORAGE_MSG.badPath);
  assertMayAccess(caller, key);
  const data = await ctx.storage.get(bucket, key);
  if (!data) throw notFound(STORAGE_MSG.notFound);
  return { data, fileName: key.split('/').pop()!, type: typeOfName(key) };
}

export function typeOfName(name: string) {
  const ext = name.toLowerCase().split('.').pop();
  return ext === 'pdf'
    ? 'application/pdf'
    : ext === 'png'
      ? 'image/png'
      : ext === 'jpg' || ext === 'jpeg'
        ? 'image/jpeg'
        : 'application/octet-stream';
}
