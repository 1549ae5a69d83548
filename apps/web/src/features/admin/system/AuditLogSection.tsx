import { useState } from 'react';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { Pager, useServerPages } from '../components/PagedRows.tsx';
import { TableSkeleton } from '../components/LoadingStates.tsx';
import { ScrollTable } from '../components/ScrollTable.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { EmptyState, ErrorState } from '../components/StateViews.tsx';
import { formatInstant } from '../lib/format.ts';
import { useActors, useAuditLogs } from './api/audit-logs.ts';
import { AuditDetailsDialog } from './components/AuditDetailsDialog.tsx';
import { AUDIT_FILTER_GROUPS, actionLabel, auditSentence } from './lib/audit-sentences.ts';
import { SYSTEM_MSG } from './messages.ts';
import type { AuditLogEntry, AuditLogFilters } from './types.ts';

const TITLE = 'Audit Log';
const PAGE_SIZES = [25, 50, 100];

const targetLabel = (t: string) => (t.charAt(0).toUpperCase() + t.slice(1)).replace(/_/g, ' ');

export function AuditLogSection() {
  const [action, setAction] = useState('');
  const [targetType, setTargetType] = useState('');
  const [actorId, setActorId] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const pages = useServerPages(PAGE_SIZES[0]);
  const [details, setDetails] = useState<AuditLogEntry | null>(null);
  const rangeInvalid = Boolean(startDate && endDate && startDate > endDate);

  const filters: AuditLogFilters = {
    ...(action ? { action } : {}),
    ...(targetType ? { target_type: targetType } : {}),
    ...(actorId ? { actor_id: Number(actorId) } : {}),
    ...(startDate && !rangeInvalid ? { startDate } : {}),
    ...(endDate && !rangeInvalid ? { endDate } : {}),
    ...pages.query,
  };
  const logs = useAuditLogs(filters);
  const actors = useActors();
  const filtered = Boolean(action || targetType || actorId || startDate || endDate);

  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      pages.setPage(0);
    };

  const actionGroups = targetType
    ? { [targetType]: AUDIT_FILTER_GROUPS[targetType] ?? [] }
    : AUDIT_FILTER_GROUPS;

  return (
    <>
      <PageTitle title={TITLE} />
      <SectionHeader
        title={TITLE}
        subtitle="Every change made in the back office: who, what, when, and the record before and after."
      />

      <FilterBar
        label="Filter audit log"
        columns={{ xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, 1fr)' }}
      >
        <TextField
          select
          label="Target"
          value={targetType}
          onChange={(e) => {
            filter(setTargetType)(e.target.value);
            if (e.target.value && action && !AUDIT_FILTER_GROUPS[e.target.value]?.includes(action))
              setAction('');
          }}
          margin="none"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">All targets</option>
          {Object.keys(AUDIT_FILTER_GROUPS).map((t) => (
            <option key={t} value={t}>
              {targetLabel(t)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Action"
          value={action}
          onChange={(e) => filter(setAction)(e.target.value)}
          margin="none"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">All actions</option>
          {Object.entries(actionGroups).map(([group, list]) => (
            <optgroup key={group} label={targetLabel(group)}>
              {list.map((a) => (
                <option key={a} value={a}>
                  {actionLabel(a)}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
        <TextField
          select
          label="Who"
          value={actorId}
          onChange={(e) => filter(setActorId)(e.target.value)}
          margin="none"
          helperText={actors.isError ? 'The list of people could not be loaded' : undefined}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Anyone</option>
          {(actors.data ?? []).map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.name} ({a.email})
            </option>
          ))}
        </TextField>
        <TextField
          label="From"
          type="date"
          value={startDate}
          onChange={(e) => filter(setStartDate)(e.target.value)}
          margin="none"
          error={rangeInvalid}
          helperText={rangeInvalid ? 'Start date cannot be after end date' : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="date"
          value={endDate}
          onChange={(e) => filter(setEndDate)(e.target.value)}
          margin="none"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </FilterBar>

      {logs.isPending ? (
        <TableSkeleton label="Loading audit log" />
      ) : logs.isError ? (
        <ErrorState
          error={logs.error}
          fallback={SYSTEM_MSG.fetchAuditLogs}
          onRetry={() => void logs.refetch()}
          retrying={logs.isFetching}
        />
      ) : logs.data.total === 0 ? (
        <EmptyState
          title={filtered ? 'No entries match these filters' : 'No changes recorded yet'}
        />
      ) : (
        <>
          <ScrollTable label="Audit log entries" minWidth={900}>
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>What happened</TableCell>
                <TableCell>IP address</TableCell>
                <TableCell align="right">Details</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {logs.data.logs.map((log) => (
                <TableRow key={log.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatInstant(log.created_at)}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{auditSentence(log)}</TableCell>
                  <TableCell>{log.ip_address ?? '—'}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => setDetails(log)}
                      aria-label={`Details of the entry at ${formatInstant(log.created_at)}`}
                    >
                      Details
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
          <Pager {...pages} count={logs.data.total} sizes={PAGE_SIZES} />
        </>
      )}

      {details && <AuditDetailsDialog entry={details} onClose={() => setDetails(null)} />}
    </>
  );
}
