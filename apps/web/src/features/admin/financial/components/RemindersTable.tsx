import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@careclass/shared';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { LocalPagination, useLocalPages } from '../../components/PagedRows.tsx';
import { formatDay, formatInstant } from '../../lib/format.ts';
import type { PaymentReminder } from '@careclass/shared';

/** The reminders sent in the range, newest first: messages, not money, so kept off the ledger. */
export function RemindersTable({ reminders }: { reminders: PaymentReminder[] }) {
  const { rows, pages } = useLocalPages(reminders);
  return (
    <>
      <ScrollTable label="Reminders sent" minWidth={860}>
        <TableHead>
          <TableRow>
            <TableCell>Sent</TableCell>
            <TableCell>Student</TableCell>
            <TableCell>Class</TableCell>
            <TableCell align="right">Payment</TableCell>
            <TableCell>Due date</TableCell>
            <TableCell>Reminder</TableCell>
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
                {r.amount === null ? '—' : formatUsd(r.amount)}
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
