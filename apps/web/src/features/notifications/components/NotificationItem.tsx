import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { isUnread, type AppNotification } from '../api/types.ts';

/**
 * One notification of a list (the profile's and the Notification Center's Received tab): its
 * title, when, the start of its message, Open, and Mark as read while it is unread. An unread one
 * is marked by a bar at its side, a bolder title and "New".
 */
export function NotificationItem({
  n,
  heading,
  time,
  timeTitle,
  about,
  tinted = false,
  muted = false,
  busy,
  onMarkRead,
  onDelete,
}: {
  n: AppNotification;
  /** The title's level: h2 under the page's title, h3 under a section's. */
  heading: 'h2' | 'h3';
  /** When it came, as the list says it. */
  time: string;
  /** The full date and time, as a tooltip of `time`. */
  timeTitle?: string;
  /** A line under the title (its kind and sender). */
  about?: ReactNode;
  /** An unread one is tinted as well. */
  tinted?: boolean;
  /** The message in the secondary colour. */
  muted?: boolean;
  busy: boolean;
  onMarkRead: (n: AppNotification) => void;
  /** Offers Delete. */
  onDelete?: (n: AppNotification) => void;
}) {
  const titleId = useId();
  const { t } = useTranslation('notifications');
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
        ...(tinted ? { bgcolor: unread ? 'rgba(29, 92, 140, 0.06)' : 'transparent' } : {}),
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          {...(heading === 'h3' ? { variant: 'h3', id: titleId } : { component: 'h2' })}
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
        {unread && <Chip size="small" color="primary" label={t('item.new')} />}
        <Typography
          component="time"
          dateTime={n.created_at}
          {...(timeTitle ? { title: timeTitle } : {})}
          variant="body2"
          color="text.secondary"
        >
          {time}
        </Typography>
      </Box>
      {about && (
        <Typography variant="body2" color="text.secondary">
          {about}
        </Typography>
      )}
      <Typography
        {...(muted ? { color: 'text.secondary' } : {})}
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
          aria-label={t('item.openLabel', { title: n.title })}
        >
          {t('item.open')}
        </Button>
        {unread && (
          <Button
            size="small"
            disabled={busy}
            onClick={() => onMarkRead(n)}
            aria-label={t('item.markReadLabel', { title: n.title })}
          >
            {t('item.markRead')}
          </Button>
        )}
        {onDelete && (
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={() => onDelete(n)}
            aria-label={t('item.deleteLabel', { title: n.title })}
          >
            {t('item.delete')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
