import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { StatCardsSkeleton, TableSkeleton } from '../components/LoadingStates.tsx';
import { ScrollTable } from '../components/ScrollTable.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { EmptyState, ErrorState } from '../components/StateViews.tsx';
import { statusLabel } from '../components/StatusChip.tsx';
import { formatInstant } from '../lib/format.ts';
import { useSystemHealth } from './api/system-health.ts';
import { formatAgo, formatDuration } from './lib/durations.ts';
import { SYSTEM_MSG } from './messages.ts';
import type { SystemHealth } from './types.ts';

const TITLE = 'System Health';
type ChipColor = NonNullable<ChipProps['color']>;

function StateChip({ color, label }: { color: ChipColor; label: string }) {
  return <Chip size="small" color={color} label={label} sx={{ fontWeight: 600 }} />;
}

function Panel({ title, chip, children }: { title: string; chip: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          mb: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography component="h2" variant="h3" sx={{ fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {chip}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 1.5,
          rowGap: 0.5,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

function outboxChip(o: SystemHealth['outbox']): { color: ChipColor; label: string } {
  if (o.pending < 0 || o.failed < 0) return { color: 'error', label: 'Unknown' };
  if (o.failed > 0) return { color: 'warning', label: `${o.failed} failed` };
  // Mail is sent within a minute or so; an hour of backlog deserves a look.
  if ((o.oldest_pending_age_seconds ?? 0) > 3_600) return { color: 'warning', label: 'Backlog' };
  return { color: 'success', label: 'OK' };
}

/** The migrations table keeps milliseconds since 1970 (as text); an ISO date is read too. */
function migrationTime(latest: string | null): string {
  if (!latest) return '—';
  return formatInstant(/^\d+$/.test(latest) ? new Date(Number(latest)).toISOString() : latest);
}

/** A sweep's last run is 'ok' or 'error' (jobs/job-runs.ts). */
const sweepChip = (status: string) =>
  status === 'ok'
    ? { color: 'success' as const, label: 'OK' }
    : { color: 'error' as const, label: statusLabel(status) };

export function SystemHealthSection() {
  const health = useSystemHealth();
  const h = health.data;
  const checkedAt = health.dataUpdatedAt ? new Date(health.dataUpdatedAt).toISOString() : null;

  return (
    <>
      <PageTitle title={TITLE} />
      <SectionHeader
        title={TITLE}
        subtitle={
          checkedAt ? `Last checked ${formatInstant(checkedAt)}.` : 'The state of the service.'
        }
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void health.refetch()}
            loading={health.isFetching}
            loadingPosition="start"
          >
            Refresh
          </Button>
        }
      />

      {health.isPending ? (
        <>
          <StatCardsSkeleton count={4} />
          <TableSkeleton rows={3} label="Loading system health" />
        </>
      ) : health.isError ? (
        <ErrorState
          error={health.error}
          fallback={SYSTEM_MSG.fetchHealth}
          onRetry={() => void health.refetch()}
          retrying={health.isFetching}
        />
      ) : h ? (
        <>
          <Paper
            variant="outlined"
            role="status"
            sx={{
              p: 2,
              mb: 3,
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              flexWrap: 'wrap',
            }}
          >
            <Typography component="p" sx={{ fontWeight: 700 }}>
              Overall
            </Typography>
            <StateChip
              color={h.status === 'ok' ? 'success' : 'warning'}
              label={h.status === 'ok' ? 'OK' : statusLabel(h.status)}
            />
            <Typography color="text.secondary">
              Version {h.version}, up for {formatDuration(h.uptime_seconds)}.
            </Typography>
          </Paper>

          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
              mb: 3,
            }}
          >
            <Panel
              title="Database"
              chip={
                <StateChip
                  color={h.database.reachable ? 'success' : 'error'}
                  label={h.database.reachable ? 'Reachable' : 'Unreachable'}
                />
              }
            >
              <dt>Kind</dt>
              <dd>{h.database.kind}</dd>
              <dt>Latency</dt>
              <dd>{h.database.latency_ms === null ? '—' : `${h.database.latency_ms} ms`}</dd>
              <dt>Migrations</dt>
              <dd>{h.migrations.applied} applied</dd>
              <dt>Latest</dt>
              <dd>{migrationTime(h.migrations.latest)}</dd>
            </Panel>
            <Panel
              title="File storage"
              chip={
                <StateChip
                  color={h.storage.writable ? 'success' : 'error'}
                  label={h.storage.writable ? 'Writable' : 'Not writable'}
                />
              }
            >
              <dt>Kind</dt>
              <dd>{h.storage.kind}</dd>
            </Panel>
            <Panel title="Mail outbox" chip={<StateChip {...outboxChip(h.outbox)} />}>
              <dt>Waiting</dt>
              <dd>{h.outbox.pending < 0 ? 'unknown' : h.outbox.pending}</dd>
              <dt>Failed</dt>
              <dd>{h.outbox.failed < 0 ? 'unknown' : h.outbox.failed}</dd>
              <dt>Oldest waiting</dt>
              <dd>
                {h.outbox.oldest_pending_age_seconds === null
                  ? 'none'
                  : formatDuration(h.outbox.oldest_pending_age_seconds)}
              </dd>
            </Panel>
            <Panel title="Service" chip={<StateChip color="success" label="Running" />}>
              <dt>Version</dt>
              <dd>{h.version}</dd>
              <dt>Uptime</dt>
              <dd>{formatDuration(h.uptime_seconds)}</dd>
            </Panel>
          </Box>

          <Typography component="h2" variant="h3" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
            Scheduled jobs
          </Typography>
          {h.sweeps.length === 0 ? (
            <EmptyState title="No scheduled job has run yet" />
          ) : (
            <ScrollTable label="Scheduled jobs" minWidth={640} size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Job</TableCell>
                  <TableCell>Last run</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Last error</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {h.sweeps.map((s) => (
                  <TableRow key={s.name}>
                    <TableCell sx={{ fontWeight: 600 }}>{statusLabel(s.name)}</TableCell>
                    <TableCell>
                      <Box>{formatAgo(s.last_run_at, health.dataUpdatedAt || Date.now())}</Box>
                      <Typography variant="body2" color="text.secondary">
                        {formatInstant(s.last_run_at)}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <StateChip {...sweepChip(s.last_status)} />
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{s.last_error ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )}
        </>
      ) : null}
    </>
  );
}
