import { useId } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TEACHING_LANGUAGE_LABELS } from '@careclass/shared';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { TableSkeleton } from '../../components/LoadingStates.tsx';
import { EmptyState, ErrorState } from '../../components/StateViews.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { formatDayRange, formatTimeRange } from '../../lib/format.ts';
import { ADMIN_MSG } from '../../messages.ts';
import type { AdminClass } from '../../types.ts';
import { useAdminClass } from '../api/get-admin-class.ts';

/**
 * The sessions of a class: Date, Time, Location, Capacity (enrolled/total), Status. They are read
 * again (GET /admin/classes/{id}) so the seats counted are today's, not the list's.
 */
export function SessionsDialog({ cls, onClose }: { cls: AdminClass; onClose: () => void }) {
  const titleId = useId();
  const query = useAdminClass(cls.id);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Sessions: {cls.title}</DialogTitle>
      <DialogContent dividers>
        {query.isPending ? (
          <TableSkeleton label="Loading sessions" />
        ) : query.isError ? (
          <ErrorState
            error={query.error}
            fallback={ADMIN_MSG.fetchClassSessions}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <SessionsTable cls={query.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function SessionsTable({ cls }: { cls: AdminClass }) {
  return cls.sessions.length === 0 ? (
    <EmptyState title={ADMIN_MSG.noSessions} />
  ) : (
    <ScrollTable label={`Sessions of ${cls.title}`} minWidth={640} size="small">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Time</TableCell>
          <TableCell>Location</TableCell>
          <TableCell>Capacity</TableCell>
          <TableCell>Language</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {cls.sessions.map((s) => (
          <TableRow key={s.id}>
            <TableCell>{formatDayRange(s.start_date, s.end_date)}</TableCell>
            <TableCell>{formatTimeRange(s.start_time, s.end_time)}</TableCell>
            <TableCell>{s.location_details ?? '—'}</TableCell>
            <TableCell>
              {s.enrolled_count}/{s.capacity}
            </TableCell>
            <TableCell>{TEACHING_LANGUAGE_LABELS[s.language]}</TableCell>
            <TableCell>
              <StatusChip kind="session" status={s.status} />
              {s.session_type === 'historical' && (
                <Chip size="small" label="Removed" variant="outlined" sx={{ ml: 1 }} />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
