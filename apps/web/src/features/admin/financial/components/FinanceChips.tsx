import Chip, { type ChipProps } from '@mui/material/Chip';
import { statusLabel } from '../../components/StatusChip.tsx';

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

export function OutstandingChip({ status }: { status: 'overdue' | 'due_soon' }) {
  return (
    <Chip
      size="small"
      color={status === 'overdue' ? 'error' : 'warning'}
      label={status === 'overdue' ? 'Overdue' : 'Due soon'}
    />
  );
}
