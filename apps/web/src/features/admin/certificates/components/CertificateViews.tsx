import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Download from '@mui/icons-material/Download';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import type { CertificateStatus } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { useAdminFormat, type AdminFormat } from '../../lib/use-admin-format.ts';
import { formatFileSize } from '../lib/files.ts';
import type { Certificate } from '@careclass/shared';

const STATUS_COLOR: Record<CertificateStatus, NonNullable<ChipProps['color']>> = {
  active: 'success',
  expired: 'warning',
  revoked: 'error',
};

export function CertificateStatusChip({ status }: { status: CertificateStatus }) {
  const { t } = useTranslation('adminCertificates');
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status] ?? 'default'}
      label={status in STATUS_COLOR ? t(`statuses.${status}`) : status}
    />
  );
}

const fileKind = (type: string) =>
  type === 'application/pdf'
    ? 'PDF'
    : type === 'image/png'
      ? 'PNG'
      : type === 'image/jpeg'
        ? 'JPEG'
        : type;

/** "CPR certificate of Ana Lee": names a row's actions for assistive technology. */
export const describeCertificate = (c: Certificate) => `${c.certificate_name} of ${c.student_name}`;

/** describeCertificate in the page's language. */
export function useDescribeCertificate(): (c: Certificate) => string {
  const { t } = useTranslation('adminCertificates');
  return (c) => t('views.describe', { name: c.certificate_name, student: c.student_name });
}

export interface CertificateActions {
  busy: boolean;
  onDownload: (c: Certificate) => void;
  onToggleRevoked: (c: Certificate) => void;
  /** Issued by CareClass and not yet replaced: a new number and code. */
  onReissue: (c: Certificate) => void;
  onDelete: (c: Certificate) => void;
}

export interface Selection {
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
}

