import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { ClassSelect } from '../components/ClassSelect.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { Pager, useServerPages } from '../components/PagedRows.tsx';
import { StatCardsSkeleton, TableSkeleton } from '../components/LoadingStates.tsx';
import { ReasonDialog } from '../components/ReasonDialog.tsx';
import { ResponsiveTable, type Column, type ListLayout } from '../components/ResponsiveTable.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { StatCard, StatCards } from '../components/StatCard.tsx';
import { EmptyState, ErrorState } from '../components/StateViews.tsx';
import { StatusChip } from '../components/StatusChip.tsx';
import { formatInstantForPeople, type WaitlistEntry } from '@careclass/shared';
import { useProviderTimeZone } from '../../contact/api/get-public-settings.ts';
import { formatInstantDay } from '../lib/format.ts';
import { ADMIN_MSG } from '../messages.ts';
import { useWaitlist } from './api/get-waitlist.ts';
import { useUpdateWaitlistStatus } from './api/update-waitlist-status.ts';

const TITLE = 'Waitlist Management';
const OPEN_STATUSES = ['waiting', 'pending', 'offered'];
const SEARCH_DELAY_MS = 300;

const isOpen = (entry: WaitlistEntry) => OPEN_STATUSES.includes(entry.status);

/** The table's columns; offer deadlines are stated in the provider's time zone. */
const waitlistColumns = (timeZone: string): Column<WaitlistEntry>[] => [
  {
    header: 'Student',
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
    header: 'Email',
    card: 'hidden',
    cell: (entry) => entry.user_email,
    cellSx: { whiteSpace: 'nowrap' },
  },
  { header: 'Class', cell: (entry) => entry.class_title },
  {
    header: 'Position',
    align: 'right',
    cell: (entry) => (isOpen(entry) ? (entry.position ?? '—') : '—'),
  },
  {
    header: 'Status',
    cell: (entry) =>
      isOpen(entry) ? (
        <StatusChip kind="waitlist" status={entry.status} />
      ) : (
        <Chip
          size="small"
          variant="outlined"
          color={entry.status === 'approved' ? 'success' : 'error'}
          label={entry.status === 'approved' ? 'Approved' : 'Rejected'}
        />
      ),
  },
  { header: 'Joined', cell: (entry) => formatInstantDay(entry.joined_at) },
  {
    header: 'Offer expires',
    cell: (entry) =>
      entry.offer_expires_at ? formatInstantForPeople(entry.offer_expires_at, timeZone) : '—',
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
        await update.mutateAsync({ classId: entry.class_id, entryId: entry.id, status, reason }),
      );
      setRejecting(null);
    } catch (error) {
      toast.error(errorMessage(error, ADMIN_MSG.updateWaitlist));
    }
  };

  return (
    <>
      <PageTitle title={TITLE} />
      <SectionHeader
        title={TITLE}
        subtitle="Students waiting for a seat. Approving enrolls the student in a free seat."
      />

      {list.isPending ? (
        <StatCardsSkeleton count={2} />
      ) : list.isError ? null : (
        <StatCards columns={2}>
          <StatCard label="Waiting" value={list.data.stats.total_waiting} />
          <StatCard
            label="Offered"
            value={list.data.stats.total_offered}
            hint="seats held for a student to accept"
          />
        </StatCards>
      )}

      <FilterBar
        label="Filter waitlist"
        columns={{ xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr auto' }}
        sx={{ alignItems: 'center' }}
      >
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
        <TextField
          label="Search"
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            pages.setPage(0);
          }}
          placeholder="Name, email or class"
          margin="none"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
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
          label="Show closed"
        />
      </FilterBar>

      {list.isPending ? (
        <TableSkeleton label="Loading waitlist" />
      ) : list.isError ? (
        <ErrorState
          error={list.error}
          fallback={ADMIN_MSG.fetchWaitlist}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.entries.length === 0 ? (
        <EmptyState
          title={
            search || classId ? 'No waitlist entries match these filters' : 'Nobody is waiting'
          }
        />
      ) : (
        <>
          <ResponsiveTable
            label="Waitlist entries"
            minWidth={1040}
            rows={list.data.entries}
            rowKey={(entry) => entry.id}
            columns={waitlistColumns(timeZone)}
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
                    Closed
                  </Typography>
                ),
            }}
          />
          <Pager {...pages} count={list.data.pagination.total} sizes={[25, 50, 100]} />
        </>
      )}

      <ReasonDialog
        open={rejecting !== null}
        title="Reject waitlist request"
        confirmLabel="Reject request"
        busy={update.isPending}
        onConfirm={(reason) => rejecting && void act(rejecting, 'rejected', reason)}
        onClose={() => setRejecting(null)}
      >
        {rejecting && (
          <>
            {rejecting.user_name} leaves the waitlist for {rejecting.class_title}; the request is
            kept in the enrollment records.
          </>
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
  const size = layout === 'cards' ? 'medium' : 'small';
  const buttons = (
    <>
      <Button
        size={size}
        variant="contained"
        disabled={busy}
        onClick={onApprove}
        aria-label={`Approve ${entry.user_name}`}
      >
        Approve
      </Button>
      <Button
        size={size}
        variant="outlined"
        color="error"
        disabled={busy}
        onClick={onReject}
        aria-label={`Reject ${entry.user_name}`}
      >
        Reject
      </Button>
    </>
  );
  if (layout === 'cards') return buttons;
  return <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>{buttons}</Box>;
}
