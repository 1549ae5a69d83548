import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useFormat, type Format } from '../../../i18n/format.ts';
import { useMessageText } from '../../../i18n/messages.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { ClassSelect } from '../components/ClassSelect.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { SearchField } from '../components/SearchField.tsx';
import { Pager, useServerPages } from '../components/PagedRows.tsx';
import { StatCardsSkeleton, TableSkeleton } from '../components/LoadingStates.tsx';
import { ReasonDialog } from '../components/ReasonDialog.tsx';
import { ResponsiveTable, type Column, type ListLayout } from '../components/ResponsiveTable.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { StatCard, StatCards } from '../components/StatCard.tsx';
import { EmptyState, ErrorState } from '../components/StateViews.tsx';
import { StatusChip } from '../components/StatusChip.tsx';
import type { WaitlistEntry } from '@careclass/shared';
import { useProviderTimeZone } from '../../contact/api/get-public-settings.ts';
import { useOfficeDates, type OfficeDates } from '../classes/lib/office-dates.ts';
import { useWaitlist } from './api/get-waitlist.ts';
import { useUpdateWaitlistStatus } from './api/update-waitlist-status.ts';

const OPEN_STATUSES = ['waiting', 'pending', 'offered'];
const SEARCH_DELAY_MS = 300;

const isOpen = (entry: WaitlistEntry) => OPEN_STATUSES.includes(entry.status);

