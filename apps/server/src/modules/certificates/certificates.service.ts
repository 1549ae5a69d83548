import {
  CERT_MSG,
  FILE_MSG,
  ISSUED_MSG,
  certificateRevokeSchema,
  certificateMetaSchema,
  type CertificateBulkDeleteInput,
  type CertificateMetadataInput,
  type CertificateStatusInput,
  type CertificateListQuery,
  type CertificateMeta,
  type CompletedSessionsQuery,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { pageOffset } from '../../db/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { todayIn } from '../../lib/time.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { notifyUser } from '../notifications/notify.ts';
import { noticeIn } from '../../mail/notice-texts.ts';
import { getSettings } from '../settings/settings.service.ts';
import { classWithInstructor, sessionById } from '../classes/classes.service.ts';
import { recordActivity, findUserById } from '../users/profile.service.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { checkUpload, sniffType, extensionOf } from '../files/file-checks.ts';
import type { UploadedForm } from '../files/multipart.ts';
import { storeFile } from '../files/storage.service.ts';
import { isSafeKey } from '../../storage/storage.ts';
import { toCertificateDto } from './certificates.mapper.ts';
import { issuedFile, issuedValues, renderIssued } from './issued.service.ts';
import { lockCertificate, revokeRow, supersedeRow, insertIssued } from './issued.repository.ts';
import {
  completedSessionsOf,
  deleteCertificatesByIds,
  findCertificate,
  findCertificatePage,
  findCertificateViews,
  insertCertificate as insertCertificateRow,
  updateCertificateStatus,
} from './certificates.repository.ts';

export { CERT_MSG };

const today = async (ctx: AppContext) =>
  todayIn((await getSettings(ctx.db, ['time_zone'])).time_zone);

type Meta = CertificateMeta;

/** The student, class and session of a certificate must exist and belong together. */
async function checkMeta(db: DbOrTx, meta: Meta) {
  const student = await findUserById(db, meta.user_id);
  if (!student) throw badRequest(FILE_MSG.selectStudent, { user_id: FILE_MSG.selectStudent });
  const found = await classWithInstructor(db, meta.class_id);
  if (!found) throw badRequest(CERT_MSG.classNotFound, { class_id: CERT_MSG.classNotFound });
  const sessionId = meta.session_id ? Number(meta.session_id) : null;
  if (sessionId) {
    const session = await sessionById(db, sessionId);
    if (!session || session.classId !== meta.class_id)
      throw badRequest(CERT_MSG.sessionNotInClass, { session_id: CERT_MSG.sessionNotInClass });
  }
  return { student, cls: found.cls, sessionId, expirationDate: meta.expiration_date || null };
}

/** Writes the certificate row and tells the student, in one transaction with its audit entry. */
async function insertCertificate(
  ctx: AppContext,
  admin: UserRow,
  values: {
    meta: Awaited<ReturnType<typeof checkMeta>>;
    name: string;
    filePath: string;
    fileType: string;
    fileSize: number;
  },
  ip?: string,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await insertCertificateRow(tx, {
      userId: values.meta.student.id,
      classId: values.meta.cls.id,
      sessionId: values.meta.sessionId,
      certificateName: values.name,
      bucket: 'certificates',
      filePath: values.filePath,
      fileType: values.fileType,
      fileSize: values.fileSize,
      expirationDate: values.meta.expirationDate,
      uploadedBy: admin.id,
    });
    await notifyUser(tx, {
      user: values.meta.student,
      said: (lang) =>
        noticeIn('certificateIssued', lang, {
          name: values.name,
          classTitle: values.meta.cls.title,
        }),
      type: 'certificate',
      actionUrl: '/profile?section=certificates',
      metadata: { certificate_id: row.id },
      mail: 'always',
      appUrl: ctx.config.appUrl,
    });
    await recordActivity(tx, {
      userId: values.meta.student.id,
      action: 'certificate_issued',
      description: `Certificate issued: ${values.name}`,
      details: { certificate_name: values.name, class_title: values.meta.cls.title },
    });
    await recordAudit(tx, {
      actor: admin,
      action: 'certificate.create',
      targetType: 'certificate',
      targetId: row.id,
      after: { ...row },
      ip,
    });
    return row.id;
  });
}

async function dtoOf(ctx: AppContext, id: number) {
  const rows = await findCertificateViews(ctx.db, { id });
  return toCertificateDto(rows[0]!, await today(ctx));
}

/**
 * One-step upload (the upload dialog): the file is checked and stored, then the row written; if the
 * row cannot be written the file is removed again, so nothing is left orphaned.
 */
