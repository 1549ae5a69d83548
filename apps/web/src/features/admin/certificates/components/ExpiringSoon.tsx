import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  EXPIRING_DEFAULT_DAYS,
  EXPIRING_WINDOWS,
  formatDayForPeople,
  type ExpiringCertificate,
} from '@careclass/shared';
import { useToast } from '../../../../lib/toast.ts';
import { ClassSelect } from '../../components/ClassSelect.tsx';
import { FilterBar } from '../../components/FilterBar.tsx';
import { TableSkeleton } from '../../components/LoadingStates.tsx';
import { Pager, useServerPages } from '../../components/PagedRows.tsx';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable.tsx';
import { EmptyState, ErrorState } from '../../components/StateViews.tsx';
import { useDownloadExpiring, useExpiring } from '../api/get-expiring.ts';
import { CERT_MSG } from '../messages.ts';

const daysLeft = (n: number) => (n === 0 ? 'Today' : n === 1 ? '1 day' : `${n} days`);

const columns: Column<ExpiringCertificate>[] = [
  {
    header: 'Holder',
    card: 'title',
    cell: (c, layout) =>
      layout === 'table' ? (
        c.holder_name
      ) : (
        <>
          <Box sx={{ fontWeight: 600 }}>{c.holder_name}</Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {c.holder_email}
          </Typography>
        </>
      ),
    cellSx: { fontWeight: 600 },
  },
  { header: 'Email', card: 'hidden', cell: (c) => c.holder_email },
  { header: 'Class', cell: (c) => c.class_title ?? '—' },
  { header: 'Expires', cell: (c) => formatDayForPeople(c.expiration_date) },
  { header: 'Days left', align: 'right', cell: (c) => daysLeft(c.days_left) },
  {
    header: 'Renewal booked',
    cell: (c) => (
      <Chip
        size="small"
        color={c.renewal_booked ? 'success' : 'default'}
        label={c.renewal_booked ? 'Yes' : 'No'}
      />
    ),
  },
  {
    header: 'Renewal session',
    cell: (c) => (c.renewal_session_date ? formatDayForPeople(c.renewal_session_date) : '—'),
  },
];

/**
 * Certificates expiring in the chosen window (docs/decisions/0050), whether each holder booked the
 * renewal, by class, and the same list as a CSV file.
 */
export function ExpiringSoon() {
  const [days, setDays] = useState<number>(EXPIRING_DEFAULT_DAYS);
  const [classId, setClassId] = useState('');
  const pages = useServerPages(25);
  const filter = { days, ...(classId ? { classId: Number(classId) } : {}) };
  const list = useExpiring({ ...filter, ...pages.query });
  pages.keepWithin(list.data?.pagination.total, list.isPlaceholderData);
  const download = useDownloadExpiring();
  const toast = useToast();

  const total = list.data?.pagination.total ?? 0;

  return (
    <>
      <FilterBar
        label="Filter expiring certificates"
        columns={{ xs: '1fr', sm: '1fr 1fr auto' }}
        sx={{ alignItems: 'center' }}
      >
        <TextField
          select
          label="Expiring within"
          value={String(days)}
          onChange={(e) => {
            setDays(Number(e.target.value));
            pages.setPage(0);
          }}
          margin="none"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {EXPIRING_WINDOWS.map((d) => (
            <option key={d} value={String(d)}>
              {d} days
            </option>
          ))}
        </TextField>
        <ClassSelect
          label="Class"
          emptyLabel="All classes"
          value={classId}
          onChange={(e) => {
            setClassId(e.target.value);
            pages.setPage(0);
          }}
          margin="none"
        />
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          disabled={download.isPending || total === 0}
          onClick={() =>
            void download.mutateAsync(filter).catch((error: unknown) => {
              toast.error(error, CERT_MSG.downloadExpiring);
            })
          }
        >
          Download CSV
        </Button>
      </FilterBar>

      {list.isPending ? (
        <TableSkeleton label="Loading expiring certificates" />
      ) : list.isError ? (
        <ErrorState
          error={list.error}
          fallback={CERT_MSG.fetchExpiring}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.certificates.length === 0 ? (
        <EmptyState title={`No certificates expire in the next ${days} days`}>
          {classId && (
            <Typography color="text.secondary">Try all classes or a longer window.</Typography>
          )}
        </EmptyState>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {total} certificate{total === 1 ? '' : 's'} expiring from{' '}
            {formatDayForPeople(list.data.window.from)} to {formatDayForPeople(list.data.window.to)}
          </Typography>
          <ResponsiveTable
            label="Expiring certificates"
            minWidth={960}
            rows={list.data.certificates}
            rowKey={(c) => c.id}
            columns={columns}
          />
          <Pager {...pages} count={total} sizes={[25, 50, 100]} />
        </>
      )}
    </>
  );
}
