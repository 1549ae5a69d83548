import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format.ts';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { LocalPagination, useLocalPages } from '../../components/PagedRows.tsx';
import { useOfficeDates } from '../../classes/lib/office-dates.ts';
import type { PaymentReminder } from '@careclass/shared';

/** The reminders sent in the range, newest first: messages, not money, so kept off the ledger. */
export function RemindersTable({ reminders }: { reminders: PaymentReminder[] }) {
  const { t } = useTranslation('adminFinance');
  const format = useFormat();
  const { formatDay, formatInstant } = useOfficeDates();
  const { rows, pages } = useLocalPages(reminders);
  return (
    <>
      <ScrollTable label={t('reminders.tableLabel')} minWidth={860}>
        <TableHead>
          <TableRow>
            <TableCell>{t('reminders.columns.sent')}</TableCell>
            <TableCell>{t('reminders.columns.student')}</TableCell>
            <TableCell>{t('reminders.columns.class')}</TableCell>
            <TableCell align="right">{t('reminders.columns.payment')}</TableCell>
            <TableCell>{t('reminders.columns.dueDate')}</TableCell>
            <TableCell>{t('reminders.columns.reminder')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(r.sent_at)}</TableCell>
              <TableCell>
                <Box sx={{ fontWeight: 600 }}>{r.student_name}</Box>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {r.student_email}
                </Typography>
              </TableCell>
              <TableCell>{r.class_name ?? '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {r.amount === null ? '—' : format.money(r.amount)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(r.due_date)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.title ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      <LocalPagination {...pages} />
    </>
  );
}