export async function uploadCertificate(
  ctx: AppContext,
  admin: UserRow,
  form: UploadedForm,
  ip?: string,
) {
  const meta = await checkMeta(ctx.db, parseOrThrow(certificateMetaSchema, form.fields));
  const checked = checkUpload(form.file!, true);
  const key = await storeFile(ctx, 'certificates', meta.student.id, checked, form.file!.data);
  try {
    const name = form.fields.certificate_name?.trim() || `${meta.cls.title} certificate`;
    const id = await insertCertificate(
      ctx,
      admin,
      { meta, name, filePath: key, fileType: checked.type, fileSize: checked.size },
      ip,
    );
    return { message: CERT_MSG.uploaded, certificate: await dtoOf(ctx, id) };
  } catch (error) {
    await ctx.storage.delete('certificates', key).catch(() => {});
    throw error;
  }
}

/**
 * POST /certificates/upload-metadata (the two-step flow of the catalogue): the file must already be
 * in the student's certificate folder. Type and size are read from the stored file, not trusted
 * from the body.
 */
export async function uploadMetadata(
  ctx: AppContext,
  admin: UserRow,
  input: CertificateMetadataInput,
  ip?: string,
) {
  const meta = await checkMeta(ctx.db, input);
  const key = (input.file_path || input.supabase_path || '').replace(/^certificates\//, '');
  if (!isSafeKey(key) || Number(key.split('/')[0]) !== meta.student.id)
    throw badRequest(CERT_MSG.fileMissing, { file_path: CERT_MSG.fileMissing });
  const data = await ctx.storage.get('certificates', key);
  if (!data) throw badRequest(CERT_MSG.fileMissing, { file_path: CERT_MSG.fileMissing });
  const type = sniffType(data);
  if (!type || !['pdf', 'jpg', 'jpeg', 'png'].includes(extensionOf(key)))
    throw new AppError(415, 'BAD_TYPE', FILE_MSG.badTypeScreen);
  const name = input.certificate_name?.trim() || `${meta.cls.title} certificate`;
  const id = await insertCertificate(
    ctx,
    admin,
    { meta, name, filePath: key, fileType: type, fileSize: data.length },
    ip,
  );
  return { message: CERT_MSG.uploaded, certificate: await dtoOf(ctx, id) };
}

/** GET /certificates: an admin sees all (with filters), anyone else their own. */
export async function listCertificates(ctx: AppContext, caller: UserRow, q: CertificateListQuery) {
  const day = await today(ctx);
  const { rows, total } = await findCertificatePage(
    ctx.db,
    {
      userId: caller.role !== 'admin' ? caller.id : q.user_id || undefined,
      classId: q.class_id || undefined,
      search: q.search || undefined,
      status: q.status && q.status !== 'all' ? q.status : undefined,
      today: day,
    },
    { limit: q.limit, offset: pageOffset(q.page, q.limit) },
  );
  return {
    certificates: rows.map((r) => toCertificateDto(r, day)),
    pagination: {
      page: q.page,
      limit: q.limit,
      total: total.total,
      total_is_estimate: total.estimated,
    },
  };
}

/** The file, for its owner or an admin; anyone else is told it does not exist. */
export async function downloadCertificate(ctx: AppContext, caller: UserRow, id: number) {
  const row = await findCertificate(ctx.db, id);
  if (!row || (caller.role !== 'admin' && row.userId !== caller.id))
    throw notFound(CERT_MSG.notFound);
  const data = row.verificationCode
    ? await issuedFile(ctx, row.id)
    : await ctx.storage.get('certificates', row.filePath);
  if (!data) throw notFound(CERT_MSG.notFound);
  const ext = row.filePath.split('.').pop();
  const safeName = row.certificateName.replace(/[^A-Za-z0-9 ._-]/g, '').trim() || 'certificate';
  return { data, type: row.fileType, fileName: `${safeName}.${ext}` };
}

/**
 * Deletes certificates and their files. Rows go in one transaction; files are removed after it
 * commits (a file whose removal fails is logged, never a row left pointing at nothing).
 */
export async function deleteCertificates(
  ctx: AppContext,
  admin: UserRow,
  ids: number[],
  ip?: string,
) {
  const removed = await ctx.db.transaction(async (tx) => {
    const rows = await deleteCertificatesByIds(tx, ids);
    for (const row of rows) {
      await recordAudit(tx, {
        actor: admin,
        action: 'certificate.delete',
        targetType: 'certificate',
        targetId: row.id,
        before: { ...row },
        ip,
      });
    }
    return rows;
  });
  for (const row of removed) {
    await ctx.storage
      .delete('certificates', row.filePath)
      .catch((error) =>
        ctx.log.error({ err: error, path: row.filePath }, 'certificate file not removed'),
      );
  }
  return removed.length;
}

export async function deleteOne(ctx: AppContext, admin: UserRow, id: number, ip?: string) {
  if ((await deleteCertificates(ctx, admin, [id], ip)) === 0) throw notFound(CERT_MSG.notFound);
  return { message: CERT_MSG.deleted };
}

export async function deleteMany(
  ctx: AppContext,
  admin: UserRow,
  { ids }: CertificateBulkDeleteInput,
  ip?: string,
) {
  const n = await deleteCertificates(ctx, admin, [...new Set(ids)], ip);
  return { message: CERT_MSG.bulkDeleted(n), deleted: n, requested: new Set(ids).size };
}

/** Revoking (or restoring) is an admin action; expired is derived from the date. */
export async function setCertificateStatus(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  { status }: CertificateStatusInput,
  ip?: string,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await updateCertificateStatus(tx, id, status);
    if (!row) throw notFound(CERT_MSG.notFound);
    await recordAudit(tx, {
      actor: admin,
      action: 'certificate.status',
      targetType: 'certificate',
      targetId: id,
      after: { status },
      ip,
    });
  });
  return { message: CERT_MSG.statusUpdated, certificate: await dtoOf(ctx, id) };
}

