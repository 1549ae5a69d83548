import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DoneAll from '@mui/icons-material/DoneAll';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { MSG } from '@careclass/shared';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { useToast } from '../../../../lib/toast.ts';
import { useAuth } from '../../../auth/auth-context.ts';
import { useDeleteNotification } from '../../../notifications/api/delete-notification.ts';
import { useMarkAllNotificationsRead } from '../../../notifications/api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../../../notifications/api/mark-notification-read.ts';
import { isUnread, type AppNotification } from '../../../notifications/api/types.ts';
import { useUpdateEmailNotifications } from '../../api/update-preferences.ts';
import { formatDateTime, relativeDay } from '../../lib/dates.ts';
import { useNow } from '../../lib/use-now.ts';
import { EmptyState, RefreshError, SectionHeader } from '../common.tsx';
import type { SectionProps } from './types.ts';

function NotificationItem({
  n,
  now,
  busy,
  onMarkRead,
  onDelete,
}: {
  n: AppNotification;
  now: Date;
  busy: boolean;
  onMarkRead: (n: AppNotification) => void;
  onDelete: (n: AppNotification) => void;
}) {
  const titleId = useId();
  const unread = isUnread(n);
  return (
    <Box
      component="li"
      sx={{
        p: 2,
        borderBottom: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: unread ? 'primary.main' : 'transparent',
        bgcolor: unread ? 'rgba(29, 92, 140, 0.06)' : 'transparent',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          variant="h3"
          id={titleId}
          sx={{
            fontSize: '1.05rem',
            fontWeight: unread ? 700 : 500,
            flex: '1 1 200px',
            minWidth: 0,
            overflowWrap: 'anywhere',
          }}
        >
          {n.title}
        </Typography>
        {unread && <Chip size="small" color="primary" label="New" />}
        <Typography
          component="time"
          dateTime={n.created_at}
          title={formatDateTime(n.created_at)}
          variant="body2"
          color="text.secondary"
        >
          {relativeDay(n.created_at, now)}
        </Typography>
      </Box>
      <Typography
        color="text.secondary"
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
        {unread && (
          <Button
            size="small"
            disabled={busy}
            onClick={() => onMarkRead(n)}
            aria-label={`Mark as read: ${n.title}`}
          >
            Mark as read
          </Button>
        )}
        <Button
          size="small"
          color="error"
          disabled={busy}
          onClick={() => onDelete(n)}
          aria-label={`Delete: ${n.title}`}
        >
          Delete
        </Button>
      </Box>
    </Box>
  );
}

function EmailSwitch() {
  const { user, setUser } = useAuth();
  const toast = useToast();
  const mutation = useUpdateEmailNotifications();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const checked = optimistic ?? user?.email_notifications ?? true;

  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, mb: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={mutation.isPending}
            onChange={(_e, value) => {
              setOptimistic(value);
              mutation.mutate(value, {
                onSuccess: (updated) => {
                  setUser(updated);
                  toast.success(
                    updated.email_notifications
                      ? 'Email notifications turned on'
                      : 'Email notifications turned off',
                  );
                },
                onError: (err) => toast.error(err, MSG.updateNotificationsFailed),
                onSettled: () => setOptimistic(null),
              });
            }}
          />
        }
        label="Email notifications"
      />
      <Typography variant="body2" color="text.secondary">
        Also send news to {user?.email ?? 'my e-mail address'}. Messages about your own requests (a
        seat offered, a payment received) are always e-mailed.
      </Typography>
    </Paper>
  );
}

export function NotificationsSection({
  data,
  headingId,
  refresh,
  refreshing,
  refreshError,
}: SectionProps) {
  const now = useNow(60_000);
  const toast = useToast();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const [deleting, setDeleting] = useState<AppNotification | null>(null);
  const list = data.notifications;
  const unread = list.filter(isUnread).length;
  const busy = markRead.isPending || markAll.isPending || remove.isPending;

  return (
    <>
      <SectionHeader
        title="Notifications"
        headingId={headingId}
        description={unread > 0 ? `${unread} unread` : 'You are all caught up.'}
        onRefresh={refresh}
        refreshing={refreshing}
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAll aria-hidden />}
            disabled={unread === 0 || busy}
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: (result) => toast.success(result.message),
                onError: (err) => toast.error(err, MSG.markAllReadFailed),
              })
            }
          >
            Mark all as read
          </Button>
        }
      />
      {refreshError ? (
        <RefreshError
          message={errorMessage(refreshError, MSG.profileLoadFailed)}
          onRetry={refresh}
        />
      ) : null}
      <EmailSwitch />
      {list.length === 0 ? (
        <EmptyState icon={<NotificationsOutlined />} title="No notifications">
          News about your enrollments, waitlist places and payments appears here.
        </EmptyState>
      ) : (
        <Paper variant="outlined">
          <Box component="ul" aria-label="Notifications" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {list.map((n) => (
              <NotificationItem
                key={n.id}
                n={n}
                now={now}
                busy={busy}
                onMarkRead={(item) =>
                  markRead.mutate(item.id, {
                    onSuccess: () => toast.success(MSG.notificationMarkedRead),
                    onError: (err) => toast.error(err, MSG.markReadFailed),
                  })
                }
                onDelete={setDeleting}
              />
            ))}
          </Box>
        </Paper>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this notification?"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: (result) => toast.success(result?.message || 'Notification deleted'),
            onError: (err) => toast.error(err, MSG.deleteNotificationFailed),
            onSettled: () => setDeleting(null),
          });
        }}
        onClose={() => setDeleting(null)}
      >
        <Typography>“{deleting?.title}” is removed from your notifications.</Typography>
      </ConfirmDialog>
    </>
  );
}
