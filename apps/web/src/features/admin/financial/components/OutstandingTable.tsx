import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useFormat, type Format } from '../../../../i18n/format.ts';
import {
  ResponsiveTable,
  type Column,
  type ListLayout,
} from '../../components/ResponsiveTable.tsx';
import { useOfficeDates, type OfficeDates } from '../../classes/lib/office-dates.ts';
import { dueText } from '../lib/range.ts';
import type { OutstandingPayment } from '@careclass/shared';
import { OutstandingChip } from './FinanceChips.tsx';

const columns = (
  t: TFunction<'adminFinance'>,
  format: Format,
  { formatDay }: OfficeDates,
): Column<OutstandingPayment>[] => [
  {
    header: t('outstanding.columns.student'),
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
  { header: t('outstanding.columns.class'), cell: (p) => p.class_name ?? '—' },
  {
    header: t('outstanding.columns.amount'),
    align: 'right',
    cell: (p) => format.money(p.amount),
    cellSx: { whiteSpace: 'nowrap', fontWeight: 600 },
  },
  {
    header: t('outstanding.columns.dueDate'),
    cell: (p) => formatDay(p.due_date),
    cellSx: { whiteSpace: 'nowrap' },
  },
  {
    header: t('outstanding.columns.status'),
    cell: (p) => (
      <>
        <OutstandingChip status={p.status} />
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {dueText(t, p)}
        </Typography>
      </>
    ),
  },
  {
    header: t('outstanding.columns.card'),
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
  const { t } = useTranslation('adminFinance');
  const format = useFormat();
  const dates = useOfficeDates();
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
          aria-label={t('outstanding.sendReminderTo', { name: p.student_name })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('outstanding.sendReminder')}
        </Button>
        <Button
          size={size}
          variant="outlined"
          onClick={() => onMessage(p)}
          aria-label={t('outstanding.customMessageTo', { name: p.student_name })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('outstanding.customMessage')}
        </Button>
      </>
    );
    if (layout === 'cards') return buttons;
    return <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>{buttons}</Box>;
  };
  return (
    <ResponsiveTable
      label={t('outstanding.tableLabel')}
      minWidth={960}
      rows={payments}
      rowKey={(p) => p.id}
      columns={columns(t, format, dates)}
      actions={{ render: actions }}
    />
  );
}
