import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import {
  LIMITS,
  financeSummarySchema,
  financeTransactionListSchema,
  outstandingPaymentsSchema,
  paymentReminderListSchema,
} from '@careclass/shared';
import type { DateRange } from '../types.ts';
import { financeKeys } from './keys.ts';

/** The page of a list the server pages: page from 1, rows a page. */
interface PageQuery {
  page: number;
  limit: number;
}

/** GET /admin/financial/summary?startDate&endDate: the four cards (docs/decisions/0016). */
export async function getSummary(range: DateRange, signal?: AbortSignal) {
  return api.get('/admin/financial/summary', {
    signal,
    query: { ...range },
    schema: financeSummarySchema,
  });
}

/**
 * GET /admin/financial/transactions?startDate&endDate: payments and refunds, newest first; the
 * newest 500 of the range (the largest page), which the table pages on the screen.
 */
export async function getTransactions(range: DateRange, signal?: AbortSignal) {
  const data = await api.get('/admin/financial/transactions', {
    signal,
    query: { ...range, limit: LIMITS.transactionPageSize[1] },
    schema: financeTransactionListSchema,
  });
  return data.transactions;
}

/**
 * GET /admin/financial/payments/outstanding?page&limit: a page of the unpaid payments, now, with
 * the stats of all of them. Not limited to the screen's date range: that range looks back, and
 * money due later must show.
 */
export async function getOutstanding(page: PageQuery, signal?: AbortSignal) {
  return api.get('/admin/financial/payments/outstanding', {
    signal,
    query: { ...page },
    schema: outstandingPaymentsSchema,
  });
}

/** GET /admin/financial/reminders?startDate&endDate: reminders sent, newest first. */
export async function getReminders(range: DateRange, signal?: AbortSignal) {
  const data = await api.get('/admin/financial/reminders', {
    signal,
    query: { ...range },
    schema: paymentReminderListSchema,
  });
  return data.reminders;
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

export function useOutstandingPayments(page: PageQuery) {
  return useQuery({
    queryKey: financeKeys.outstanding(page),
    queryFn: ({ signal }) => getOutstanding(page, signal),
    placeholderData: keepPreviousData,
  });
}
