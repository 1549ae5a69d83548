import { randomBytes } from 'node:crypto';
import { languageOf, type Bilingual } from '../../mail/bilingual.ts';
import {
  ISSUED_MSG,
  LIMITS,
  certificateExpiry,
  formatDayForPeople,
  type CertificateVerification,
  type Language,
  type VerificationStatus,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound, tooManyRequests } from '../../lib/errors.ts';
import { todayIn } from '../../lib/time.ts';
import { FileExistsError } from '../../storage/storage.ts';
import { reserveHits } from '../auth/rate-limit.ts';
import { getSettings } from '../settings/settings.service.ts';
import { renderIssuedPdf } from './issued-pdf.ts';
import {
  completionFacts,
  insertIssued,
  issuedView,
  markRendered,
  type IssuedView,
  type NewIssued,
} from './issued.repository.ts';

/**
 * Certificates issued by CareClass when a session is completed (docs/decisions/0049). The rows are
 * written in the completion's transaction; the PDF is rendered after it commits (renderIssued),
 * and again on download if that never happened.
 */

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** RFC 4648 base32, lower case, no padding. */
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** 128 random bits: the public verification code (26 characters). */
export const newVerificationCode = () => base32(randomBytes(16));

/** CC-<year>-<8 random characters>: short enough to read out on the phone. */
export const newCertificateNumber = (year: string) =>
  `CC-${year}-${base32(randomBytes(5)).toUpperCase()}`;

/** Where an issued certificate's PDF lives in the certificates bucket. */
export const issuedFilePath = (userId: number, number: string) => `${userId}/issued_${number}.pdf`;

/** The values of a new issued certificate row. */
export function issuedValues(
  fact: {
    enrollment_id: number;
    user_id: number;
    class_id: number;
    session_id: number;
    title: string;
    training_hours: string | null;
    start_date: string;
    end_date: string;
    instructor_name: string | null;
  },
  expirationDate: string | null,
  now: Date,
  issuedBy: number | null,
): NewIssued {
  const number = newCertificateNumber(String(now.getUTCFullYear()));
  return {
    userId: fact.user_id,
    classId: fact.class_id,
    sessionId: fact.session_id,
    enrollmentId: fact.enrollment_id,
    certificateName: `${fact.title} certificate`,
    bucket: 'certificates',
    filePath: issuedFilePath(fact.user_id, number),
    fileType: 'application/pdf',
    fileSize: 0,
    expirationDate,
    uploadedBy: issuedBy,
    uploadDate: now,
    certificateNumber: number,
    verificationCode: newVerificationCode(),
    trainingHours: fact.training_hours,
    sessionStart: fact.start_date,
    sessionEnd: fact.end_date,
    instructorName: fact.instructor_name,
    issuedAt: now,
  };
}

/**
 * Issues one certificate per completed enrolment, in the caller's transaction; an enrolment that
 * already has one gets none. The certificate expires `validity` months after the session's last
 * day, at the end of that month. Answers the ids of the new certificates.
 */
export async function issueForCompletions(
  tx: DbOrTx,
  opts: { enrollmentIds: number[]; now: Date; issuedBy: number | null },
): Promise<number[]> {
  if (!opts.enrollmentIds.length) return [];
  const facts = await completionFacts(tx, opts.enrollmentIds);
  return insertIssued(
    tx,
    facts.map((f) =>
      issuedValues(f, certificateExpiry(f.end_date, f.validity_months), opts.now, opts.issuedBy),
    ),
  );
}

/** The data printed on a certificate worded in the holder's language (decision 0053). */
const PRINTED: Bilingual<{
  notRecorded: string;
  range: (a: string, b: string) => string;
  hours: (n: string) => string;
  noExpiry: string;
}> = {
  en: {
    notRecorded: 'Not recorded',
    range: (a, b) => `${a} to ${b}`,
    hours: (n) => `${n} training hours`,
    noExpiry: 'Does not expire',
  },
  es: {
    notRecorded: 'Sin registrar',
    range: (a, b) => `del ${a} al ${b}`,
    hours: (n) => `${n} horas de capacitación`,
    noExpiry: 'No vence',
  },
};

function sessionDatesText(start: string | null, end: string | null, lang: Language) {
  if (!start) return PRINTED[lang].notRecorded;
  if (!end || end === start) return formatDayForPeople(start, lang);
  return PRINTED[lang].range(formatDayForPeople(start, lang), formatDayForPeople(end, lang));
}

