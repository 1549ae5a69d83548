import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  CERTIFICATE_STATUSES,
  ISSUED_MSG,
  LIMITS,
  type CertificateStatus,
} from '@careclass/shared';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../i18n/messages.ts';
import { useErrorToast } from '../lib/i18n.ts';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useToast } from '../../../lib/toast.ts';
import { downloadCertificate } from '../../profile/api/download-certificate.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { SearchField } from '../components/SearchField.tsx';
import { Pager, useServerPages } from '../components/PagedRows.tsx';
import { TableSkeleton } from '../components/LoadingStates.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { EmptyState, ErrorState } from '../components/StateViews.tsx';
import {
  useDeleteCertificate,
  useDeleteCertificates,
  useReissueCertificate,
  useRevokeCertificate,
  useSetCertificateStatus,
} from './api/change-certificates.ts';
import { useCertificates } from './api/get-certificates.ts';
import {
  CertificateGrid,
  CertificateTable,
  useDescribeCertificate,
  type CertificateActions,
} from './components/CertificateViews.tsx';
import { ExpiringSoon } from './components/ExpiringSoon.tsx';
import { UploadCertificateDialog } from './components/UploadCertificateDialog.tsx';
import { CERT_MSG } from './messages.ts';
import type { Certificate } from '@careclass/shared';

const SEARCH_DELAY_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const CERTIFICATE_PAGE_SIZES = [25, 50, 100] as const;

const VIEWS = [{ id: 'all' }, { id: 'expiring' }] as const;
type ViewId = (typeof VIEWS)[number]['id'];

/**
 * /admin/certificates: every certificate, or those expiring soon (?view=expiring,
 * docs/decisions/0050), as tabs under the section's header.
 */
export function CertificatesSection() {
  const { t } = useTranslation('adminCertificates');
  const TITLE = t('title');
  const [params, setParams] = useSearchParams();
  const view: ViewId = params.get('view') === 'expiring' ? 'expiring' : 'all';
  const base = useId();
  const tabs = (
    <Tabs
      value={view}
      onChange={(_e, value: ViewId) =>
        setParams(value === 'all' ? {} : { view: value }, { replace: true })
      }
      aria-label={t('tabs.label')}
      variant="fullWidth"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, maxWidth: { sm: 420 } }}
    >
      {VIEWS.map((v) => (
        <Tab
          key={v.id}
          value={v.id}
          label={t(`tabs.${v.id}`)}
          id={`${base}-tab-${v.id}`}
          aria-controls={`${base}-panel-${v.id}`}
        />
      ))}
    </Tabs>
  );
  const panel = (children: ReactNode) => (
    <Box role="tabpanel" id={`${base}-panel-${view}`} aria-labelledby={`${base}-tab-${view}`}>
      {children}
    </Box>
  );
  if (view === 'expiring') {
    return (
      <>
        <PageTitle title={t('expiringTitle', { title: TITLE })} />
        <SectionHeader title={TITLE} subtitle={t('expiringSubtitle')} />
        {tabs}
        {panel(<ExpiringSoon />)}
      </>
    );
  }
  return <AllCertificates tabs={tabs} panel={panel} />;
}

