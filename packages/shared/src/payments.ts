import type { PaymentStatus } from './enums.ts';

export const DUE_SOON_DAYS = 7;

/** Whole days from `from` to `to`, both `yyyy-MM-dd`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Payment status (DESIGN.md 4.11): paid and cancelled stay as they are; otherwise overdue after the
 * due date, due_soon within 7 days of it, else pending. `today` is the provider's local date.
 */
export function derivePaymentStatus(
  stored: PaymentStatus,
  dueDate: string,
  today: string,
): PaymentStatus {
  if (stored === 'paid' || stored === 'cancelled') return stored;
  const days = daysBetween(today, dueDate);
  if (days < 0) return 'overdue';
  if (days <= DUE_SOON_DAYS) return 'due_soon';
  return 'pending';
}

/** A payment still owed. */
export const isUnpaid = (status: PaymentStatus) => status !== 'paid' && status !== 'cancelled';
