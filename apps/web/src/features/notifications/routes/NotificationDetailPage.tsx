import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import Done from '@mui/icons-material/Done';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { MSG, isInAppLink, safeLink } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useSpoken } from '../../profile/lib/use-spoken.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { useNotification } from '../api/get-notification.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { isUnread, type AppNotification, type NotificationLink } from '../api/types.ts';
import { DetailedMessageForm } from '../components/DetailedMessageForm.tsx';
import { RenewalSessions } from '../../reminders/components/RenewalSessions.tsx';
import { useNotificationTypeLabel } from '../lib/use-type-label.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

const backToList = paths.profileSection('notifications');

/**
 * metadata.links and action_url, each only when it is a safe link (an in-app path or http(s)),
 * and as the browser reads it: the address rendered is the one that was checked.
 */
function relatedLinks(n: AppNotification, openRelated: string): NotificationLink[] {
  const links: NotificationLink[] = [];
  const raw: unknown = n.metadata?.links;
  for (const l of Array.isArray(raw) ? (raw as Partial<Record<'label' | 'url', unknown>>[]) : []) {
    const url = l && typeof l.url === 'string' ? safeLink(l.url) : null;
    if (url !== null) {
      links.push({ label: (typeof l.label === 'string' && l.label.trim()) || url, url });
    }
  }
  const action = n.action_url ? safeLink(n.action_url) : null;
  if (action !== null && !links.some((l) => l.url === action)) {
    links.push({ label: openRelated, url: action });
  }
  return links;
}

/** The expiry reminder a notification carries (docs/decisions/0052), whose sessions it shows. */
function expiryReminderOf(n: AppNotification): string | null {
  const id = n.metadata?.reminder_id;
  return n.metadata?.kind === 'expiry_reminder' && typeof id === 'number' ? String(id) : null;
}

function RelatedLink({ link }: { link: NotificationLink }) {
  const { t } = useTranslation('notifications');
  if (isInAppLink(link.url)) {
    return (
      <Link component={RouterLink} to={link.url}>
        {link.label}
      </Link>
    );
  }
  return (
    <Link href={link.url} target="_blank" rel="noopener noreferrer">
      {link.label}
      <OpenInNew fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {t('detail.newTab')}
      </Box>
    </Link>
  );
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <PageTitle title={title} />
      {children}
    </Container>
  );
}

/**
 * Opening one's own unread notification reads it (specification 000, 4: "unread becomes read when
 * opened"), once per notification; the mutation refreshes the bell, the list and the counts. A
 * failure stays silent: the Mark as Read button is still there to try again.
 */
function useReadOnOpen(
  n: AppNotification | undefined,
  userId: number | string | undefined,
  markRead: (id: number) => void,
) {
  const done = useRef<number | null>(null);
  const target =
    n && userId !== undefined && String(n.recipient) === String(userId) && isUnread(n)
      ? n.id
      : null;
  useEffect(() => {
    if (target === null || done.current === target) return;
    done.current = target;
    markRead(target);
  }, [target, markRead]);
}

/** /notifications/{id} (login required). */
export function NotificationDetailPage() {
  const { id = '' } = useParams();
  const { user, isAdmin } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('notifications');
  const { msg, errorText, toast } = useSpoken();
  const { locale } = useFormat();
  const typeLabel = useNotificationTypeLabel();
  const query = useNotification(id, isAdmin);
  const markRead = useMarkNotificationRead();
  useReadOnOpen(query.data, user?.id, markRead.mutate);

  // Back: the previous page of this app, or the list when the page was opened directly.
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(backToList);
  };

  if (query.isPending) {
    return (
      <Shell title={t('detail.title')}>
        <Spinner label={t('detail.loading')} showLabel />
      </Shell>
    );
  }

  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <Shell title={notFound ? msg(MSG.notificationNotFound) : t('detail.title')}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>
            {msg(notFound ? MSG.notificationNotFound : MSG.loadNotificationFailed)}
          </Typography>
          {notFound ? (
            <Typography sx={{ mb: 3 }}>{t('detail.notFoundHint')}</Typography>
          ) : (
            <Alert severity="error" sx={{ mb: 3 }}>
              {errorText(query.error, MSG.loadNotificationFailed)}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {!notFound && (
              <Button variant="contained" onClick={() => void query.refetch()}>
                {t('detail.retry')}
              </Button>
            )}
            <Button
              component={RouterLink}
              to={backToList}
              variant={notFound ? 'contained' : 'outlined'}
            >
              {t('detail.backToList')}
            </Button>
          </Box>
        </Paper>
      </Shell>
    );
  }

  const n = query.data;
  const unread = isUnread(n);
  const own = user !== null && String(n.recipient) === String(user.id);
  const links = relatedLinks(n, t('detail.openRelated'));
  const reminderId = expiryReminderOf(n);
  const staff = user?.role === 'admin' || user?.role === 'instructor';
  // The follow-up goes to the recipient; one's own notification is answered to its sender.
  const replyTo = own ? n.sender_name : n.recipient_name;
  const canReply = own ? n.sender_id !== null : true;

  const onMarkRead = () =>
    markRead.mutate(n.id, {
      onSuccess: () => toast.success(MSG.notificationMarkedRead),
      onError: (err) => toast.error(err, MSG.markReadFailed),
    });

  return (
    <Shell title={n.title}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button startIcon={<ArrowBack aria-hidden />} onClick={goBack}>
          {t('detail.back')}
        </Button>
        <Button
          startIcon={<Close aria-hidden />}
          component={RouterLink}
          to={backToList}
          sx={{ ml: 'auto' }}
        >
          {t('detail.close')}
        </Button>
      </Box>
      <Paper
        component="article"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 4 } }}
        aria-labelledby="notification-title"
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
          <Chip size="small" variant="outlined" label={typeLabel(n.type)} />
          {unread && <Chip size="small" color="primary" label={t('detail.new')} />}
        </Box>
        <Typography
          variant="h1"
          id="notification-title"
          sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
        >
          {n.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          <time dateTime={n.created_at}>
            {new Date(n.created_at).toLocaleString(locale, {
              dateStyle: 'full',
              timeStyle: 'short',
            })}
          </time>
          {n.sender_name ? t('detail.from', { name: n.sender_name }) : ''}
          {!own && n.recipient_name ? t('detail.to', { name: n.recipient_name }) : ''}
        </Typography>
        <Typography sx={{ mt: 3, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {n.message}
        </Typography>
        {own && reminderId !== null && <RenewalSessions reminderId={reminderId} />}
        {links.length > 0 && (
          <Box sx={{ mt: 3 }}>
            <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
              {t('detail.related')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
              {links.map((l, i) => (
                <li key={`${l.url}-${i}`}>
                  <RelatedLink link={l} />
                </li>
              ))}
            </Box>
          </Box>
        )}
        {own && unread && (
          <Button
            variant="contained"
            startIcon={<Done aria-hidden />}
            onClick={onMarkRead}
            loading={markRead.isPending}
            loadingPosition="start"
            sx={{ mt: 3 }}
          >
            {t('detail.markRead')}
          </Button>
        )}
      </Paper>
      {staff &&
        (canReply ? (
          <DetailedMessageForm
            notification={n}
            recipientText={
              replyTo ? t('detail.followUpTo', { name: replyTo }) : t('detail.followUp')
            }
          />
        ) : (
          <Alert severity="info" sx={{ mt: 3 }}>
            {t('detail.noSender')}
          </Alert>
        ))}
    </Shell>
  );
}
