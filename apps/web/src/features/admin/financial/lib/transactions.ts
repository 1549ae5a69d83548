import {
  TRANSACTION_STATUSES,
  type FinanceTransaction as Transaction,
  type TransactionStatus,
} from '@careclass/shared';

/** Changes that cannot be taken back; the screen asks first. */
export const FINAL_STATUSES: readonly TransactionStatus[] = ['refunded', 'cancelled'];

/**
 * The statuses a transaction may move to, as the server allows them (docs/decisions/0016):
 * refunded and cancelled are final, only a completed payment can be refunded, and reminders (a
 * record of a message sent, amount 0) have no status to manage.
 */
export function nextStatuses(t: Pick<Transaction, 'type' | 'status'>): TransactionStatus[] {
  if (t.type === 'reminder' || FINAL_STATUSES.includes(t.status)) return [];
  return TRANSACTION_STATUSES.filter(
    (s) =>
      s !== t.status && (s !== 'refunded' || (t.type === 'payment' && t.status === 'completed')),
  );
}

/**
 * The note shown under a transaction's type. A payment's stored description ("Payment for CPR")
 * only repeats its type and class, which have their own columns; refunds and adjustments say
 * something of their own ("Refund of transaction 12").
 */
export function detailOf(t: Pick<Transaction, 'type' | 'description'>): string | null {
  return t.type === 'payment' ? null : t.description || null;
}

/** A payment that went through (completed, or refunded later) has a receipt. */
export function hasReceipt(t: Pick<Transaction, 'type' | 'status' | 'payment_id'>): boolean {
  return (
    t.type === 'payment' &&
    t.payment_id !== null &&
    (t.status === 'completed' || t.status === 'refunded')
  );
}
