import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@careclass/shared';
import {
  ResponsiveTable,
  type Column,
  type ListLayout,
} from '../../components/ResponsiveTable.tsx';
import { formatDay } from '../../lib/format.ts';
import { dueText } from '../lib/range.ts';
import type { OutstandingPayment } from '@careclass/shared';
import { OutstandingChip } from './FinanceChips.tsx';

const COLUMNS: Column<OutstandingPayment>[] = [
  {
    header: 'Student',
    card: 'title',
    cell: (p) => (
      <>
        <Box sx={{ fontWeight: 600 }}>{p.student_name}</Box>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {p.student_email}
        </Typography>
      </>
    ),
  },
  { header: 'Class', cell: (p) => p.class_name ?? '—' },
  {
    header: 'Amount',
    align: 'right',
    cell: (p) => formatUsd(p.amount),
    cellSx: { whiteSpace: 'nowrap', fontWeight: 600 },
  },
  { header: 'Due date', cell: (p) => formatDay(p.due_date), cellSx: { whiteSpace: 'nowrap' } },
  {
    header: 'Status',
    cell: (p) => (
      <>
        <OutstandingChip status={p.status} />
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {dueText(p)}
        </Typography>
      </>
    ),
  },
  {
    header: 'Card',
    cell: (p) => (p.last_four ? `•••• ${p.last_four}` : '—'),
    cellSx: { whiteSpace: 'nowrap' },
  },
];

/** Every unpaid payment, each with Send Reminder (confirmed first) and a custom message. */
export function OutstandingTable({
  payments,
  reminding,
  onRemind,
  onMessage,
}: {
  payments: OutstandingPayment[];
  /** The payment whose reminder is on its way. */
  reminding: number | null;
  onRemind: (p: OutstandingPayment) => void;
  onMessage: (p: OutstandingPayment) => void;
}) {
  const actions = (p: OutstandingPayment, layout: ListLayout) => {
    const size = layout === 'cards' ? 'medium' : 'small';
    const buttons = (
      <>
        <Button
          size={size}
          variant="contained"
          loading={reminding === p.id}
          disabled={reminding !== null && reminding !== p.id}
          onClick={() => onRemind(p)}
          aria-label={`Send reminder to ${p.student_name}`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Send Reminder
        </Button>
        <Button
          size={size}
          variant="outlined"
          onClick={() => onMessage(p)}
          aria-label={`Custom message to ${p.student_name}`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Custom message
        </Button>
      </>
    );
    if (layout === 'cards') return buttons;
    return <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>{buttons}</Box>;
  };
  return (
    <ResponsiveTable
      label="Outstanding payments"
      minWidth={960}
      rows={payments}
      rowKey={(p) => p.id}
      columns={COLUMNS}
      actions={{ render: actions }}
    />
  );
}