function RowActions({ c, actions }: { c: Certificate; actions: CertificateActions }) {
  const { t } = useTranslation('adminCertificates');
  const what = useDescribeCertificate()(c);
  const revoked = c.status === 'revoked';
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={t('views.download')}>
        <IconButton
          aria-label={t('views.downloadWhat', { what })}
          onClick={() => actions.onDownload(c)}
        >
          <Download />
        </IconButton>
      </Tooltip>
      <Tooltip title={revoked ? t('views.restore') : t('views.revoke')}>
        <span>
          <IconButton
            aria-label={
              revoked ? t('views.restoreWhat', { what }) : t('views.revokeWhat', { what })
            }
            onClick={() => actions.onToggleRevoked(c)}
            disabled={actions.busy}
          >
            {revoked ? <RestoreOutlined /> : <BlockOutlined />}
          </IconButton>
        </span>
      </Tooltip>
      {c.issued && !c.superseded && (
        <Tooltip title={t('views.reissue')}>
          <span>
            <IconButton
              aria-label={t('views.reissueWhat', { what })}
              onClick={() => actions.onReissue(c)}
              disabled={actions.busy}
            >
              <AutorenewOutlined />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Tooltip title={t('views.delete')}>
        <span>
          <IconButton
            aria-label={t('views.deleteWhat', { what })}
            color="error"
            onClick={() => actions.onDelete(c)}
            disabled={actions.busy}
          >
            <DeleteOutlined />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

function sessionText(c: Certificate, f: AdminFormat): string | null {
  if (!c.session_date) return null;
  return `${f.day(c.session_date)}${c.start_time ? `, ${c.start_time}` : ''}`;
}

const expiresText = (c: Certificate, f: AdminFormat, t: TFunction<'adminCertificates'>) =>
  c.expiration_date ? f.day(c.expiration_date) : t('views.noExpiry');

export function CertificateTable({
  certificates,
  selection,
  allSelected,
  someSelected,
  onToggleAll,
  actions,
}: {
  certificates: Certificate[];
  selection: Selection;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
  actions: CertificateActions;
}) {
  const { t } = useTranslation('adminCertificates');
  const f = useAdminFormat();
  const describe = useDescribeCertificate();
  return (
    <ScrollTable label={t('views.table')} minWidth={1000}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={allSelected}
              indeterminate={someSelected && !allSelected}
              onChange={onToggleAll}
              slotProps={{ input: { 'aria-label': t('views.selectAll') } }}
            />
          </TableCell>
          <TableCell>{t('views.certificate')}</TableCell>
          <TableCell>{t('views.student')}</TableCell>
          <TableCell>{t('views.class')}</TableCell>
          <TableCell>{t('views.issued')}</TableCell>
          <TableCell>{t('views.expires')}</TableCell>
          <TableCell>{t('views.status')}</TableCell>
          <TableCell align="right">{t('views.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {certificates.map((c) => {
          const checked = selection.selected.has(c.id);
          return (
            <TableRow key={c.id} hover selected={checked}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={checked}
                  onChange={() => selection.toggle(c.id)}
                  slotProps={{
                    input: { 'aria-label': t('views.selectWhat', { what: describe(c) }) },
                  }}
                />
              </TableCell>
              <TableCell>
                <Box sx={{ fontWeight: 600 }}>{c.certificate_name}</Box>
                <Typography variant="body2" color="text.secondary">
                  {fileKind(c.file_type)}, {formatFileSize(c.file_size, f.locale)}
                </Typography>
              </TableCell>
              <TableCell>
                <Box>{c.student_name}</Box>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {c.student_email}
                </Typography>
              </TableCell>
              <TableCell>
                <Box>{c.class_name ?? '—'}</Box>
                {sessionText(c, f) && (
                  <Typography variant="body2" color="text.secondary">
                    {sessionText(c, f)}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.instantDay(c.upload_date)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{expiresText(c, f, t)}</TableCell>
              <TableCell>
                <CertificateStatusChip status={c.status} />
              </TableCell>
              <TableCell align="right">
                <RowActions c={c} actions={actions} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </ScrollTable>
  );
}

export function CertificateGrid({
  certificates,
  selection,
  actions,
}: {
  certificates: Certificate[];
  selection: Selection;
  actions: CertificateActions;
}) {
  const { t } = useTranslation('adminCertificates');
  const f = useAdminFormat();
  const describe = useDescribeCertificate();
  return (
    <Box
      component="ul"
      aria-label={t('views.table')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
      }}
    >
      {certificates.map((c) => {
        const checked = selection.selected.has(c.id);
        const session = sessionText(c, f);
        return (
          <Box component="li" key={c.id} sx={{ minWidth: 0 }}>
            <Card
              variant="outlined"
              sx={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                borderColor: checked ? 'primary.main' : undefined,
              }}
            >
              <CardContent sx={{ flexGrow: 1, pb: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Checkbox
                    checked={checked}
                    onChange={() => selection.toggle(c.id)}
                    sx={{ mt: -1, ml: -1 }}
                    slotProps={{
                      input: { 'aria-label': t('views.selectWhat', { what: describe(c) }) },
                    }}
                  />
                  <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Typography
                      component="h2"
                      variant="h3"
                      sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}
                    >
                      {c.certificate_name}
                    </Typography>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {c.student_name} · {c.student_email}
                    </Typography>
                  </Box>
                  <CertificateStatusChip status={c.status} />
                </Box>
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    columnGap: 1.5,
                    rowGap: 0.5,
                    m: 0,
                    mt: 1.5,
                    '& dt': { color: 'text.secondary' },
                    '& dd': { m: 0, overflowWrap: 'anywhere' },
                  }}
                >
                  <dt>{t('views.class')}</dt>
                  <dd>{c.class_name ?? '—'}</dd>
                  {session && (
                    <>
                      <dt>{t('views.session')}</dt>
                      <dd>{session}</dd>
                    </>
                  )}
                  <dt>{t('views.issued')}</dt>
                  <dd>{f.instantDay(c.upload_date)}</dd>
                  <dt>{t('views.expires')}</dt>
                  <dd>{expiresText(c, f, t)}</dd>
                  <dt>{t('views.file')}</dt>
                  <dd>
                    {fileKind(c.file_type)}, {formatFileSize(c.file_size, f.locale)}
                  </dd>
                </Box>
              </CardContent>
              <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
                <RowActions c={c} actions={actions} />
              </CardActions>
            </Card>
          </Box>
        );
      })}
    </Box>
  );
}
