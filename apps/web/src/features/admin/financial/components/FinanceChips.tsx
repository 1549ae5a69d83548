import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import {
  TRANSACTION_STATUSES,
  type OutstandingPayment,
  type TransactionStatus,
} from '@careclass/shared';
import { statusLabel } from '../../components/StatusChip.tsx';

type OwedStatus = OutstandingPayment['status'];

type ChipColor = NonNullable<ChipProps['color']>;

const TRANSACTION: Record<string, ChipColor> = {
  completed: 'success',
  pending: 'warning',
  failed: 'error',
  refunded: 'info',
  cancelled: 'default',
};

const isTransactionStatus = (status: string): status is TransactionStatus =>
  (TRANSACTION_STATUSES as readonly string[]).includes(status);

export function TransactionStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('adminFinance');
  const label = isTransactionStatus(status)
    ? t(`transactionStatus.${status}`)
    : statusLabel(status);
  return <Chip size="small" color={TRANSACTION[status] ?? 'default'} label={label} />;
}

const OWED: Record<OwedStatus, ChipColor> = {
  overdue: 'error',
  due_soon: 'warning',
  pending: 'default',
};

export function OutstandingChip({ status }: { status: OwedStatus }) {
  const { t } = useTranslation('adminFinance');
  const known = Object.hasOwn(OWED, status) ? status : 'pending';
  return <Chip size="small" color={OWED[known]} label={t(`owed.${known}`)} />;
}
