import { Suspense, useId, useRef, useState, type RefCallback } from 'react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { MSG } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSpoken } from '../../profile/lib/use-spoken.ts';
import { useAgo } from '../lib/use-ago.ts';
import { useLatestNotifications } from '../api/get-latest-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { isUnread, type AppNotification } from '../api/types.ts';
import { useKeepFocus } from '../../../lib/use-keep-focus.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/** The most the badge shows; more is "99+". */
const BADGE_MAX = 99;

/**
 * "Notifications, 3 unread": what the bell button is called. It holds the badge's text exactly
 * ("99+" beyond 99), so what is seen is part of what is heard.
 */
function useBellLabel() {
  const { t } = useTranslation('notifications');
  return (unread: number) =>
    unread <= 0
      ? t('bell.label')
      : t('bell.labelUnread', { unread: unread > BADGE_MAX ? `${BADGE_MAX}+` : unread });
}

function NotificationRow({
  n,
  onOpen,
  focusRef,
}: {
  n: AppNotification;
  onOpen: () => void;
  focusRef: RefCallback<HTMLElement>;
}) {
  const { t } = useTranslation('notifications');
  const ago = useAgo();
  const unread = isUnread(n);
  return (
    <ListItem disablePadding>
      <ListItemButton
        ref={focusRef}
        component={RouterLink}
        to={paths.notification(n.id)}
        onClick={onOpen}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1 }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            mt: 0.9,
            width: 8,
            height: 8,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <ListItemText
          primary={
            <>
              {unread && (
                <Box component="span" sx={visuallyHidden}>
                  {t('bell.unread')}{' '}
                </Box>
              )}
              {n.title}
            </>
          }
          secondary={<time dateTime={n.created_at}>{ago(n.created_at)}</time>}
          slotProps={{
            primary: { sx: { fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' } },
          }}
          sx={{ my: 0 }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The bell of the header for every signed-in person: the unread count on the button (read again
 * every minute and after any read), and a panel with the newest notifications, each opening its
 * page (and counting as read), "Mark all as read" and "See all". The panel is a modal popover:
 * focus moves into it, Escape closes it and focus returns to the bell.
 */
export function NotificationBell(props: { userId: number; seeAllPath: string }) {
  // The header shows on every page: while the bell's texts load, its place is kept empty
  // rather than the whole page waiting for them.
  return (
    <Suspense fallback={<Box aria-hidden sx={{ width: 40, height: 40 }} />}>
      <Bell {...props} />
    </Suspense>
  );
}

function Bell({ userId, seeAllPath }: { userId: number; seeAllPath: string }) {
  const { t } = useTranslation('notifications');
  const { errorText, toast } = useSpoken();
  const bellLabel = useBellLabel();
  const latest = useLatestNotifications(userId);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const titleId = useId();
  // Parts of the panel leave it while they may hold focus: "Mark all as read" once nothing is
  // unread (whichever reload shows that first), Retry once the list came, a row pushed out by a
  // refresh. Focus then goes to the panel's title rather than falling to the page, so it stays
  // inside the panel: Escape still closes it and gives focus back to the bell.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const keepFocus = useKeepFocus(titleRef);
  const open = anchor !== null;
  const unread = latest.data?.unread ?? 0;
  const close = () => setAnchor(null);

  const openOne = (n: AppNotification) => {
    close();
    if (isUnread(n)) {
      markRead.mutate(n.id, { onError: (err) => toast.error(err, MSG.markReadFailed) });
    }
  };

  return (
    <>
      <IconButton
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {/* No badge at all at 0: a hidden badge would still hold its last number as text. */}
        {unread > 0 ? (
          <Badge badgeContent={unread} color="error" max={BADGE_MAX}>
            <NotificationsOutlined />
          </Badge>
        ) : (
          <NotificationsOutlined />
        )}
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 'min(380px, calc(100vw - 24px))', maxHeight: 'min(560px, 80vh)' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
          <Typography
            id={titleId}
            ref={titleRef}
            tabIndex={-1}
            component="h2"
            sx={{ fontWeight: 700, flexGrow: 1 }}
          >
            {t('bell.title')}
          </Typography>
          {unread > 0 && (
            <Button
              ref={keepFocus}
              size="small"
              // Not `disabled` while it works: the browser would take focus off a disabled button,
              // out of the panel, before the request is even answered.
              aria-disabled={markAll.isPending}
              onClick={() => {
                if (markAll.isPending) return;
                markAll.mutate(undefined, {
                  onError: (err) => toast.error(err, MSG.markAllReadFailed),
                });
              }}
            >
              {t('bell.markAll')}
            </Button>
          )}
        </Box>
        <Divider />
        {latest.isPending ? (
          <Box sx={{ py: 3 }}>
            <Spinner label={t('bell.loading')} />
          </Box>
        ) : latest.isError ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button
                ref={keepFocus}
                color="inherit"
                size="small"
                onClick={() => void latest.refetch()}
              >
                {t('bell.retry')}
              </Button>
            }
          >
            {errorText(latest.error, t('bell.loadFailed'))}
          </Alert>
        ) : latest.data.notifications.length === 0 ? (
          <Typography sx={{ px: 2, py: 3, color: 'text.secondary' }}>{t('bell.empty')}</Typography>
        ) : (
          <List dense disablePadding aria-labelledby={titleId}>
            {latest.data.notifications.map((n) => (
              <NotificationRow key={n.id} n={n} onOpen={() => openOne(n)} focusRef={keepFocus} />
            ))}
          </List>
        )}
        <Divider />
        <Box sx={{ px: 1, py: 1 }}>
          <Button component={RouterLink} to={seeAllPath} onClick={close} fullWidth>
            {t('bell.seeAll')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
