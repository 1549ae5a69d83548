import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_TYPES, type TransactionStatus, type TransactionType } from '@careclass/shared';
import { useFormat } from '../../../../i18n/format.ts';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { LocalPagination, useLocalPages } from '../../components/PagedRows.tsx';
import { statusLabel } from '../../components/StatusChip.tsx';
import { useOfficeDates } from '../../classes/lib/office-dates.ts';
import { ReceiptButton } from '../../../receipts/ReceiptButton.tsx';
import { detailOf, hasReceipt, nextStatuses } from '../lib/transactions.ts';
import type { FinanceTransaction as Transaction } from '@careclass/shared';
import { TransactionStatusChip } from './FinanceChips.tsx';

function StatusMenu({
  t,
  busy,
  onChange,
}: {
  t: Transaction;
  busy: boolean;
  onChange: (t: Transaction, to: TransactionStatus) => void;
}) {
  const { t: tr } = useTranslation('adminFinance');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const options = nextStatuses(t);
  if (options.length === 0) return null;
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDown />}
        aria-haspopup="true"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={tr('transactions.changeStatus', { id: t.id })}
        disabled={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {tr('transactions.statusButton')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {options.map((to) => (
          <MenuItem
            key={to}
            onClick={() => {
              setAnchor(null);
              onChange(t, to);
            }}
          >
            {tr(`statusAction.${to}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The money ledger of the range (payments and refunds), newest first, paged on the screen. */
export function TransactionsTable({
  transactions,
  busy,
  onChange,
}: {
  transactions: Transaction[];
  busy: boolean;
  onChange: (t: Transaction, to: TransactionStatus) => void;
}) {
  const { t: tr } = useTranslation('adminFinance');
  const format = useFormat();
  const { formatInstant } = useOfficeDates();
  const typeLabel = (type: string) =>
    (TRANSACTION_TYPES as readonly string[]).includes(type)
      ? tr(`transactionType.${type as TransactionType}`)
      : statusLabel(type);
  const { rows, pages } = useLocalPages(transactions);
  return (
    <>
      <ScrollTable label={tr('transactions.tableLabel')} minWidth={1080}>
        <TableHead>
          <TableRow>
            <TableCell>{tr('transactions.columns.date')}</TableCell>
            <TableCell>{tr('transactions.columns.student')}</TableCell>
            <TableCell>{tr('transactions.columns.class')}</TableCell>
            <TableCell>{tr('transactions.columns.type')}</TableCell>
            <TableCell align="right">{tr('transactions.columns.amount')}</TableCell>
            <TableCell>{tr('transactions.columns.card')}</TableCell>
            <TableCell>{tr('transactions.columns.reference')}</TableCell>
            <TableCell>{tr('transactions.columns.status')}</TableCell>
            <TableCell align="right">{tr('transactions.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((t) => (
            <TableRow key={t.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(t.created_at)}</TableCell>
              <TableCell>
                <Box sx={{ fontWeight: 600 }}>{t.student_name}</Box>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {t.student_email}
                </Typography>
              </TableCell>
              <TableCell>{t.class_name ?? '—'}</TableCell>
              <TableCell>
                <Box>{typeLabel(t.type)}</Box>
                {detailOf(t) && (
                  <Typography variant="body2" color="text.secondary">
                    {detailOf(t)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t.type === 'refund' ? `−${format.money(t.amount)}` : format.money(t.amount)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {t.last_four ? `•••• ${t.last_four}` : '—'}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{t.reference ?? '—'}</TableCell>
              <TableCell>
                <TransactionStatusChip status={t.status} />
              </TableCell>
              <TableCell align="right">
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                  {hasReceipt(t) && (
                    <ReceiptButton
                      paymentId={t.payment_id!}
                      what={`${t.student_name}, ${format.money(t.amount)}`}
                    />
                  )}
                  <StatusMenu t={t} busy={busy} onChange={onChange} />
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      <LocalPagination {...pages} />
    </>
  );
}