function AllCertificates({
  tabs,
  panel,
}: {
  tabs: ReactNode;
  panel: (children: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('adminCertificates');
  const TITLE = t('title');
  const messageText = useMessageText();
  const errorToast = useErrorToast();
  const describeCertificate = useDescribeCertificate();
  /** The server's success text in the page's language (the English fallbacks are ours). */
  const success = (message: string) => {
    if (message === CERT_MSG.deleted) return t('success.deleted');
    if (message === CERT_MSG.statusUpdated) return t('success.statusUpdated');
    return messageText(message);
  };
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CertificateStatus | ''>('');
  // Until the admin picks a view, narrow screens get cards and wide ones the table.
  const [chosenView, setChosenView] = useState<'table' | 'grid' | null>(null);
  const view = chosenView ?? (narrow ? 'grid' : 'table');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<Certificate | null>(null);
  const [bulkConfirm, setBulkConfirm] = useState(false);
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [reissuing, setReissuing] = useState<Certificate | null>(null);
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);

  // The server pages the list (docs/decisions/0043); a new filter starts at the first page.
  const pages = useServerPages(CERTIFICATE_PAGE_SIZES[2]);
  const { setPage } = pages;
  useEffect(() => setPage(0), [debouncedSearch, status, setPage]);
  const list = useCertificates({
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(status ? { status } : {}),
    ...pages.query,
  });
  const total = list.data?.pagination.total;
  const { keepWithin } = pages;
  useEffect(
    () => keepWithin(total, list.isPlaceholderData),
    [keepWithin, total, list.isPlaceholderData],
  );
  const toast = useToast();
  const deleteOne = useDeleteCertificate();
  const deleteMany = useDeleteCertificates();
  const setStatusOf = useSetCertificateStatus();
  const revokeOne = useRevokeCertificate();
  const reissueOne = useReissueCertificate();
  const busy =
    deleteOne.isPending ||
    deleteMany.isPending ||
    setStatusOf.isPending ||
    revokeOne.isPending ||
    reissueOne.isPending;

  const shown = useMemo(() => list.data?.certificates ?? [], [list.data]);
  // Only what is on screen can be acted on: a certificate filtered away leaves the selection.
  const selectedShown = useMemo(() => shown.filter((c) => selected.has(c.id)), [shown, selected]);
  const allSelected = shown.length > 0 && selectedShown.length === shown.length;

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(shown.map((c) => c.id)));

  const actions: CertificateActions = {
    busy,
    onDownload: (c) =>
      void downloadCertificate({
        url: c.certificate_url,
        name: c.certificate_name,
        fileType: c.file_type,
      }).catch((error: unknown) => errorToast(error, t('errors.download'))),
    // Revoking asks for the reason (kept with the certificate); restoring is one click.
    onToggleRevoked: (c) => {
      if (c.status !== 'revoked') {
        setReason('');
        setReasonError('');
        setRevoking(c);
        return;
      }
      void setStatusOf.mutateAsync({ id: c.id, status: 'active' }).then(
        (message) => toast.success(success(message)),
        (error: unknown) => errorToast(error, t('errors.updateStatus')),
      );
    },
    onReissue: setReissuing,
    onDelete: setDeleting,
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      toast.success(success(await deleteOne.mutateAsync(deleting.id)));
      setSelected((s) => {
        const next = new Set(s);
        next.delete(deleting.id);
        return next;
      });
      setDeleting(null);
    } catch (error) {
      errorToast(error, t('errors.delete'));
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    if (!reason.trim()) {
      setReasonError(messageText(ISSUED_MSG.reasonRequired));
      return;
    }
    try {
      toast.success(
        success(await revokeOne.mutateAsync({ id: revoking.id, reason: reason.trim() })),
      );
      setRevoking(null);
    } catch (error) {
      errorToast(error, t('errors.revoke'));
    }
  };

  const confirmReissue = async () => {
    if (!reissuing) return;
    try {
      toast.success(success(await reissueOne.mutateAsync(reissuing.id)));
      setReissuing(null);
    } catch (error) {
      errorToast(error, t('errors.reissue'));
    }
  };

  const confirmBulkDelete = async () => {
    const ids = selectedShown.map((c) => c.id);
    try {
      const result = await deleteMany.mutateAsync(ids);
      if (result.deleted > 0) {
        toast.success(
          result.message === CERT_MSG.bulkDeleted(result.deleted)
            ? t('success.bulkDeleted', { count: result.deleted })
            : messageText(result.message),
        );
      }
      if (result.deleted < result.requested) toast.error(t('errors.deleteSome'));
      setSelected(new Set());
      setBulkConfirm(false);
    } catch (error) {
      errorToast(error, t('errors.deleteSome'));
    }
  };

  const filtered = Boolean(debouncedSearch || status);

  return (
    <>
      <PageTitle title={TITLE} />
      <SectionHeader
        title={TITLE}
        subtitle={t('subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<UploadFileOutlined />}
            onClick={() => setUploading(true)}
          >
            {t('upload')}
          </Button>
        }
      />
      {tabs}

      {panel(
        <>
          <FilterBar
            label={t('filters.label')}
            columns={{ xs: '1fr', sm: '2fr 1fr auto' }}
            sx={{ alignItems: 'center' }}
          >
            <SearchField
              label={t('filters.search')}
              value={search}
              onChange={(value) => {
                setSearch(value);
                setSelected(new Set());
              }}
              placeholder={t('filters.searchPlaceholder')}
            />
            <TextField
              select
              label={t('filters.status')}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as CertificateStatus | '');
                setSelected(new Set());
              }}
              margin="none"
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('filters.allStatuses')}</option>
              {CERTIFICATE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </TextField>
            <ToggleButtonGroup
              value={view}
              exclusive
              size="small"
              onChange={(_e, v: 'table' | 'grid' | null) => v && setChosenView(v)}
              aria-label={t('filters.view')}
            >
              <ToggleButton value="table" aria-label={t('filters.tableView')}>
                <TableRowsOutlined />
              </ToggleButton>
              <ToggleButton value="grid" aria-label={t('filters.cardView')}>
                <GridViewOutlined />
              </ToggleButton>
            </ToggleButtonGroup>
          </FilterBar>

          {selectedShown.length > 0 && (
            <Paper
              variant="outlined"
              role="region"
              aria-label={t('bulk.label')}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1.5,
                px: 2,
                py: 1,
                mb: 2,
                bgcolor: 'action.selected',
              }}
            >
              <Typography sx={{ fontWeight: 600, flexGrow: 1 }} aria-live="polite">
                {t('bulk.selected', { count: selectedShown.length })}
              </Typography>
              <Button onClick={() => setSelected(new Set())}>{t('bulk.clear')}</Button>
              <Button
                variant="contained"
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => setBulkConfirm(true)}
                disabled={busy}
              >
                {t('bulk.delete')}
              </Button>
            </Paper>
          )}

          {list.isPending ? (
            <TableSkeleton label={t('list.loading')} />
          ) : list.isError ? (
            <ErrorState
              error={list.error}
              fallback={t('errors.fetchCertificates')}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : shown.length === 0 ? (
            <EmptyState title={filtered ? t('list.noMatch') : t('list.none')}>
              {!filtered && <Typography color="text.secondary">{t('list.noneHint')}</Typography>}
            </EmptyState>
          ) : view === 'table' ? (
            <CertificateTable
              certificates={shown}
              selection={{ selected, toggle }}
              allSelected={allSelected}
              someSelected={selectedShown.length > 0}
              onToggleAll={toggleAll}
              actions={actions}
            />
          ) : (
            <>
              <Box sx={{ mb: 1 }}>
                <Button size="small" onClick={toggleAll}>
                  {allSelected ? t('bulk.clear') : t('bulk.selectAll')}
                </Button>
              </Box>
              <CertificateGrid
                certificates={shown}
                selection={{ selected, toggle }}
                actions={actions}
              />
            </>
          )}

          {total !== undefined && total > shown.length && (
            <Pager
              {...pages}
              count={Math.min(total, LIMITS.listDepthMax)}
              sizes={CERTIFICATE_PAGE_SIZES}
            />
          )}
        </>,
      )}

      {uploading && <UploadCertificateDialog onClose={() => setUploading(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteDialog.title')}
        confirmLabel={t('deleteDialog.confirm')}
        danger
        busy={deleteOne.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting && <>{t('deleteDialog.body', { what: describeCertificate(deleting) })}</>}
      </ConfirmDialog>
      <ConfirmDialog
        open={revoking !== null}
        title={t('revokeDialog.title')}
        confirmLabel={t('revokeDialog.confirm')}
        danger
        busy={revokeOne.isPending}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setRevoking(null)}
      >
        {revoking && (
          <>
            {t('revokeDialog.body', { what: describeCertificate(revoking) })}
            <TextField
              label={t('revokeDialog.reason')}
              required
              fullWidth
              multiline
              minRows={2}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError('');
              }}
              error={Boolean(reasonError)}
              helperText={reasonError || ' '}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              sx={{ mt: 2 }}
            />
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={reissuing !== null}
        title={t('reissueDialog.title')}
        confirmLabel={t('reissueDialog.confirm')}
        busy={reissueOne.isPending}
        onConfirm={() => void confirmReissue()}
        onClose={() => setReissuing(null)}
      >
        {reissuing && t('reissueDialog.body', { what: describeCertificate(reissuing) })}
      </ConfirmDialog>
      <ConfirmDialog
        open={bulkConfirm}
        title={t('bulkDialog.title')}
        confirmLabel={t('bulkDialog.confirm', { count: selectedShown.length })}
        danger
        busy={deleteMany.isPending}
        onConfirm={() => void confirmBulkDelete()}
        onClose={() => setBulkConfirm(false)}
      >
        {t('bulkDialog.body', { count: selectedShown.length })}
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5, maxHeight: 200, overflowY: 'auto' }}>
          {selectedShown.map((c) => (
            <li key={c.id}>{describeCertificate(c)}</li>
          ))}
        </Box>
      </ConfirmDialog>
    </>
  );
}
