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
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { TableSkeleton } from '../../components/LoadingStates.tsx';
import { EmptyState, ErrorState } from '../../components/StateViews.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { useOfficeDates } from '../lib/office-dates.ts';
import type { AdminClass } from '../../types.ts';
import { useAdminClass } from '../api/get-admin-class.ts';

/**
 * The sessions of a class: Date, Time, Location, Capacity (enrolled/total), Status. They are read
 * again (GET /admin/classes/{id}) so the seats counted are today's, not the list's.
 */
export function SessionsDialog({ cls, onClose }: { cls: AdminClass; onClose: () => void }) {
  const { t } = useTranslation('adminClasses');
  const titleId = useId();
  const query = useAdminClass(cls.id);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('sessionsDialog.title', { title: cls.title })}</DialogTitle>
      <DialogContent dividers>
        {query.isPending ? (
          <TableSkeleton label={t('sessionsDialog.loading')} />
        ) : query.isError ? (
          <ErrorState
            error={query.error}
            fallback={t('errors.fetchClassSessions')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <SessionsTable cls={query.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('sessionsDialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function SessionsTable({ cls }: { cls: AdminClass }) {
  const { t } = useTranslation('adminClasses');
  const { formatDayRange, formatTimeRange } = useOfficeDates();
  return cls.sessions.length === 0 ? (
    <EmptyState title={t('errors.noSessions')} />
  ) : (
    <ScrollTable
      label={t('sessionsDialog.tableLabel', { title: cls.title })}
      minWidth={640}
      size="small"
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('sessionsDialog.columns.date')}</TableCell>
          <TableCell>{t('sessionsDialog.columns.time')}</TableCell>
          <TableCell>{t('sessionsDialog.columns.location')}</TableCell>
          <TableCell>{t('sessionsDialog.columns.capacity')}</TableCell>
          <TableCell>{t('sessionsDialog.columns.language')}</TableCell>
          <TableCell>{t('sessionsDialog.columns.status')}</TableCell>
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
            <TableCell>{t(`teachingLanguage.${s.language}`)}</TableCell>
            <TableCell>
              <StatusChip kind="session" status={s.status} />
              {s.session_type === 'historical' && (
                <Chip
                  size="small"
                  label={t('sessionsDialog.removed')}
                  variant="outlined"
                  sx={{ ml: 1 }}
                />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