const hoursText = (hours: string | null, lang: Language) =>
  hours === null ? null : PRINTED[lang].hours(Number(hours).toFixed(1));

/** Writes the PDF of one issued certificate into storage; answers its bytes. */
async function renderOne(ctx: AppContext, view: IssuedView): Promise<Buffer> {
  const c = view.certificate;
  const { provider_name, time_zone } = await getSettings(ctx.db, ['provider_name', 'time_zone']);
  // In the holder's language when it is rendered (at issue, or on demand if the file is missing).
  const lang = languageOf(view);
  const pdf = await renderIssuedPdf({
    lang,
    providerName: provider_name,
    studentName: `${view.firstName} ${view.lastName}`.trim(),
    classTitle: view.classTitle ?? c.certificateName,
    hours: hoursText(c.trainingHours, lang),
    sessionDates: sessionDatesText(c.sessionStart, c.sessionEnd, lang),
    instructor: c.instructorName,
    issued: formatDayForPeople(todayIn(time_zone, c.issuedAt!), lang),
    expires: c.expirationDate ? formatDayForPeople(c.expirationDate, lang) : PRINTED[lang].noExpiry,
    number: c.certificateNumber!,
    code: c.verificationCode!,
    verifyUrl: `${ctx.config.appUrl}/verify/${c.verificationCode}`,
  });
  try {
    await ctx.storage.put('certificates', c.filePath, pdf, 'application/pdf');
  } catch (error) {
    // Rendered meanwhile by another call: the stored file is the same certificate.
    if (!(error instanceof FileExistsError)) throw error;
  }
  await markRendered(ctx.db, c.id, pdf.length, new Date());
  return pdf;
}

/**
 * Renders the PDFs of new certificates after their transaction committed. A failure is logged and
 * left to the download, which renders a missing file on demand.
 */
export async function renderIssued(ctx: AppContext, ids: number[]) {
  for (const id of ids) {
    try {
      const view = await issuedView(ctx.db, { id });
      if (view) await renderOne(ctx, view);
    } catch (error) {
      ctx.log.error({ err: error, certificate: id }, 'issued certificate not rendered');
    }
  }
}

/** The stored PDF of an issued certificate, rendered now if it is missing. */
export async function issuedFile(ctx: AppContext, id: number): Promise<Buffer | null> {
  const view = await issuedView(ctx.db, { id });
  if (!view) return null;
  const stored = await ctx.storage.get('certificates', view.certificate.filePath);
  return stored ?? renderOne(ctx, view);
}

/** valid, expired (past its expiration day in the provider's time zone) or revoked. */
export function verificationStatus(
  c: { status: string; expirationDate: string | null; supersededAt: Date | null },
  today: string,
): VerificationStatus {
  if (c.status === 'revoked' || c.supersededAt) return 'revoked';
  if (c.expirationDate && c.expirationDate < today) return 'expired';
  return 'valid';
}

/** GET /verify/:code, for anyone: limited per client address, and nothing personal but the name. */
export async function verifyCertificate(
  ctx: AppContext,
  code: string,
  ip: string,
): Promise<CertificateVerification> {
  const allowed = await reserveHits(ctx.db, [
    {
      key: `verify:ip:${ip}`,
      limit: LIMITS.verifyLookupsPerWindow,
      windowMinutes: LIMITS.verifyWindowMinutes,
    },
  ]);
  if (!allowed) throw tooManyRequests(ISSUED_MSG.tooMany);
  const normal = code.trim().toLowerCase();
  const view = /^[a-z2-7]{26}$/.test(normal)
    ? await issuedView(ctx.db, { code: normal })
    : undefined;
  if (!view) throw notFound(ISSUED_MSG.unknownCode);
  const c = view.certificate;
  const { provider_name, time_zone } = await getSettings(ctx.db, ['provider_name', 'time_zone']);
  return {
    certificate: {
      holder_name: `${view.firstName} ${view.lastName}`.trim(),
      class_title: view.classTitle ?? c.certificateName,
      training_hours: c.trainingHours === null ? null : Number(c.trainingHours),
      session_start: c.sessionStart,
      session_end: c.sessionEnd,
      instructor_name: c.instructorName,
      provider_name,
      certificate_number: c.certificateNumber!,
      issued_on: todayIn(time_zone, c.issuedAt!),
      expires_on: c.expirationDate,
      status: verificationStatus(c, todayIn(time_zone)),
    },
  };
}
