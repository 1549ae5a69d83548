import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../../lib/use-admin-format.ts';
import { useAuditSentence } from '../lib/audit-sentences.ts';
import { changeRows } from '../lib/changes.ts';
import type { AuditLogEntry } from '../types.ts';

function Json({ label, value }: { label: string; value: unknown }) {
  const { t } = useTranslation('adminSystem');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h3" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={t('auditDetails.asJson', { label })}
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontSize: '0.8rem',
          maxHeight: 260,
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {value === null || value === undefined
          ? t('auditDetails.none')
          : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

/** One audit entry: who did what to which record, and the record before and after. */
export function AuditDetailsDialog({
  entry,
  onClose,
}: {
  entry: AuditLogEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminSystem');
  const f = useAdminFormat();
  const auditSentence = useAuditSentence();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const rows = changeRows(entry.before, entry.after);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      scroll="paper"
    >
      <DialogTitle id={titleId}>{t('auditDetails.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{auditSentence(entry)}</Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            mb: 2,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          <dt>{t('auditDetails.when')}</dt>
          <dd>{f.instant(entry.created_at)}</dd>
          <dt>{t('auditDetails.who')}</dt>
          <dd>
            {[entry.actor_name, entry.actor_email].filter(Boolean).join(', ') ||
              t('auditDetails.system')}
            {entry.actor_id ? t('auditDetails.userNumber', { id: entry.actor_id }) : ''}
          </dd>
          <dt>{t('auditDetails.action')}</dt>
          <dd>
            <Box component="code">{entry.action}</Box>
          </dd>
          <dt>{t('auditDetails.target')}</dt>
          <dd>
            {entry.target_type}
            {entry.target_id ? ` ${entry.target_id}` : ''}
          </dd>
          <dt>{t('auditDetails.ip')}</dt>
          <dd>{entry.ip_address ?? '—'}</dd>
        </Box>
        {rows && rows.length > 0 && (
          <>
            <Typography component="h3" variant="body1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('auditDetails.changes')}
            </Typography>
            <TableContainer
              role="region"
              aria-label={t('auditDetails.changes')}
              tabIndex={0}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 2, overflowX: 'auto' }}
            >
              <Table size="small" aria-label={t('auditDetails.changes')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('auditDetails.field')}</TableCell>
                    <TableCell>{t('auditDetails.before')}</TableCell>
                    <TableCell>{t('auditDetails.after')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((r) => (
                    <TableRow
                      key={r.field}
                      sx={r.changed ? { bgcolor: 'action.selected' } : undefined}
                    >
                      <TableCell sx={{ fontWeight: r.changed ? 700 : 400 }}>
                        {r.field}
                        {r.changed && (
                          <Box component="span" sx={{ display: 'block', fontSize: '0.75rem' }}>
                            {t('auditDetails.changed')}
                          </Box>
                        )}
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>
                        {r.before}
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>
                        {r.after}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Json label={t('auditDetails.before')} value={entry.before} />
          <Json label={t('auditDetails.after')} value={entry.after} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('auditDetails.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
