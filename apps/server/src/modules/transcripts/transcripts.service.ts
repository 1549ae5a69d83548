import {
  CDA_AREA_GOAL_HOURS,
  CDA_SUBJECT_AREAS,
  CDA_TOTAL_GOAL_HOURS,
  TRANSCRIPT_MSG,
  externalTrainingBodySchema,
  type ExternalTrainingAdded,
  type ExternalTrainingBody,
  type MessageAnswer,
  type Transcript,
  type TranscriptEntry,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { todayIn } from '../../lib/time.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import { checkUpload, type CheckedFile } from '../files/file-checks.ts';
import type { UploadedForm } from '../files/multipart.ts';
import { storeFile } from '../files/store-file.ts';
import { renderTranscriptPdf } from './transcript-pdf.ts';
import { languageOf } from '../../mail/bilingual.ts';
import {
  countExternalFileUses,
  deleteExternal,
  deleteExternalOf,
  findExternalFile,
  findStudent,
  insertExternal,
  transcriptEntries,
  type EntryRow,
} from './transcripts.repository.ts';

/**
 * The training-hours transcript (docs/decisions/0051). Hours are summed in integer tenths of an
 * hour (the columns are numeric(5,1)), so totals are exact.
 */

/** "8.5" -> 85. */
export const toTenths = (hours: string): number => {
  const [whole = '0', frac = '0'] = hours.split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 10 + Number(frac.slice(0, 1) || '0'));
};
/** 85 -> 8.5 (the nearest double of a one-decimal number prints exactly). */
export const fromTenths = (tenths: number): number => tenths / 10;

