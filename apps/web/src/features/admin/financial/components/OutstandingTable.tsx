import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@careclass/shared';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { formatDay } from '../../lib/format.ts';
import { dueText } from '../lib/range.ts';
import type { OutstandingPayment } from '../types.ts';
import { OutstandingChip } from './FinanceChips.tsx';

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
  return (
    <ScrollTable label="Outstanding payments" minWidth={960}>
      <TableHead>
        <TableRow>
          <TableCell>Student</TableCell>
          <TableCell>Class</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell>Due date</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Card</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((p) => (
          <TableRow key={p.id} hover>
            <TableCell>
              <Box sx={{ fontWeight: 600 }}>{p.student_name}</Box>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {p.student_email}
              </Typography>
            </TableCell>
            <TableCell>{p.class_name ?? '—'}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
              {formatUsd(p.amount)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(p.due_date)}</TableCell>
            <TableCell>
              <OutstandingChip status={p.status} />
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {dueText(p)}
              </Typography>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {p.last_four ? `•••• ${p.last_four}` : '—'}
            </TableCell>
            <TableCell align="right">
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                <Button
                  size="small"
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
                  size="small"
                  variant="outlined"
                  onClick={() => onMessage(p)}
                  aria-label={`Custom message to ${p.student_name}`}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  Custom message
                </Button>
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
