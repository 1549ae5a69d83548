import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useToast } from '../../../../lib/toast.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { useAuth } from '../../../auth/auth-context.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useDeleteSent } from '../api/delete-sent.ts';
import { notificationTypeLabel } from '../../../notifications/api/types.ts';
import { TableSkeleton } from '../../components/LoadingStates.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { EmptyState, ErrorState } from '../../components/StateViews.tsx';
import { TruncatedText } from '../../components/TruncatedText.tsx';
import { formatInstant } from '../../lib/format.ts';
import { useSentNotifications } from '../api/get-sent-notifications.ts';
import { CENTER_MSG } from '../lib/labels.ts';
import type { SentNotification } from '../types.ts';

const MESSAGE_SHOWN = 80;
const NAMES_SHOWN = 40;

/**
 * Sent: what the office sent, newest first. A broadcast, or one text to more than 3 recipients, is
 * one entry with a Broadcast chip and its count. The sender may delete their own entries (after a
 * confirmation): the recipients' notices go with them.
 */
export function SentTab() {
  const sent = useSentNotifications();
  const { user: me } = useAuth();
  const [deleting, setDeleting] = useState<SentNotification | null>(null);
  if (sent.isPending) return <TableSkeleton label="Loading sent notifications" />;
  if (sent.isError) {
    return (
      <ErrorState
        error={sent.error}
        fallback={CENTER_MSG.fetchSent}
        onRetry={() => void sent.refetch()}
        retrying={sent.isFetching}
      />
    );
  }
  if (sent.data.length === 0) {
    return (
      <EmptyState title="Nothing sent yet">
        <Typography color="text.secondary">
          Notifications and broadcasts you send are listed here.
        </Typography>
      </EmptyState>
    );
  }
  return (
    <>
      <ScrollTable label="Sent notifications" minWidth={900}>
        <TableHead>
          <TableRow>
            <TableCell>Notification</TableCell>
            <TableCell>Recipients</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>From</TableCell>
            <TableCell align="right">Read</TableCell>
            <TableCell>Sent</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sent.data.map((entry) => (
            <SentRow
              key={entry.original_notification_ids[0] ?? entry.id}
              entry={entry}
              onDelete={entry.sender_id === me?.id ? () => setDeleting(entry) : undefined}
            />
          ))}
        </TableBody>
      </ScrollTable>
      <DeleteSentDialog entry={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function SentRow({ entry, onDelete }: { entry: SentNotification; onDelete?: () => void }) {
  return (
    <TableRow hover>
      <TableCell sx={{ maxWidth: 360 }}>
        <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.title}</Box>
        <Typography variant="body2" color="text.secondary" component="div">
          <TruncatedText text={entry.message} max={MESSAGE_SHOWN} />
        </Typography>
      </TableCell>
      <TableCell>
        {entry.is_broadcast ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Chip size="small" color="secondary" label="Broadcast" />
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                Sent to {entry.sent_count}
              </Box>
            </Box>
            <Typography variant="body2" color="text.secondary" component="div">
              <TruncatedText text={entry.all_recipients.join(', ')} max={NAMES_SHOWN} />
            </Typography>
          </>
        ) : (
          <>
            <Box>{entry.recipient_name ?? '—'}</Box>
            {entry.recipient_type === 'class' && typeof entry.metadata.class_name === 'string' && (
              <Typography variant="body2" color="text.secondary">
                Class: {entry.metadata.class_name}
              </Typography>
            )}
          </>
        )}
      </TableCell>
      <TableCell>{notificationTypeLabel(entry.type)}</TableCell>
      <TableCell>{entry.sender_name ?? '—'}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {entry.read_count} of {entry.sent_count}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(entry.created_at)}</TableCell>
      <TableCell align="right">
        {onDelete && (
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete sent notification ${entry.title}`} onClick={onDelete}>
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}

function DeleteSentDialog({
  entry,
  onClose,
}: {
  entry: SentNotification | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const remove = useDeleteSent();
  const confirm = async () => {
    if (!entry) return;
    try {
      toast.success(await remove.mutateAsync(entry.id));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, CENTER_MSG.deleteSent));
    }
  };
  const many = (entry?.sent_count ?? 0) > 1;
  return (
    <ConfirmDialog
      open={entry !== null}
      title="Delete this notification?"
      confirmLabel="Delete"
      danger
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {entry && (
        <>
          <strong>{entry.title}</strong> is deleted from your Sent list and from the notifications
          of {many ? `all ${entry.sent_count} recipients` : 'its recipient'}.
        </>
      )}
    </ConfirmDialog>
  );
}