/** The table's columns; offer deadlines are stated in the provider's time zone. */
const waitlistColumns = (
  t: TFunction<'adminWaitlist'>,
  format: Format,
  { formatInstantDay }: OfficeDates,
  timeZone: string,
): Column<WaitlistEntry>[] => [
  {
    header: t('columns.student'),
    card: 'title',
    // The email has a column of its own in the table; a card shows it under the name.
    cell: (entry, layout) =>
      layout === 'table' ? (
        entry.user_name
      ) : (
        <>
          <Box sx={{ fontWeight: 600 }}>{entry.user_name}</Box>
          <Typography variant="body2" color="text.secondary">
            {entry.user_email}
          </Typography>
        </>
      ),
    cellSx: { fontWeight: 600 },
  },
  {
    header: t('columns.email'),
    card: 'hidden',
    cell: (entry) => entry.user_email,
    cellSx: { whiteSpace: 'nowrap' },
  },
  { header: t('columns.class'), cell: (entry) => entry.class_title },
  {
    header: t('columns.position'),
    align: 'right',
    cell: (entry) => (isOpen(entry) ? (entry.position ?? '—') : '—'),
  },
  {
    header: t('columns.status'),
    cell: (entry) =>
      isOpen(entry) ? (
        <StatusChip kind="waitlist" status={entry.status} />
      ) : (
        <Chip
          size="small"
          variant="outlined"
          color={entry.status === 'approved' ? 'success' : 'error'}
          label={
            entry.status === 'approved' ? t('closedStatus.approved') : t('closedStatus.rejected')
          }
        />
      ),
  },
  { header: t('columns.joined'), cell: (entry) => formatInstantDay(entry.joined_at) },
  {
    header: t('columns.offerExpires'),
    cell: (entry) =>
      entry.offer_expires_at ? format.instant(entry.offer_expires_at, timeZone) : '—',
  },
];

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function WaitlistSection() {
  const { t } = useTranslation('adminWaitlist');
  const msg = useMessageText();
  const format = useFormat();
  const dates = useOfficeDates();
  const TITLE = t('title');
  const [classId, setClassId] = useState('');
  const [search, setSearch] = useState('');
  const [includeClosed, setIncludeClosed] = useState(false);
  const [rejecting, setRejecting] = useState<WaitlistEntry | null>(null);
  const timeZone = useProviderTimeZone();
  const debouncedSearch = useDebounced(search, SEARCH_DELAY_MS);
  const pages = useServerPages(25);
  const list = useWaitlist({
    ...(classId ? { classId: Number(classId) } : {}),
    ...(debouncedSearch.trim() ? { search: debouncedSearch.trim() } : {}),
    includeClosed,
    ...pages.query,
  });
  pages.keepWithin(list.data?.pagination.total, list.isPlaceholderData);
  const toast = useToast();
  const update = useUpdateWaitlistStatus();

  const act = async (entry: WaitlistEntry, status: 'approved' | 'rejected', reason?: string) => {
    try {
      toast.success(
        msg(
          await update.mutateAsync({ classId: entry.class_id, entryId: entry.id, status, reason }),
        ),
      );
      setRejecting(null);
    } catch (error) {
      toast.error(msg(errorMessage(error, t('errors.updateWaitlist'))));
    }
  };

  return (
    <>
      <PageTitle title={TITLE} />
      <SectionHeader title={TITLE} subtitle={t('subtitle')} />

      {list.isPending ? (
        <StatCardsSkeleton count={2} />
      ) : list.isError ? null : (
        <StatCards columns={2}>
          <StatCard
            label={t('stats.waiting')}
            value={format.number(list.data.stats.total_waiting)}
          />
          <StatCard
            label={t('stats.offered')}
            value={format.number(list.data.stats.total_offered)}
            hint={t('stats.offeredHint')}
          />
        </StatCards>
      )}

      <FilterBar
        label={t('filters.label')}
        columns={{ xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr auto' }}
        sx={{ alignItems: 'center' }}
      >
        <ClassSelect
          label={t('filters.class')}
          emptyLabel={t('filters.allClasses')}
          value={classId}
          onChange={(e) => {
            setClassId(e.target.value);
            pages.setPage(0);
          }}
          margin="none"
        />
        <SearchField
          label={t('filters.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            pages.setPage(0);
          }}
          placeholder={t('filters.searchPlaceholder')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={includeClosed}
              onChange={(e) => {
                setIncludeClosed(e.target.checked);
                pages.setPage(0);
              }}
            />
          }
          label={t('filters.showClosed')}
        />
      </FilterBar>

      {list.isPending ? (
        <TableSkeleton label={t('loading')} />
      ) : list.isError ? (
        <ErrorState
          error={list.error}
          fallback={t('errors.fetchWaitlist')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.entries.length === 0 ? (
        <EmptyState title={search || classId ? t('emptyFiltered') : t('empty')} />
      ) : (
        <>
          <ResponsiveTable
            label={t('tableLabel')}
            minWidth={1040}
            rows={list.data.entries}
            rowKey={(entry) => entry.id}
            columns={waitlistColumns(t, format, dates, timeZone)}
            actions={{
              render: (entry, layout) =>
                isOpen(entry) ? (
                  <EntryActions
                    entry={entry}
                    layout={layout}
                    busy={update.isPending}
                    onApprove={() => void act(entry, 'approved')}
                    onReject={() => setRejecting(entry)}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('closed')}
                  </Typography>
                ),
            }}
          />
          <Pager {...pages} count={list.data.pagination.total} sizes={[25, 50, 100]} />
        </>
      )}

      <ReasonDialog
        open={rejecting !== null}
        title={t('rejectDialog.title')}
        confirmLabel={t('rejectDialog.confirm')}
        busy={update.isPending}
        onConfirm={(reason) => rejecting && void act(rejecting, 'rejected', reason)}
        onClose={() => setRejecting(null)}
      >
        {rejecting && (
          <>{t('rejectDialog.text', { name: rejecting.user_name, class: rejecting.class_title })}</>
        )}
      </ReasonDialog>
    </>
  );
}

function EntryActions({
  entry,
  layout,
  busy,
  onApprove,
  onReject,
}: {
  entry: WaitlistEntry;
  layout: ListLayout;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('adminWaitlist');
  const size = layout === 'cards' ? 'medium' : 'small';
  const buttons = (
    <>
      <Button
        size={size}
        variant="contained"
        disabled={busy}
        onClick={onApprove}
        aria-label={t('approveLabel', { name: entry.user_name })}
      >
        {t('approve')}
      </Button>
      <Button
        size={size}
        variant="outlined"
        color="error"
        disabled={busy}
        onClick={onReject}
        aria-label={t('rejectLabel', { name: entry.user_name })}
      >
        {t('reject')}
      </Button>
    </>
  );
  if (layout === 'cards') return buttons;
  return <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>{buttons}</Box>;
}
