import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { LIMITS, isUnpaid } from '@careclass/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../lib/paths.ts';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../lib/use-dates.ts';
import { useSpoken } from '../../lib/use-spoken.ts';
import { useNow } from '../../lib/use-now.ts';
import type { ProfileSectionId } from '../../sections.ts';
import { RefreshError, SectionHeader } from '../common.tsx';
import { MSG } from '@careclass/shared';
import type { SectionProps } from './types.ts';

function StatCard({
  label,
  value,
  icon,
  section,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  section: ProfileSectionId;
}) {
  return (
    <Card variant="outlined">
      <CardActionArea
        component={RouterLink}
        to={paths.profileSection(section)}
        sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'center', gap: 2 }}
      >
        <Box sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 36 } }} aria-hidden>
          {icon}
        </Box>
        <Box sx={{ flexGrow: 1 }}>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.1 }}>
            {value}
          </Typography>
          <Typography color="text.secondary">{label}</Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function OverviewSection({ data, headingId, refresh, refreshError }: SectionProps) {
  const now = useNow(60_000);
  const { t } = useTranslation('profile');
  const { errorText } = useSpoken();
  const dates = useDates();
  const activeClasses = data.enrollments.filter(
    (e) => e.enrollment_status === 'approved' && e.enrollment_type === 'active',
  ).length;
  const paymentsDue = data.payments.filter((p) => isUnpaid(p.status)).length;
  const recent = data.recent_activity.slice(0, LIMITS.recentActivityCount);

  return (
    <>
      <SectionHeader title={t('sections.overview')} headingId={headingId} />
      {refreshError ? (
        <RefreshError message={errorText(refreshError, MSG.profileLoadFailed)} onRetry={refresh} />
      ) : null}
      <Box
        component="ul"
        aria-label={t('overview.summary')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          mb: 3,
        }}
      >
        <li>
          <StatCard
            label={t('overview.activeClasses')}
            value={activeClasses}
            icon={<SchoolOutlined />}
            section="enrollments"
          />
        </li>
        <li>
          <StatCard
            label={t('overview.certificates')}
            value={data.certificates.length}
            icon={<WorkspacePremiumOutlined />}
            section="certificates"
          />
        </li>
        <li>
          <StatCard
            label={t('overview.paymentsDue')}
            value={paymentsDue}
            icon={<ReceiptLongOutlined />}
            section="payments"
          />
        </li>
        <li>
          <StatCard
            label={t('overview.unreadNotifications')}
            value={data.unread_notifications}
            icon={<NotificationsOutlined />}
            section="notifications"
          />
        </li>
      </Box>

      <Typography variant="h3" sx={{ mb: 1 }}>
        {t('overview.recentActivity')}
      </Typography>
      <Paper variant="outlined">
        {recent.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('overview.noRecentActivity')}
          </Typography>
        ) : (
          <List aria-label={t('overview.recentActivity')}>
            {recent.map((a) => (
              <ListItem key={a.id} divider sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                <ListItemText
                  primary={a.description || a.action.replace(/_/g, ' ')}
                  sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                />
                <Typography
                  component="time"
                  dateTime={a.created_at}
                  title={dates.dateTime(a.created_at)}
                  variant="body2"
                  color="text.secondary"
                >
                  {dates.relativeDay(a.created_at, now)}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </>
  );
}
