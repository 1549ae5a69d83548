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
import { Trans, useTranslation } from 'react-i18next';
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
import { useOfficeDates } from '../../classes/lib/office-dates.ts';
import { useSentNotifications } from '../api/get-sent-notifications.ts';
import { CENTER_MSG, useCenterText } from '../lib/labels.ts';
import type { SentNotification } from '../types.ts';

const MESSAGE_SHOWN = 80;
const NAMES_SHOWN = 40;

/**
 * Sent: what the office sent, newest first. A broadcast, or one text to more than 3 recipients, is
 * one entry with a Broadcast chip and its count. The sender may delete their own entries (after a
 * confirmation): the recipients' notices go with them.
 */
export function SentTab() {
  const { t } = useTranslation('adminNotifications');
  const text = useCenterText();
  const sent = useSentNotifications();
  const { user: me } = useAuth();
  const [deleting, setDeleting] = useState<SentNotification | null>(null);
  if (sent.isPending) return <TableSkeleton label={t('sent.loading')} />;
  if (sent.isError) {
    return (
      <ErrorState
        error={sent.error}
        fallback={text(CENTER_MSG.fetchSent)}
        onRetry={() => void sent.refetch()}
        retrying={sent.isFetching}
      />
    );
  }
  if (sent.data.length === 0) {
    return (
      <EmptyState title={t('sent.empty')}>
        <Typography color="text.secondary">{t('sent.emptyHint')}</Typography>
      </EmptyState>
    );
  }
  return (
    <>
      <ScrollTable label={t('sent.tableLabel')} minWidth={900}>
        <TableHead>
          <TableRow>
            <TableCell>{t('sent.columns.notification')}</TableCell>
            <TableCell>{t('sent.columns.recipients')}</TableCell>
            <TableCell>{t('sent.columns.type')}</TableCell>
            <TableCell>{t('sent.columns.from')}</TableCell>
            <TableCell align="right">{t('sent.columns.read')}</TableCell>
            <TableCell>{t('sent.columns.sent')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('sent.columns.actions')}
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
  const { t } = useTranslation('adminNotifications');
  const { formatInstant } = useOfficeDates();
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
              <Chip size="small" color="secondary" label={t('sent.broadcast')} />
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {t('sent.sentTo', { count: entry.sent_count })}
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
                {t('sent.class', { name: entry.metadata.class_name })}
              </Typography>
            )}
          </>
        )}
      </TableCell>
      <TableCell>{notificationTypeLabel(entry.type)}</TableCell>
      <TableCell>{entry.sender_name ?? '—'}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {t('sent.readOf', { read: entry.read_count, sent: entry.sent_count })}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(entry.created_at)}</TableCell>
      <TableCell align="right">
        {onDelete && (
          <Tooltip title={t('sent.delete')}>
            <IconButton
              aria-label={t('sent.deleteLabel', { title: entry.title })}
              onClick={onDelete}
            >
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
  const { t } = useTranslation('adminNotifications');
  const text = useCenterText();
  const toast = useToast();
  const remove = useDeleteSent();
  const confirm = async () => {
    if (!entry) return;
    try {
      toast.success(text(await remove.mutateAsync(entry.id)));
      onClose();
    } catch (error) {
      toast.error(text(errorMessage(error, CENTER_MSG.deleteSent)));
    }
  };
  const many = (entry?.sent_count ?? 0) > 1;
  return (
    <ConfirmDialog
      open={entry !== null}
      title={t('sent.confirmTitle')}
      confirmLabel={t('sent.delete')}
      danger
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {entry && (
        <Trans
          t={t}
          i18nKey={many ? 'sent.confirmTextMany' : 'sent.confirmText'}
          values={{ title: entry.title, count: entry.sent_count }}
          components={[<strong key="title" />]}
        />
      )}
    </ConfirmDialog>
  );
}
