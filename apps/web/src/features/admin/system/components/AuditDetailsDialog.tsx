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
import { formatInstant } from '../../lib/format.ts';
import { auditSentence } from '../lib/audit-sentences.ts';
import { changeRows } from '../lib/changes.ts';
import type { AuditLogEntry } from '../types.ts';

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h3" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={`${label} as JSON`}
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
        {value === null || value === undefined ? 'none' : JSON.stringify(value, null, 2)}
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
      <DialogTitle id={titleId}>Audit entry details</DialogTitle>
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
          <dt>When</dt>
          <dd>{formatInstant(entry.created_at)}</dd>
          <dt>Who</dt>
          <dd>
            {[entry.actor_name, entry.actor_email].filter(Boolean).join(', ') || 'System'}
            {entry.actor_id ? ` (user #${entry.actor_id})` : ''}
          </dd>
          <dt>Action</dt>
          <dd>
            <Box component="code">{entry.action}</Box>
          </dd>
          <dt>Target</dt>
          <dd>
            {entry.target_type}
            {entry.target_id ? ` ${entry.target_id}` : ''}
          </dd>
          <dt>IP address</dt>
          <dd>{entry.ip_address ?? '—'}</dd>
        </Box>
        {rows && rows.length > 0 && (
          <>
            <Typography component="h3" variant="body1" sx={{ fontWeight: 700, mb: 1 }}>
              Changes
            </Typography>
            <TableContainer
              role="region"
              aria-label="Changes"
              tabIndex={0}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 2, overflowX: 'auto' }}
            >
              <Table size="small" aria-label="Changes">
                <TableHead>
                  <TableRow>
                    <TableCell>Field</TableCell>
                    <TableCell>Before</TableCell>
                    <TableCell>After</TableCell>
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
                            changed
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
          <Json label="Before" value={entry.before} />
          <Json label="After" value={entry.after} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
