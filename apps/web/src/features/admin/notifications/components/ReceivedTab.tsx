import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MSG } from '@careclass/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../lib/paths.ts';
import { useToast } from '../../../../lib/toast.ts';
import { useMarkNotificationRead } from '../../../notifications/api/mark-notification-read.ts';
import {
  isUnread,
  notificationTypeLabel,
  type AppNotification,
} from '../../../notifications/api/types.ts';
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
          {notifications.map((n) => {
            const unreadItem = isUnread(n);
            return (
              <Box
                component="li"
                key={n.id}
                sx={{
                  p: 2,
                  borderBottom: 1,
                  borderColor: 'divider',
                  borderLeft: 4,
                  borderLeftColor: unreadItem ? 'primary.main' : 'transparent',
                  '&:last-of-type': { borderBottom: 0 },
                }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography
                    component="h2"
                    sx={{
                      fontSize: '1.05rem',
                      fontWeight: unreadItem ? 700 : 500,
                      flex: '1 1 200px',
                      minWidth: 0,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {n.title}
                  </Typography>
                  {unreadItem && <Chip size="small" color="primary" label="New" />}
                  <Typography
                    component="time"
                    dateTime={n.created_at}
                    variant="body2"
                    color="text.secondary"
                  >
                    {formatInstant(n.created_at)}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {notificationTypeLabel(n.type)}
                  {n.sender_name ? ` from ${n.sender_name}` : ''}
                </Typography>
                <Typography
                  sx={{
                    mt: 0.5,
                    overflowWrap: 'anywhere',
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {n.message}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    component={RouterLink}
                    to={paths.notification(n.id)}
                    aria-label={`Open: ${n.title}`}
                  >
                    Open
                  </Button>
                  {unreadItem && (
                    <Button
                      size="small"
                      disabled={markRead.isPending}
                      onClick={() => mark(n)}
                      aria-label={`Mark as read: ${n.title}`}
                    >
                      Mark as read
                    </Button>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      </Paper>
    </>
  );
}
