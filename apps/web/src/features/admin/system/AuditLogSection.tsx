import { useState } from 'react';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../i18n/messages.ts';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { Pager, useServerPages } from '../components/PagedRows.tsx';
import { TableSkeleton } from '../components/LoadingStates.tsx';
import { ScrollTable } from '../components/ScrollTable.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { EmptyState, ErrorState } from '../components/StateViews.tsx';
import { useAdminFormat } from '../lib/use-admin-format.ts';
import { useActors, useAuditLogs } from './api/audit-logs.ts';
import { AuditDetailsDialog } from './components/AuditDetailsDialog.tsx';
import { AUDIT_FILTER_GROUPS, actionLabel, useAuditSentence } from './lib/audit-sentences.ts';
import type { AuditLogEntry, AuditLogFilters } from './types.ts';

const PAGE_SIZES = [25, 50, 100];

export function AuditLogSection() {
  const { t, i18n } = useTranslation('adminSystem');
  const f = useAdminFormat();
  const messageText = useMessageText();
  const TITLE = t('audit.title');
  const auditSentence = useAuditSentence();
  /** A target type as the filter names it ("Notification template"). */
  const targetLabel = (type: string) => {
    const key = `auditSentence.kinds.${type}`;
    const word = i18n.exists(key, { ns: 'adminSystem' })
      ? t(key as 'auditSentence.kinds.user')
      : type.replace(/_/g, ' ');
    return word.charAt(0).toUpperCase() + word.slice(1);
  };
  /** An action code as the filter lists it under its target ("role update"). */
  const actionName = (code: string) => {
    const key = `auditSentence.actionNames.${code}`;
    return i18n.exists(key, { ns: 'adminSystem' })
      ? t(key as 'auditSentence.actionNames.user.role_update')
      : actionLabel(code);
  };
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
      <SectionHeader title={TITLE} subtitle={t('audit.subtitle')} />

      <FilterBar
        label={t('audit.filters')}
        columns={{ xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, 1fr)' }}
      >
        <TextField
          select
          label={t('audit.target')}
          value={targetType}
          onChange={(e) => {
            filter(setTargetType)(e.target.value);
            if (e.target.value && action && !AUDIT_FILTER_GROUPS[e.target.value]?.includes(action))
              setAction('');
          }}
          margin="none"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('audit.allTargets')}</option>
          {Object.keys(AUDIT_FILTER_GROUPS).map((target) => (
            <option key={target} value={target}>
              {targetLabel(target)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t('audit.action')}
          value={action}
          onChange={(e) => filter(setAction)(e.target.value)}
          margin="none"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('audit.allActions')}</option>
          {Object.entries(actionGroups).map(([group, list]) => (
            <optgroup key={group} label={targetLabel(group)}>
              {list.map((a) => (
                <option key={a} value={a}>
                  {actionName(a)}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
        <TextField
          select
          label={t('audit.who')}
          value={actorId}
          onChange={(e) => filter(setActorId)(e.target.value)}
          margin="none"
          helperText={actors.isError ? t('audit.peopleFailed') : undefined}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('audit.anyone')}</option>
          {(actors.data ?? []).map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.name} ({a.email})
            </option>
          ))}
        </TextField>
        <TextField
          label={t('audit.from')}
          type="date"
          value={startDate}
          onChange={(e) => filter(setStartDate)(e.target.value)}
          margin="none"
          error={rangeInvalid}
          helperText={rangeInvalid ? messageText('Start date cannot be after end date') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t('audit.to')}
          type="date"
          value={endDate}
          onChange={(e) => filter(setEndDate)(e.target.value)}
          margin="none"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </FilterBar>

      {logs.isPending ? (
        <TableSkeleton label={t('audit.loading')} />
      ) : logs.isError ? (
        <ErrorState
          error={logs.error}
          fallback={t('errors.fetchAuditLogs')}
          onRetry={() => void logs.refetch()}
          retrying={logs.isFetching}
        />
      ) : logs.data.total === 0 ? (
        <EmptyState title={filtered ? t('audit.noMatch') : t('audit.none')} />
      ) : (
        <>
          <ScrollTable label={t('audit.entries')} minWidth={900}>
            <TableHead>
              <TableRow>
                <TableCell>{t('audit.when')}</TableCell>
                <TableCell>{t('audit.whatHappened')}</TableCell>
                <TableCell>{t('audit.ip')}</TableCell>
                <TableCell align="right">{t('audit.details')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {logs.data.logs.map((log) => (
                <TableRow key={log.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.instant(log.created_at)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{auditSentence(log)}</TableCell>
                  <TableCell>{log.ip_address ?? '—'}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => setDetails(log)}
                      aria-label={t('audit.detailsOf', { when: f.instant(log.created_at) })}
                    >
                      {t('audit.details')}
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
