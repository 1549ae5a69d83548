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
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { statusLabel } from '../../components/StatusChip.tsx';
import { formatDay, formatInstantDay } from '../../lib/format.ts';
import { formatFileSize } from '../lib/files.ts';
import type { Certificate } from '@careclass/shared';

const STATUS_COLOR: Record<CertificateStatus, NonNullable<ChipProps['color']>> = {
  active: 'success',
  expired: 'warning',
  revoked: 'error',
};

export function CertificateStatusChip({ status }: { status: CertificateStatus }) {
  return (
    <Chip size="small" color={STATUS_COLOR[status] ?? 'default'} label={statusLabel(status)} />
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
  const what = describeCertificate(c);
  const revoked = c.status === 'revoked';
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title="Download">
        <IconButton aria-label={`Download ${what}`} onClick={() => actions.onDownload(c)}>
          <Download />
        </IconButton>
      </Tooltip>
      <Tooltip title={revoked ? 'Restore' : 'Revoke'}>
        <span>
          <IconButton
            aria-label={`${revoked ? 'Restore' : 'Revoke'} ${what}`}
            onClick={() => actions.onToggleRevoked(c)}
            disabled={actions.busy}
          >
            {revoked ? <RestoreOutlined /> : <BlockOutlined />}
          </IconButton>
        </span>
      </Tooltip>
      {c.issued && !c.superseded && (
        <Tooltip title="Reissue">
          <span>
            <IconButton
              aria-label={`Reissue ${what}`}
              onClick={() => actions.onReissue(c)}
              disabled={actions.busy}
            >
              <AutorenewOutlined />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Tooltip title="Delete">
        <span>
          <IconButton
            aria-label={`Delete ${what}`}
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

function sessionText(c: Certificate): string | null {
  if (!c.session_date) return null;
  return `${formatDay(c.session_date)}${c.start_time ? `, ${c.start_time}` : ''}`;
}

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
  return (
    <ScrollTable label="Certificates" minWidth={1000}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={allSelected}
              indeterminate={someSelected && !allSelected}
              onChange={onToggleAll}
              slotProps={{ input: { 'aria-label': 'Select all certificates' } }}
            />
          </TableCell>
          <TableCell>Certificate</TableCell>
          <TableCell>Student</TableCell>
          <TableCell>Class</TableCell>
          <TableCell>Issued</TableCell>
          <TableCell>Expires</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Actions</TableCell>
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
                  slotProps={{ input: { 'aria-label': `Select ${describeCertificate(c)}` } }}
                />
              </TableCell>
              <TableCell>
                <Box sx={{ fontWeight: 600 }}>{c.certificate_name}</Box>
                <Typography variant="body2" color="text.secondary">
                  {fileKind(c.file_type)}, {formatFileSize(c.file_size)}
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
                {sessionText(c) && (
                  <Typography variant="body2" color="text.secondary">
                    {sessionText(c)}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstantDay(c.upload_date)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {c.expiration_date ? formatDay(c.expiration_date) : 'No expiry'}
              </TableCell>
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
  return (
    <Box
      component="ul"
      aria-label="Certificates"
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
        const session = sessionText(c);
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
                    slotProps={{ input: { 'aria-label': `Select ${describeCertificate(c)}` } }}
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
                  <dt>Class</dt>
                  <dd>{c.class_name ?? '—'}</dd>
                  {session && (
                    <>
                      <dt>Session</dt>
                      <dd>{session}</dd>
                    </>
                  )}
                  <dt>Issued</dt>
                  <dd>{formatInstantDay(c.upload_date)}</dd>
                  <dt>Expires</dt>
                  <dd>{c.expiration_date ? formatDay(c.expiration_date) : 'No expiry'}</dd>
                  <dt>File</dt>
                  <dd>
                    {fileKind(c.file_type)}, {formatFileSize(c.file_size)}
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
