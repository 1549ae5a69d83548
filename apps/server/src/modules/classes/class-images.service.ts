import {
  CLASS_IMAGE_NAME,
  CLASS_IMAGE_PATH,
  CLASS_MSG,
  STORAGE_MSG,
  CLASS_IMAGE_MSG,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { FileExistsError } from '../../storage/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { IMAGE_EXTENSIONS, checkImage, extensionOf } from '../files/file-checks.ts';
import type { UploadedForm } from '../files/multipart.ts';
import type { UserRow } from '../../plugins/auth.ts';

/**
 * Class pictures live in the general bucket under a folder of their own: no user id starts their
 * key, so the per-user storage routes never reach them, and the public route below serves only
 * names of this shape.
 */
const BUCKET = 'user-uploads' as const;
const FOLDER = 'class-images';

/** POST /api/admin/class-images: stores a checked picture and answers the address to save. */
export async function uploadClassImage(
  ctx: AppContext,
  admin: UserRow,
  form: UploadedForm,
  ip?: string,
) {
  const checked = checkImage(form.file!, {
    badType: CLASS_MSG.imageType,
    badExtension: CLASS_MSG.imageExtension,
  });
  const name = await store(ctx, checked.extension, checked.type, form.file!.data);
  await recordAudit(ctx.db, {
    actor: admin,
    action: 'file.upload',
    targetType: 'file',
    targetId: `${BUCKET}/${FOLDER}/${name}`,
    after: { size: checked.size, type: checked.type, use: 'class picture' },
    ip,
  });
  return {
    message: CLASS_MSG.imageUploaded,
    image_url: `${CLASS_IMAGE_PATH}${name}`,
    fileSize: checked.size,
    fileType: checked.type,
  };
}

/** Never replaces a picture: on a name clash (same millisecond) the next one is tried. */
async function store(ctx: AppContext, extension: string, type: string, data: Buffer) {
  let now = Date.now();
  for (let attempt = 0; attempt < 5; attempt++, now++) {
    const name = `class_${now}.${extension}`;
    try {
      await ctx.storage.put(BUCKET, `${FOLDER}/${name}`, data, type);
      return name;
    } catch (error) {
      if (!(error instanceof FileExistsError)) throw error;
    }
  }
  throw conflict(STORAGE_MSG.busy, 'STORAGE_BUSY');
}

/** GET /api/class-images/{name}: the picture and its type; anything else is not found. */
export async function readClassImage(ctx: AppContext, name: string) {
  if (!CLASS_IMAGE_NAME.test(name)) throw notFound(CLASS_IMAGE_MSG.notFound);
  const data = await ctx.storage.get(BUCKET, `${FOLDER}/${name}`);
  if (!data) throw notFound(CLASS_IMAGE_MSG.notFound);
  return { data, type: IMAGE_EXTENSIONS[extensionOf(name)]! };
}
