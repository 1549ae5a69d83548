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
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { StatCardsSkeleton, TableSkeleton } from '../components/LoadingStates.tsx';
import { ScrollTable } from '../components/ScrollTable.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { EmptyState, ErrorState } from '../components/StateViews.tsx';
import { useStatusLabel } from '../components/StatusChip.tsx';
import { useAdminFormat } from '../lib/use-admin-format.ts';
import { useSystemHealth } from './api/system-health.ts';
import { formatAgo, formatDuration, type UnitText } from './lib/durations.ts';
import type { SystemHealth } from './types.ts';

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

function outboxChip(
  o: SystemHealth['outbox'],
  t: TFunction<'adminSystem'>,
): { color: ChipColor; label: string } {
  if (o.pending < 0 || o.failed < 0) return { color: 'error', label: t('health.unknownState') };
  if (o.failed > 0)
    return { color: 'warning', label: t('health.failedCount', { count: o.failed }) };
  // Mail is sent within a minute or so; an hour of backlog deserves a look.
  if ((o.oldest_pending_age_seconds ?? 0) > 3_600)
    return { color: 'warning', label: t('health.backlog') };
  return { color: 'success', label: t('health.ok') };
}

/** The migrations table keeps milliseconds since 1970 (as text); an ISO date is read too. */
function migrationTime(latest: string | null, instant: (iso: string) => string): string {
  if (!latest) return '—';
  return instant(/^\d+$/.test(latest) ? new Date(Number(latest)).toISOString() : latest);
}

export function SystemHealthSection() {
  const { t } = useTranslation('adminSystem');
  const f = useAdminFormat();
  const statusLabel = useStatusLabel();
  const unitText: UnitText = (count, unit) => t(`durations.${unit}`, { count });
  const duration = (seconds: number | null | undefined) => formatDuration(seconds, unitText);
  /** A sweep's last run is 'ok' or 'error' (jobs/job-runs.ts). */
  const sweepChip = (status: string) =>
    status === 'ok'
      ? { color: 'success' as const, label: t('health.ok') }
      : {
          color: 'error' as const,
          label: status === 'error' ? t('health.error') : statusLabel(status),
        };
  const TITLE = t('health.title');
  const health = useSystemHealth();
  const h = health.data;
  const checkedAt = health.dataUpdatedAt ? new Date(health.dataUpdatedAt).toISOString() : null;

  return (
    <>
      <PageTitle title={TITLE} />
      <SectionHeader
        title={TITLE}
        subtitle={
          checkedAt
            ? t('health.lastChecked', { when: f.instant(checkedAt) })
            : t('health.stateOfService')
        }
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void health.refetch()}
            loading={health.isFetching}
            loadingPosition="start"
          >
            {t('health.refresh')}
          </Button>
        }
      />

      {health.isPending ? (
        <>
          <StatCardsSkeleton count={4} />
          <TableSkeleton rows={3} label={t('health.loading')} />
        </>
      ) : health.isError ? (
        <ErrorState
          error={health.error}
          fallback={t('errors.fetchHealth')}
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
              {t('health.overall')}
            </Typography>
            <StateChip
              color={h.status === 'ok' ? 'success' : 'warning'}
              label={h.status === 'ok' ? t('health.ok') : statusLabel(h.status)}
            />
            <Typography color="text.secondary">
              {t('health.versionUptime', {
                version: h.version,
                uptime: duration(h.uptime_seconds),
              })}
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
              title={t('health.database')}
              chip={
                <StateChip
                  color={h.database.reachable ? 'success' : 'error'}
                  label={h.database.reachable ? t('health.reachable') : t('health.unreachable')}
                />
              }
            >
              <dt>{t('health.kind')}</dt>
              <dd>{h.database.kind}</dd>
              <dt>{t('health.latency')}</dt>
              <dd>
                {h.database.latency_ms === null
                  ? '—'
                  : t('health.latencyMs', { ms: f.number(h.database.latency_ms) })}
              </dd>
              <dt>{t('health.migrations')}</dt>
              <dd>{t('health.applied', { count: h.migrations.applied })}</dd>
              <dt>{t('health.latest')}</dt>
              <dd>{migrationTime(h.migrations.latest, f.instant)}</dd>
            </Panel>
            <Panel
              title={t('health.storage')}
              chip={
                <StateChip
                  color={h.storage.writable ? 'success' : 'error'}
                  label={h.storage.writable ? t('health.writable') : t('health.notWritable')}
                />
              }
            >
              <dt>{t('health.kind')}</dt>
              <dd>{h.storage.kind}</dd>
            </Panel>
            <Panel title={t('health.outbox')} chip={<StateChip {...outboxChip(h.outbox, t)} />}>
              <dt>{t('health.waiting')}</dt>
              <dd>{h.outbox.pending < 0 ? t('health.unknown') : h.outbox.pending}</dd>
              <dt>{t('health.failed')}</dt>
              <dd>{h.outbox.failed < 0 ? t('health.unknown') : h.outbox.failed}</dd>
              <dt>{t('health.oldestWaiting')}</dt>
              <dd>
                {h.outbox.oldest_pending_age_seconds === null
                  ? t('health.none')
                  : duration(h.outbox.oldest_pending_age_seconds)}
              </dd>
            </Panel>
            <Panel
              title={t('health.service')}
              chip={<StateChip color="success" label={t('health.running')} />}
            >
              <dt>{t('health.version')}</dt>
              <dd>{h.version}</dd>
              <dt>{t('health.uptime')}</dt>
              <dd>{duration(h.uptime_seconds)}</dd>
            </Panel>
          </Box>

          <Typography component="h2" variant="h3" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
            {t('health.jobs')}
          </Typography>
          {h.sweeps.length === 0 ? (
            <EmptyState title={t('health.noJobs')} />
          ) : (
            <ScrollTable label={t('health.jobs')} minWidth={640} size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('health.job')}</TableCell>
                  <TableCell>{t('health.lastRun')}</TableCell>
                  <TableCell>{t('health.status')}</TableCell>
                  <TableCell>{t('health.lastError')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {h.sweeps.map((s) => (
                  <TableRow key={s.name}>
                    <TableCell sx={{ fontWeight: 600 }}>{statusLabel(s.name)}</TableCell>
                    <TableCell>
                      <Box>
                        {formatAgo(s.last_run_at, health.dataUpdatedAt || Date.now(), unitText, {
                          never: t('durations.never'),
                          justNow: t('durations.justNow'),
                          ago: (d) => t('durations.ago', { duration: d }),
                        })}
                      </Box>
                      <Typography variant="body2" color="text.secondary">
                        {f.instant(s.last_run_at)}
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