/** The day `months` calendar months before `day` (YYYY-MM-DD), clamped to the month's last day. */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(Math.min(d, last))}`;
}

const toEntry = (r: EntryRow): TranscriptEntry => ({
  kind: r.kind,
  id: r.id,
  title: r.title,
  completed_on: r.completed_on,
  hours: fromTenths(toTenths(r.hours)),
  cda_subject_areas: [...new Set(r.cda_subject_areas)].sort((a, b) => a - b),
  certificate_number: r.certificate_number,
  file:
    r.file_name === null
      ? null
      : { name: r.file_name, type: r.file_type ?? '', size: r.file_size ?? 0 },
});

/**
 * Totals by window: a training counts in the last 12 (36) months when it was completed on or after
 * the same calendar day 12 (36) months before the provider's today.
 */
export function summarise(rows: EntryRow[], today: string) {
  const from12 = monthsBefore(today, 12);
  const from36 = monthsBefore(today, 36);
  let all = 0;
  let last12 = 0;
  let last36 = 0;
  const perArea = new Map<number, number>(CDA_SUBJECT_AREAS.map((a) => [a.id, 0]));
  for (const r of rows) {
    const tenths = toTenths(r.hours);
    all += tenths;
    if (r.completed_on >= from12) last12 += tenths;
    if (r.completed_on >= from36) last36 += tenths;
    for (const area of new Set(r.cda_subject_areas)) {
      if (perArea.has(area)) perArea.set(area, perArea.get(area)! + tenths);
    }
  }
  const areas = CDA_SUBJECT_AREAS.map((a) => {
    const hours = fromTenths(perArea.get(a.id)!);
    return {
      area: a.id,
      name: a.name,
      hours,
      goal: CDA_AREA_GOAL_HOURS,
      met: perArea.get(a.id)! >= CDA_AREA_GOAL_HOURS * 10,
    };
  });
  return {
    totals: {
      last_12_months: fromTenths(last12),
      last_36_months: fromTenths(last36),
      all_time: fromTenths(all),
    },
    goal: {
      total: CDA_TOTAL_GOAL_HOURS,
      per_area: CDA_AREA_GOAL_HOURS,
      met: all >= CDA_TOTAL_GOAL_HOURS * 10 && areas.every((a) => a.met),
    },
    areas,
  };
}

export async function getTranscript(
  ctx: AppContext,
  userId: number,
  now = new Date(),
): Promise<Transcript> {
  const student = await findStudent(ctx.db, userId);
  if (!student) throw notFound(TRANSCRIPT_MSG.userNotFound);
  const { time_zone } = await getSettings(ctx.db, ['time_zone']);
  const today = todayIn(time_zone, now);
  const rows = await transcriptEntries(ctx.db, userId);
  return {
    student: {
      id: student.id,
      name: `${student.firstName} ${student.lastName}`.trim(),
      email: student.email,
    },
    as_of: today,
    ...summarise(rows, today),
    entries: rows.map(toEntry),
  };
}

export async function getTranscriptPdf(
  ctx: AppContext,
  userId: number,
): Promise<{ data: Buffer; fileName: string }> {
  const transcript = await getTranscript(ctx, userId);
  const { provider_name } = await getSettings(ctx.db, ['provider_name']);
  // In the holder's language (decision 0053); titles and names stay as they were written.
  const lang = languageOf(await findStudent(ctx.db, userId));
  const data = await renderTranscriptPdf(provider_name, transcript, lang);
  return { data, fileName: `training-transcript-${transcript.as_of}.pdf` };
}

/** The file of external training: stored like an uploaded certificate, in the student's folder. */
const FILE_BUCKET = 'certificates' as const;

/**
 * The fields of the multipart form as the JSON body reads them: hours as a number, the areas as
 * a list ("1, 5"). Anything that is not a number stays text, so the schema's message answers it.
 */
export function formToBody(fields: Record<string, string>): unknown {
  const number = (v: string) => (v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);
  const areas = (fields.cda_subject_areas ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(number);
  return {
    title: fields.title,
    date: fields.date,
    hours: fields.hours === undefined || fields.hours === '' ? undefined : number(fields.hours),
    cda_subject_areas: areas,
  };
}

/**
 * POST /admin/users/:id/external-training: a JSON body, or a multipart form with the file. The
 * file is checked (PDF, JPG or PNG, 5 MB, as uploaded certificates) and stored first, then the row
 * and its audit entry are written in one transaction; when they cannot be, the file is removed
 * again, so no file is left without its row and no row points at a missing file.
 */
export async function addExternalTraining(
  ctx: AppContext,
  admin: UserRow,
  userId: number,
  input: { body: unknown } | { form: UploadedForm },
  ip?: string,
): Promise<ExternalTrainingAdded> {
  const body = parseOrThrow(
    externalTrainingBodySchema,
    'form' in input ? formToBody(input.form.fields) : input.body,
  );
  const { time_zone } = await getSettings(ctx.db, ['time_zone']);
  if (body.date > todayIn(time_zone))
    throw badRequest(TRANSCRIPT_MSG.date, { date: TRANSCRIPT_MSG.date });
  if (!('form' in input)) return insertExternalTraining(ctx, admin, userId, body, null, ip);
  // Nothing is stored for a student who does not exist.
  if (!(await findStudent(ctx.db, userId))) throw notFound(TRANSCRIPT_MSG.userNotFound);
  const upload = input.form.file!;
  const checked = checkUpload(upload, true);
  const key = await storeFile(ctx, FILE_BUCKET, userId, checked, upload.data);
  try {
    return await insertExternalTraining(
      ctx,
      admin,
      userId,
      body,
      { key, name: cleanFileName(upload.fileName, checked), checked },
      ip,
    );
  } catch (error) {
    await ctx.storage
      .delete(FILE_BUCKET, key)
      .catch((failure: unknown) =>
        ctx.log.error({ err: failure, path: key }, 'external training file not removed'),
      );
    throw error;
  }
}

/** The name the office chose, without folders (some browsers send a whole path), at most 200 characters. */
function cleanFileName(name: string, checked: CheckedFile) {
  const base = (name.split(/[\\/]/).pop() ?? '').trim();
  return base.length > 0 && base.length <= 200 ? base : `certificate.${checked.extension}`;
}

async function insertExternalTraining(
  ctx: AppContext,
  admin: UserRow,
  userId: number,
  body: ExternalTrainingBody,
  file: { key: string; name: string; checked: CheckedFile } | null,
  ip?: string,
): Promise<ExternalTrainingAdded> {
  return ctx.db.transaction(async (tx) => {
    if (!(await findStudent(tx, userId))) throw notFound(TRANSCRIPT_MSG.userNotFound);
    const row = await insertExternal(tx, {
      userId,
      title: body.title,
      completedOn: body.date,
      hours: (Math.round(body.hours * 10) / 10).toFixed(1),
      cdaSubjectAreas: [...new Set(body.cda_subject_areas)].sort((a, b) => a - b),
      createdBy: admin.id,
      ...(file
        ? {
            filePath: file.key,
            fileName: file.name,
            fileType: file.checked.type,
            fileSize: file.checked.size,
          }
        : {}),
    });
    await recordAudit(tx, {
      actor: admin,
      action: 'external_training.create',
      targetType: 'user',
      targetId: userId,
      after: { ...row },
      ip,
    });
    return {
      message: TRANSCRIPT_MSG.added,
      entry: toEntry({
        kind: 'external',
        id: row.id,
        title: row.title,
        completed_on: row.completedOn,
        hours: row.hours,
        cda_subject_areas: row.cdaSubjectAreas,
        certificate_number: null,
        file_name: row.fileName,
        file_type: row.fileType,
        file_size: row.fileSize,
      }),
    };
  });
}

/**
 * DELETE /admin/external-training/:id. The row and its audit entry go in one transaction; its
 * file is removed after the commit (a failed removal is logged and leaves a file without a row,
 * never a row pointing at a missing file).
 */
export async function removeExternalTraining(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  ip?: string,
): Promise<MessageAnswer> {
  const row = await ctx.db.transaction(async (tx) => {
    const deleted = await deleteExternal(tx, id);
    if (!deleted) throw notFound(TRANSCRIPT_MSG.notFound);
    await recordAudit(tx, {
      actor: admin,
      action: 'external_training.delete',
      targetType: 'user',
      targetId: deleted.userId,
      before: { id: deleted.id, title: deleted.title, file_name: deleted.fileName },
      ip,
    });
    return deleted;
  });
  if (row.filePath) await removeExternalTrainingFiles(ctx, [row.filePath]);
  return { message: TRANSCRIPT_MSG.deleted };
}

/**
 * The file of external training: for the office any, for a student their own only (another
 * student's, like one without a file, is 404).
 */
export async function downloadExternalFile(ctx: AppContext, id: number, holderId?: number) {
  const row = await findExternalFile(ctx.db, id, holderId);
  if (!row?.filePath) throw notFound(TRANSCRIPT_MSG.fileNotFound);
  const data = await ctx.storage.get(FILE_BUCKET, row.filePath);
  if (!data) throw notFound(TRANSCRIPT_MSG.fileNotFound);
  return { data, type: row.fileType!, fileName: row.fileName! };
}

/** For the storage routes: a file external training points at is removed with it only. */
export async function isExternalTrainingFile(db: DbOrTx, key: string) {
  return (await countExternalFileUses(db, key)) > 0;
}

/**
 * A deleted account's own training records (docs/decisions/0012): its external training entries go
 * in the deletion's transaction, and the files they pointed at (the person's own scans) are
 * returned for removal once it commits, with removeExternalTrainingFiles.
 */
export async function forgetExternalTrainingOf(tx: DbOrTx, userId: number): Promise<string[]> {
  return deleteExternalOf(tx, userId);
}

/** Removes stored files after the change that let go of them committed; a failure is logged. */
export async function removeExternalTrainingFiles(ctx: AppContext, paths: string[]) {
  for (const key of new Set(paths)) {
    await ctx.storage
      .delete(FILE_BUCKET, key)
      .catch((error: unknown) =>
        ctx.log.error({ err: error, path: key }, 'external training file not removed'),
      );
  }
}
