import type { TransactionStatus, TransactionType } from '@careclass/shared';

/**
 * The four cards (specification 000, 3 "Financial summary"), in dollars, with the parts the
 * server adds so the cards can show how they add up (docs/decisions/0016).
 */
export interface FinancialSummary {
  totalRevenue: number;
  pendingPayments: number;
  monthlyRevenue: number;
  outstandingBalance: number;
  collected: number;
  refunded: number;
  overdueAmount: number;
}

export interface Transaction {
  id: number;
  payment_id: number | null;
  user_id: number;
  student_name: string;
  student_email: string;
  class_name: string | null;
  type: TransactionType;
  status: TransactionStatus;
  amount: number;
  provider: string | null;
  reference: string | null;
  last_four: string | null;
  description: string | null;
  created_at: string;
}

/** Overdue, due within 7 days, or not yet due (`pending`). */
export type OwedStatus = 'overdue' | 'due_soon' | 'pending';

/** Specification 000, 3 "Outstanding payment"; the list holds every unpaid payment. */
export interface OutstandingPayment {
  id: number;
  user_id: number;
  student_name: string;
  student_email: string;
  class_name: string | null;
  amount: number;
  due_date: string;
  status: OwedStatus;
  days_overdue: number;
  days_until_due: number;
  last_four: string | null;
}

export interface OutstandingStats {
  total_outstanding: number;
  overdue_amount: number;
  overdue_count: number;
  due_soon_amount: number;
  due_soon_count: number;
  not_yet_due_amount: number;
  not_yet_due_count: number;
}

/** A reminder sent about a payment (button, custom message or the payment sweep). */
export interface SentReminder {
  id: number;
  payment_id: number | null;
  user_id: number;
  student_name: string;
  student_email: string;
  class_name: string | null;
  amount: number | null;
  due_date: string | null;
  title: string | null;
  sent_at: string;
}

export interface DateRange {
  /** yyyy-MM-dd */
  startDate: string;
  endDate: string;
}
