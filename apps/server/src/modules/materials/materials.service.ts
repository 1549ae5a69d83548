import { MATERIAL_MSG, MSG, materialLinkSchema, materialTitleSchema } from '@careclass/shared';
import type { ClassMaterial } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import type { Bucket } from '../../storage/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { isClassStaff, requireClassStaff } from '../classes/class-staff.ts';
import { classExists } from '../classes/classes.service.ts';
import type { UploadedForm } from '../files/multipart.ts';
import { storeFile } from '../files/store-file.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { checkMaterialFile } from './material-files.ts';
import * as repo from './materials.repository.ts';

/** Material files live in the general bucket, in the uploader's folder (their quota counts them). */
const BUCKET: Bucket = 'user-uploads';
const FOLDER = 'materials';

/**
 * Who may read a class's materials: its staff (admins, its instructors) and students with a live
 * or completed enrolment in it. 404 when the class does not exist, 403 for anyone else.
 */
async function requireMaterialsReader(db: DbOrTx, user: UserRow, classId: number) {
  if (!(await classExists(db, classId))) throw notFound(MSG.classNotFound);
  if (await isClassStaff(db, user, classId)) return;
  if (user.role === 'student' && (await repo.hasMaterialsEnrollment(db, user.id, classId))) return;
  throw forbidden();
}

function toDto(row: repo.MaterialRow, uploaderName: string | null): ClassMaterial {
  const isFile = row.kind === 'file';
  return {
    id: row.id,
    class_id: row.classId,
    title: row.title,
    kind: isFile ? 'file' : 'link',
    url: isFile ? null : row.url,
    file_name: isFile ? row.fileName : null,
    file_type: isFile ? row.fileType : null,
    file_size: isFile ? row.fileSize : null,
    created_at: row.createdAt.toISOString(),
    uploaded_by_name: uploaderName,
  };
}

/** GET /classes/{id}/materials */
export async function listMaterials(ctx: AppContext, user: UserRow, classId: number) {
  await requireMaterialsReader(ctx.db, user, classId);
  const rows = await repo.listMaterials(ctx.db, classId);
  return { materials: rows.map((r) => toDto(r.material, r.uploaderName)) };
}

/** Only the class's staff add and remove; checked before any upload is read. */
export const requireMaterialsManager = (ctx: AppContext, user: UserRow, classId: number) =>
  requireClassStaff(ctx.db, user, classId);

const nameOf = (user: UserRow) => `${user.firstName} ${user.lastName}`.trim() || null;

/** Writes the row and its audit entry in one transaction. */
async function insertWithAudit(
  ctx: AppContext,
  user: UserRow,
  values: repo.NewMaterial,
  ip?: string,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertMaterial(tx, values);
    await recordAudit(tx, {
      actor: user,
      action: 'material.create',
      targetType: 'class',
      targetId: row.classId,
      after: {
        material_id: row.id,
        title: row.title,
        kind: row.kind,
        url: row.url,
        file_name: row.fileName,
      },
      ip,
    });
    return row;
  });
}

/** POST /classes/{id}/materials with a JSON body: a link. */
export async function addLink(
  ctx: AppContext,
  user: UserRow,
  classId: number,
  body: unknown,
  ip?: string,
) {
  await requireMaterialsManager(ctx, user, classId);
  const input = parseOrThrow(materialLinkSchema, body);
  const row = await insertWithAudit(
    ctx,
    user,
    { classId, title: input.title, kind: 'link', url: input.url, uploadedBy: user.id },
    ip,
  );
  return { message: MATERIAL_MSG.added, material: toDto(row, nameOf(user)) };
}

/**
 * POST /classes/{id}/materials with a multipart form: a file (staff already checked, the upload
 * slot already taken). The file is stored first, then the row written; when the row cannot be
 * written the file is removed again, so no file is left without its row.
 */
export async function addFile(
  ctx: AppContext,
  user: UserRow,
  classId: number,
  form: UploadedForm,
  ip?: string,
) {
  const title = form.fields.title;
  if (title === undefined)
    throw badRequest(MATERIAL_MSG.titleRequired, { title: MATERIAL_MSG.titleRequired });
  const cleanTitle = parseOrThrow(materialTitleSchema.transform(String), title);
  const checked = checkMaterialFile(form.file!);
  const key = await storeFile(ctx, BUCKET, user.id, checked, form.file!.data, FOLDER);
  try {
    const row = await insertWithAudit(
      ctx,
      user,
      {
        classId,
        title: cleanTitle,
        kind: 'file',
        bucket: BUCKET,
        filePath: key,
        fileName: checked.fileName,
        fileType: checked.type,
        fileSize: checked.size,
        uploadedBy: user.id,
      },
      ip,
    );
    return { message: MATERIAL_MSG.added, material: toDto(row, nameOf(user)) };
  } catch (error) {
    await ctx.storage.delete(BUCKET, key).catch(() => {});
    throw error;
  }
}

/**
 * DELETE /classes/{id}/materials/{materialId}. The row and its audit entry go in one
 * transaction; the file is removed after it commits. A failed removal leaves a file without a row
 * (logged), never a row pointing at a missing file.
 */
export async function removeMaterial(
  ctx: AppContext,
  user: UserRow,
  classId: number,
  materialId: number,
  ip?: string,
) {
  await requireMaterialsManager(ctx, user, classId);
  const row = await ctx.db.transaction(async (tx) => {
    const deleted = await repo.deleteMaterial(tx, classId, materialId);
    if (!deleted) throw notFound(MATERIAL_MSG.notFound);
    await recordAudit(tx, {
      actor: user,
      action: 'material.delete',
      targetType: 'class',
      targetId: classId,
      before: {
        material_id: deleted.id,
        title: deleted.title,
        kind: deleted.kind,
        url: deleted.url,
        file_name: deleted.fileName,
      },
      ip,
    });
    return deleted;
  });
  if (row.kind === 'file' && row.filePath) {
    await ctx.storage
      .delete(row.bucket as Bucket, row.filePath)
      .catch((error: unknown) =>
        ctx.log.error({ err: error, path: row.filePath }, 'material file not removed'),
      );
  }
  return { message: MATERIAL_MSG.removed };
}

/** GET /classes/{id}/materials/{materialId}/file: the bytes, for the class's readers only. */
export async function downloadMaterial(
  ctx: AppContext,
  user: UserRow,
  classId: number,
  materialId: number,
) {
  await requireMaterialsReader(ctx.db, user, classId);
  const row = await repo.findMaterial(ctx.db, classId, materialId);
  if (!row || row.kind !== 'file' || !row.filePath) throw notFound(MATERIAL_MSG.notFound);
  const data = await ctx.storage.get(row.bucket as Bucket, row.filePath);
  if (!data) throw notFound(MATERIAL_MSG.notFound);
  return { data, type: row.fileType!, fileName: row.fileName! };
}

/** For the storage routes: a file a material points at is removed with the material only. */
export async function isMaterialFile(db: DbOrTx, bucket: Bucket, key: string) {
  return (await repo.countFileUses(db, bucket, key)) > 0;
}

/** Content-Disposition for a person's file name: an ASCII fallback and the exact UTF-8 name. */
export function attachmentHeader(fileName: string) {
  const ascii = fileName.replace(/[^A-Za-z0-9._ ()-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
