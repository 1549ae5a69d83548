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
  type ExpiringCertificate,
} from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useFormat, type Format } from '../../../../i18n/format.ts';
import { useErrorToast } from '../../lib/i18n.ts';
import { ClassSelect } from '../../components/ClassSelect.tsx';
import { FilterBar } from '../../components/FilterBar.tsx';
import { TableSkeleton } from '../../components/LoadingStates.tsx';
import { Pager, useServerPages } from '../../components/PagedRows.tsx';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable.tsx';
import { EmptyState, ErrorState } from '../../components/StateViews.tsx';
import { useDownloadExpiring, useExpiring } from '../api/get-expiring.ts';

const columns = (t: TFunction<'adminCertificates'>, f: Format): Column<ExpiringCertificate>[] => [
  {
    header: t('expiring.holder'),
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
  { header: t('expiring.email'), card: 'hidden', cell: (c) => c.holder_email },
  { header: t('expiring.class'), cell: (c) => c.class_title ?? '—' },
  { header: t('expiring.expires'), cell: (c) => f.day(c.expiration_date) },
  {
    header: t('expiring.daysLeft'),
    align: 'right',
    cell: (c) =>
      c.days_left === 0 ? t('expiring.today') : t('expiring.daysLeftValue', { count: c.days_left }),
  },
  {
    header: t('expiring.renewalBooked'),
    cell: (c) => (
      <Chip
        size="small"
        color={c.renewal_booked ? 'success' : 'default'}
        label={c.renewal_booked ? t('expiring.yes') : t('expiring.no')}
      />
    ),
  },
  {
    header: t('expiring.renewalSession'),
    cell: (c) => (c.renewal_session_date ? f.day(c.renewal_session_date) : '—'),
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
  const errorToast = useErrorToast();
  const { t } = useTranslation('adminCertificates');
  const f = useFormat();

  const total = list.data?.pagination.total ?? 0;

  return (
    <>
      <FilterBar
        label={t('expiring.filters')}
        columns={{ xs: '1fr', sm: '1fr 1fr auto' }}
        sx={{ alignItems: 'center' }}
      >
        <TextField
          select
          label={t('expiring.within')}
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
              {t('expiring.days', { count: d })}
            </option>
          ))}
        </TextField>
        <ClassSelect
          label={t('expiring.class')}
          emptyLabel={t('expiring.allClasses')}
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
              errorToast(error, t('errors.downloadExpiring'));
            })
          }
        >
          {t('expiring.download')}
        </Button>
      </FilterBar>

      {list.isPending ? (
        <TableSkeleton label={t('expiring.loading')} />
      ) : list.isError ? (
        <ErrorState
          error={list.error}
          fallback={t('errors.fetchExpiring')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.certificates.length === 0 ? (
        <EmptyState title={t('expiring.none', { days })}>
          {classId && <Typography color="text.secondary">{t('expiring.noneHint')}</Typography>}
        </EmptyState>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {t('expiring.summary', {
              count: total,
              from: f.day(list.data.window.from),
              to: f.day(list.data.window.to),
            })}
          </Typography>
          <ResponsiveTable
            label={t('expiring.table')}
            minWidth={960}
            rows={list.data.certificates}
            rowKey={(c) => c.id}
            columns={columns(t, f)}
          />
          <Pager {...pages} count={total} sizes={[25, 50, 100]} />
        </>
      )}
    </>
  );
}