/** POST /admin/certificates/:id/revoke: revoked with the office's reason (any certificate). */
export async function revokeCertificate(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  body: unknown,
  ip?: string,
) {
  const { reason } = parseOrThrow(certificateRevokeSchema, body);
  await ctx.db.transaction(async (tx) => {
    const row = await revokeRow(tx, id, reason, new Date());
    if (!row) throw notFound(CERT_MSG.notFound);
    await recordAudit(tx, {
      actor: admin,
      action: 'certificate.revoke',
      targetType: 'certificate',
      targetId: id,
      after: { status: 'revoked', reason },
      ip,
    });
  });
  return { message: ISSUED_MSG.revoked, certificate: await dtoOf(ctx, id) };
}

/**
 * POST /admin/certificates/:id/reissue: a new issued certificate (new number and code, same
 * enrolment, session and expiry) replaces the current one, which is revoked with the new number
 * as its reason, so its code keeps answering "revoked". The PDF is rendered after the commit.
 */
export async function reissueCertificate(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  _body: unknown,
  ip?: string,
) {
  const now = new Date();
  const newId = await ctx.db.transaction(async (tx) => {
    const old = await lockCertificate(tx, id);
    if (!old) throw notFound(CERT_MSG.notFound);
    if (!old.verificationCode || !old.certificateNumber) throw badRequest(ISSUED_MSG.notIssued);
    if (old.supersededAt) throw conflict(ISSUED_MSG.alreadyReplaced, 'ALREADY_REPLACED');
    await supersedeRow(tx, id, now);
    const values = issuedValues(
      {
        enrollment_id: old.enrollmentId!,
        user_id: old.userId,
        class_id: old.classId!,
        session_id: old.sessionId!,
        title: old.certificateName.replace(/ certificate$/, ''),
        training_hours: old.trainingHours,
        start_date: old.sessionStart!,
        end_date: old.sessionEnd!,
        instructor_name: old.instructorName,
      },
      old.expirationDate,
      now,
      admin.id,
    );
    const [created] = await insertIssued(tx, [
      {
        ...values,
        enrollmentId: old.enrollmentId,
        classId: old.classId,
        sessionId: old.sessionId,
        certificateName: old.certificateName,
      },
    ]);
    await revokeRow(tx, id, `Reissued as ${values.certificateNumber}`, now);
    await recordAudit(tx, {
      actor: admin,
      action: 'certificate.reissue',
      targetType: 'certificate',
      targetId: id,
      after: { replaced_by: created, number: values.certificateNumber },
      ip,
    });
    return created!;
  });
  await renderIssued(ctx, [newId]);
  return { message: ISSUED_MSG.reissued, certificate: await dtoOf(ctx, newId) };
}

/** Sessions of a class the student completed (for the upload dialog's session choice). */
export async function completedSessions(
  ctx: AppContext,
  classId: number,
  { user_id }: CompletedSessionsQuery,
) {
  const rows = await completedSessionsOf(ctx.db, classId, user_id || undefined);
  return {
    sessions: rows.map((r) => ({
      id: r.id,
      session_date: r.startDate,
      start_time: r.startTime.slice(0, 5),
      end_time: r.endTime.slice(0, 5),
    })),
  };
}

/** A user's certificates with their class, newest first (the self-service profile). */
export { listCertificatesForUser } from './certificates.repository.ts';
