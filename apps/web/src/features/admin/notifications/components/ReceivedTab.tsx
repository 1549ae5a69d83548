import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MSG } from '@careclass/shared';
import { useMessageText } from '../../../../i18n/messages.ts';
import { useToast } from '../../../../lib/toast.ts';
import { useMarkNotificationRead } from '../../../notifications/api/mark-notification-read.ts';
import { notificationTypeLabel, type AppNotification } from '../../../notifications/api/types.ts';
import { NotificationItem } from '../../../notifications/components/NotificationItem.tsx';
import { TableSkeleton } from '../../components/LoadingStates.tsx';
import { EmptyState, ErrorState } from '../../components/StateViews.tsx';
import { useOfficeDates } from '../../classes/lib/office-dates.ts';
import { useReceivedNotifications } from '../api/get-received-notifications.ts';
import { CENTER_MSG, useCenterText } from '../lib/labels.ts';

/** Received: the admin's own notifications, to open or mark read. */
export function ReceivedTab() {
  const { t } = useTranslation('adminNotifications');
  const msg = useMessageText();
  const text = useCenterText();
  const { formatInstant } = useOfficeDates();
  const received = useReceivedNotifications();
  const markRead = useMarkNotificationRead();
  const toast = useToast();

  if (received.isPending) return <TableSkeleton label={t('received.loading')} />;
  if (received.isError) {
    return (
      <ErrorState
        error={received.error}
        fallback={text(CENTER_MSG.fetchReceived)}
        onRetry={() => void received.refetch()}
        retrying={received.isFetching}
      />
    );
  }
  const { notifications, unread_count: unread } = received.data;
  if (notifications.length === 0) {
    return (
      <EmptyState title={t('received.empty')}>
        <Typography color="text.secondary">{t('received.emptyHint')}</Typography>
      </EmptyState>
    );
  }
  const mark = (n: AppNotification) =>
    markRead.mutate(n.id, {
      onSuccess: () => toast.success(msg(MSG.notificationMarkedRead)),
      onError: (error) => toast.error(error, msg(MSG.markReadFailed)),
    });

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {unread > 0 ? t('received.unread', { count: unread }) : t('received.caughtUp')}
      </Typography>
      <Paper variant="outlined">
        <Box
          component="ul"
          aria-label={t('received.listLabel')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {notifications.map((n) => (
            <NotificationItem
              key={n.id}
              n={n}
              heading="h2"
              time={formatInstant(n.created_at)}
              about={
                n.sender_name
                  ? t('received.from', { type: notificationTypeLabel(n.type), name: n.sender_name })
                  : notificationTypeLabel(n.type)
              }
              busy={markRead.isPending}
              onMarkRead={mark}
            />
          ))}
        </Box>
      </Paper>
    </>
  );
}
