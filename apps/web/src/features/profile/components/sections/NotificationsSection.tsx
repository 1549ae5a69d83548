import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DoneAll from '@mui/icons-material/DoneAll';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { MSG } from '@careclass/shared';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/auth-context.ts';
import { useDeleteNotification } from '../../../notifications/api/delete-notification.ts';
import { useMarkAllNotificationsRead } from '../../../notifications/api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../../../notifications/api/mark-notification-read.ts';
import { isUnread, type AppNotification } from '../../../notifications/api/types.ts';
import { NotificationItem } from '../../../notifications/components/NotificationItem.tsx';
import { useUpdateEmailNotifications } from '../../api/update-preferences.ts';
import { useDates } from '../../lib/use-dates.ts';
import { useSpoken } from '../../lib/use-spoken.ts';
import { useNow } from '../../lib/use-now.ts';
import { EmptyState, RefreshError, SectionHeader } from '../common.tsx';
import type { SectionProps } from './types.ts';

function EmailSwitch() {
  const { user, setUser } = useAuth();
  const { t } = useTranslation('profile');
  const { toast } = useSpoken();
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
                      ? t('notifications.emailOn')
                      : t('notifications.emailOff'),
                  );
                },
                onError: (err) => toast.error(err, MSG.updateNotificationsFailed),
                onSettled: () => setOptimistic(null),
              });
            }}
          />
        }
        label={t('notifications.email')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('notifications.emailHint', { email: user?.email ?? t('notifications.myEmail') })}
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
  const { t } = useTranslation('profile');
  const { errorText, toast } = useSpoken();
  const dates = useDates();
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
        title={t('sections.notifications')}
        headingId={headingId}
        description={
          unread > 0 ? t('notifications.unread', { count: unread }) : t('notifications.caughtUp')
        }
        onRefresh={refresh}
        refreshing={refreshing}
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAll aria-hidden />}
            // Not `disabled`: the browser takes focus off a button that becomes disabled, so a
            // keyboard user who pressed it would be sent back to the top of the page.
            aria-disabled={unread === 0 || busy}
            sx={{ '&[aria-disabled="true"]': { color: 'text.secondary', borderColor: 'divider' } }}
            onClick={() => {
              if (unread === 0 || busy) return;
              markAll.mutate(undefined, {
                onSuccess: (result) => toast.success(result.message),
                onError: (err) => toast.error(err, MSG.markAllReadFailed),
              });
            }}
          >
            {t('notifications.markAll')}
          </Button>
        }
      />
      {refreshError ? (
        <RefreshError message={errorText(refreshError, MSG.profileLoadFailed)} onRetry={refresh} />
      ) : null}
      <EmailSwitch />
      {list.length === 0 ? (
        <EmptyState icon={<NotificationsOutlined />} title={t('notifications.empty')}>
          {t('notifications.emptyHint')}
        </EmptyState>
      ) : (
        <Paper variant="outlined">
          <Box
            component="ul"
            aria-label={t('notifications.list')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {list.map((n) => (
              <NotificationItem
                key={n.id}
                n={n}
                heading="h3"
                time={dates.relativeDay(n.created_at, now)}
                timeTitle={dates.dateTime(n.created_at)}
                tinted
                muted
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
        title={t('notifications.deleteTitle')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: (result) => toast.success(result?.message || t('notifications.deleted')),
            onError: (err) => toast.error(err, MSG.deleteNotificationFailed),
            onSettled: () => setDeleting(null),
          });
        }}
        onClose={() => setDeleting(null)}
      >
        <Typography>{t('notifications.deleteBody', { title: deleting?.title })}</Typography>
      </ConfirmDialog>
    </>
  );
}
