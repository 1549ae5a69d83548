import type { TransactionStatus, TransactionType } from '@careclass/shared';

/** The four cards (specification 000, 3 "Financial summary"), in dollars. */
export interface FinancialSummary {
  totalRevenue: number;
  pendingPayments: number;
  monthlyRevenue: number;
  outstandingBalance: number;
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

/** Specification 000, 3 "Outstanding payment". */
export interface OutstandingPayment {
  id: number;
  user_id: number;
  student_name: string;
  student_email: string;
  class_name: string | null;
  amount: number;
  due_date: string;
  status: 'overdue' | 'due_soon';
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
}

export interface DateRange {
  /** yyyy-MM-dd */
  startDate: string;
  endDate: string;
}
