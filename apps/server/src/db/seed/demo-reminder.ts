import { certificates } from '../schema/index.ts';
import type { Tx } from '../client.ts';
import { todayIn } from '../../lib/time.ts';
import { remindForDemo } from '../../modules/certificates/reminders.service.ts';
import { DEFAULT_SETTINGS } from '../../modules/settings/settings.service.ts';
import { demoCertificatePdf } from './demo-pdf.ts';
import type { DemoFile } from './demo-history.ts';

/** Days until the demo student's card expires: within the 30-day reminder, before the 7-day one. */
const EXPIRES_IN_DAYS = 21;

const dayPlus = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The demo student's CPR card from two years ago, expiring in three weeks, and the expiry reminder
 * the sweep would have sent for it (docs/decisions/0052): the same record and notification,
 * written by the same code, without an e-mail. The CPR class renews itself and its later session
 * has free seats, so "Hold a seat for me" works on first start.
 */
export async function insertDemoReminder(
  tx: Tx,
  input: { studentId: number; studentName: string; cprClassId: number; adminId: number | null },
): Promise<DemoFile[]> {
  const now = new Date();
  const timeZone = DEFAULT_SETTINGS.time_zone;
  const expires = dayPlus(todayIn(timeZone, now), EXPIRES_IN_DAYS);
  const name = 'CPR and First Aid Certification';
  const data = demoCertificatePdf(`${name} - ${input.studentName}`);
  const key = `${input.studentId}/certificate_${input.studentId}_cpr.pdf`;
  const uploaded = new Date(now.getTime() - (730 - EXPIRES_IN_DAYS) * 86_400_000);
  const [row] = await tx
    .insert(certificates)
    .values({
      userId: input.studentId,
      classId: input.cprClassId,
      certificateName: name,
      filePath: key,
      fileType: 'application/pdf',
      fileSize: data.length,
      expirationDate: expires,
      uploadedBy: input.adminId,
      uploadDate: uploaded,
      createdAt: uploaded,
    })
    .returning({ id: certificates.id });
  await remindForDemo(
    tx,
    { appUrl: '', timeZone, days: [...DEFAULT_SETTINGS.expiry_reminder_days], now },
    row!.id,
  );
  return [{ key, data }];
}
