import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { arrayField } from '../../lib/api-helpers.ts';
import type {
  DateRange,
  FinancialSummary,
  OutstandingPayment,
  OutstandingStats,
  SentReminder,
  Transaction,
} from '../types.ts';
import { financeKeys } from './keys.ts';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** GET /admin/financial/summary?startDate&endDate: the four cards, each 0 when missing. */
export async function getSummary(range: DateRange, signal?: AbortSignal) {
  const data = await api.get<Partial<FinancialSummary> | null>('/admin/financial/summary', {
    signal,
    query: { ...range },
  });
  return {
    totalRevenue: num(data?.totalRevenue),
    pendingPayments: num(data?.pendingPayments),
    monthlyRevenue: num(data?.monthlyRevenue),
    outstandingBalance: num(data?.outstandingBalance),
    collected: num(data?.collected),
    refunded: num(data?.refunded),
    overdueAmount: num(data?.overdueAmount),
  } satisfies FinancialSummary;
}

/** GET /admin/financial/transactions?startDate&endDate: payments and refunds, newest first. */
export async function getTransactions(range: DateRange, signal?: AbortSignal) {
  const data = await api.get<unknown>('/admin/financial/transactions', {
    signal,
    query: { ...range },
  });
  return arrayField<Transaction>(data, 'transactions');
}

/**
 * GET /admin/financial/payments/outstanding: every unpaid payment, now. Not limited to the
 * screen's date range: that range looks back, and money due later must show.
 */
export async function getOutstanding(signal?: AbortSignal) {
  const data = await api.get<{ stats?: Partial<OutstandingStats> }>(
    '/admin/financial/payments/outstanding',
    { signal },
  );
  const payments = arrayField<OutstandingPayment>(data, 'payments');
  const s = data?.stats ?? {};
  const stats: OutstandingStats = {
    total_outstanding: num(s.total_outstanding),
    overdue_amount: num(s.overdue_amount),
    overdue_count: num(s.overdue_count),
    due_soon_amount: num(s.due_soon_amount),
    due_soon_count: num(s.due_soon_count),
    not_yet_due_amount: num(s.not_yet_due_amount),
    not_yet_due_count: num(s.not_yet_due_count),
  };
  return { payments, stats };
}

/** GET /admin/financial/reminders?startDate&endDate: reminders sent, newest first. */
export async function getReminders(range: DateRange, signal?: AbortSignal) {
  const data = await api.get<unknown>('/admin/financial/reminders', {
    signal,
    query: { ...range },
  });
  return arrayField<SentReminder>(data, 'reminders');
}

export function useReminders(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: financeKeys.reminders(range),
    queryFn: ({ signal }) => getReminders(range, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useFinancialSummary(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: financeKeys.summary(range),
    queryFn: ({ signal }) => getSummary(range, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: financeKeys.transactions(range),
    queryFn: ({ signal }) => getTransactions(range, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useOutstandingPayments() {
  return useQuery({
    queryKey: financeKeys.outstanding(),
    queryFn: ({ signal }) => getOutstanding(signal),
  });
}
