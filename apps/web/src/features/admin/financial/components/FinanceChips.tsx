import Chip, { type ChipProps } from '@mui/material/Chip';
import { statusLabel } from '../../components/StatusChip.tsx';
import type { OutstandingPayment } from '@careclass/shared';

type OwedStatus = OutstandingPayment['status'];

type ChipColor = NonNullable<ChipProps['color']>;

const TRANSACTION: Record<string, ChipColor> = {
  completed: 'success',
  pending: 'warning',
  failed: 'error',
  refunded: 'info',
  cancelled: 'default',
};

export function TransactionStatusChip({ status }: { status: string }) {
  return <Chip size="small" color={TRANSACTION[status] ?? 'default'} label={statusLabel(status)} />;
}

const OWED: Record<OwedStatus, { color: ChipColor; label: string }> = {
  overdue: { color: 'error', label: 'Overdue' },
  due_soon: { color: 'warning', label: 'Due soon' },
  pending: { color: 'default', label: 'Not yet due' },
};

export function OutstandingChip({ status }: { status: OwedStatus }) {
  const { color, label } = OWED[status] ?? OWED.pending;
  return <Chip size="small" color={color} label={label} />;
}
