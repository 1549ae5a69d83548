import {
  RECEIPT_MSG,
  centsToDollars,
  formatDateForPeople,
  formatUsd,
  type Language,
} from '@careclass/shared';
import { languageOf } from '../../mail/bilingual.ts';
import { todayIn } from '../../lib/time.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { getSettings } from '../settings/settings.service.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { findReceiptRow, type ReceiptRow } from './receipt.repository.ts';
import { renderReceiptPdf, type ReceiptContent } from './receipt-pdf.ts';

export { RECEIPT_MSG };

/** The receipt number of a payment: one payment is paid at most once, so its id is enough. */
export const receiptNumber = (paymentId: number) => `R-${String(paymentId).padStart(6, '0')}`;

export const receiptFileName = (paymentId: number) => `receipt-${receiptNumber(paymentId)}.pdf`;

/** A calendar date (yyyy-MM-dd) as "March 5, 2026". */
/** The words the receipt says itself (the office's data stays as written). */
const RECEIPT_TEXT = {
  en: {
    card: (lastFour: string) => `Card ending in ${lastFour}`,
    online: 'Online payment',
    noClass: 'Class',
    notScheduled: 'Not scheduled',
    refunded: (amount: string, day: string) => `Refunded ${amount} on ${day}.`,
  },
  es: {
    card: (lastFour: string) => `Tarjeta terminada en ${lastFour}`,
    online: 'Pago en línea',
    noClass: 'Clase',
    notScheduled: 'Sin programar',
    refunded: (amount: string, day: string) => `Reembolso de ${amount} el ${day}.`,
  },
} satisfies Record<Language, unknown>;

/** An instant as the provider's calendar date ("2026-12-23" in its zone), for people. */
function dayOf(at: Date, timeZone: string, lang: Language) {
  return formatDateForPeople(todayIn(timeZone, at), lang);
}

/**
 * The card, by its last four digits: the brand is not known, since card details stay on the
 * student's device and only the last four reach the server.
 */
function methodText(row: ReceiptRow, lang: Language) {
  return row.last_four ? RECEIPT_TEXT[lang].card(row.last_four) : RECEIPT_TEXT[lang].online;
}

async function contentOf(db: DbOrTx, row: ReceiptRow & { paid_at: Date }): Promise<ReceiptContent> {
  const s = await getSettings(db, [
    'provider_name',
    'address',
    'contact_email',
    'contact_phone',
    'time_zone',
  ]);
  const lang = languageOf({ preferredLanguage: row.preferred_language });
  const words = RECEIPT_TEXT[lang];
  return {
    lang,
    number: receiptNumber(row.payment_id),
    provider: {
      name: s.provider_name,
      address: s.address,
      email: s.contact_email,
      phone: s.contact_phone,
    },
    student: { name: `${row.first_name} ${row.last_name}`, email: row.email },
    amount: formatUsd(centsToDollars(row.amount_cents), lang),
    classTitle: row.class_title ?? words.noClass,
    sessionDate: row.session_start
      ? formatDateForPeople(row.session_start, lang)
      : words.notScheduled,
    paymentDate: dayOf(new Date(row.paid_at), s.time_zone, lang),
    method: methodText(row, lang),
    reference: row.reference,
    refund:
      row.refunded_cents > 0 && row.refunded_at
        ? words.refunded(
            formatUsd(centsToDollars(row.refunded_cents), lang),
            dayOf(new Date(row.refunded_at), s.time_zone, lang),
          )
        : null,
  };
}

/**
 * The receipt PDF of a paid payment: 404 when there is no such payment (or, with a reader, when
 * it is neither theirs nor are they an administrator, so ids cannot be probed), 409 when it was
 * never paid. Used by the download route and, without a reader, by the mail sweep.
 */
export async function buildReceipt(db: DbOrTx, paymentId: number, reader?: UserRow) {
  const row = await findReceiptRow(db, paymentId);
  if (!row || (reader && row.user_id !== reader.id && reader.role !== 'admin')) {
    throw notFound(RECEIPT_MSG.notFound);
  }
  if (!row.paid_at) throw new AppError(409, 'NOT_PAID', RECEIPT_MSG.notPaid);
  const pdf = await renderReceiptPdf(await contentOf(db, { ...row, paid_at: row.paid_at }));
  return { fileName: receiptFileName(paymentId), pdf };
}
