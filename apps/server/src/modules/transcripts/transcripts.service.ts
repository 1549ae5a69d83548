import {
  CDA_AREA_GOAL_HOURS,
  CDA_SUBJECT_AREAS,
  CDA_TOTAL_GOAL_HOURS,
  TRANSCRIPT_MSG,
  type ExternalTrainingAdded,
  type ExternalTrainingBody,
  type MessageAnswer,
  type Transcript,
  type TranscriptEntry,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { todayIn } from '../../lib/time.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import { renderTranscriptPdf } from './transcript-pdf.ts';
import { languageOf } from '../../mail/bilingual.ts';
import {
  deleteExternal,
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

export async function addExternalTraining(
  ctx: AppContext,
  admin: UserRow,
  userId: number,
  body: ExternalTrainingBody,
  ip?: string,
): Promise<ExternalTrainingAdded> {
  const { time_zone } = await getSettings(ctx.db, ['time_zone']);
  if (body.date > todayIn(time_zone))
    throw badRequest(TRANSCRIPT_MSG.date, { date: TRANSCRIPT_MSG.date });
  return ctx.db.transaction(async (tx) => {
    if (!(await findStudent(tx, userId))) throw notFound(TRANSCRIPT_MSG.userNotFound);
    const row = await insertExternal(tx, {
      userId,
      title: body.title,
      completedOn: body.date,
      hours: (Math.round(body.hours * 10) / 10).toFixed(1),
      cdaSubjectAreas: [...new Set(body.cda_subject_areas)].sort((a, b) => a - b),
      createdBy: admin.id,
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
      }),
    };
  });
}

export async function removeExternalTraining(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  ip?: string,
): Promise<MessageAnswer> {
  return ctx.db.transaction(async (tx) => {
    const row = await deleteExternal(tx, id);
    if (!row) throw notFound(TRANSCRIPT_MSG.notFound);
    await recordAudit(tx, {
      actor: admin,
      action: 'external_training.delete',
      targetType: 'user',
      targetId: row.userId,
      before: { id: row.id },
      ip,
    });
    return { message: TRANSCRIPT_MSG.deleted };
  });
}
