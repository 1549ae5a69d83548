import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MSG } from '@careclass/shared';
import { useToast } from '../../../../lib/toast.ts';
import { useMarkNotificationRead } from '../../../notifications/api/mark-notification-read.ts';
import { notificationTypeLabel, type AppNotification } from '../../../notifications/api/types.ts';
import { NotificationItem } from '../../../notifications/components/NotificationItem.tsx';
import { TableSkeleton } from '../../components/LoadingStates.tsx';
import { EmptyState, ErrorState } from '../../components/StateViews.tsx';
import { formatInstant } from '../../lib/format.ts';
import { useReceivedNotifications } from '../api/get-received-notifications.ts';
import { CENTER_MSG } from '../lib/labels.ts';

/** Received: the admin's own notifications, to open or mark read. */
export function ReceivedTab() {
  const received = useReceivedNotifications();
  const markRead = useMarkNotificationRead();
  const toast = useToast();

  if (received.isPending) return <TableSkeleton label="Loading received notifications" />;
  if (received.isError) {
    return (
      <ErrorState
        error={received.error}
        fallback={CENTER_MSG.fetchReceived}
        onRetry={() => void received.refetch()}
        retrying={received.isFetching}
      />
    );
  }
  const { notifications, unread_count: unread } = received.data;
  if (notifications.length === 0) {
    return (
      <EmptyState title="No notifications received">
        <Typography color="text.secondary">Messages sent to you appear here.</Typography>
      </EmptyState>
    );
  }
  const mark = (n: AppNotification) =>
    markRead.mutate(n.id, {
      onSuccess: () => toast.success(MSG.notificationMarkedRead),
      onError: (error) => toast.error(error, MSG.markReadFailed),
    });

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {unread > 0 ? `${unread} unread` : 'You are all caught up.'}
      </Typography>
      <Paper variant="outlined">
        <Box
          component="ul"
          aria-label="Received notifications"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {notifications.map((n) => (
            <NotificationItem
              key={n.id}
              n={n}
              heading="h2"
              time={formatInstant(n.created_at)}
              about={`${notificationTypeLabel(n.type)}${n.sender_name ? ` from ${n.sender_name}` : ''}`}
              busy={markRead.isPending}
              onMarkRead={mark}
            />
          ))}
        </Box>
      </Paper>
    </>
  );
}
