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
import { formatDateTime, relativeDay } from '../../lib/dates.ts';
import { useNow } from '../../lib/use-now.ts';
import type { ProfileSectionId } from '../../sections.ts';
import { RefreshError, SectionHeader } from '../common.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
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
  const activeClasses = data.enrollments.filter(
    (e) => e.enrollment_status === 'approved' && e.enrollment_type === 'active',
  ).length;
  const paymentsDue = data.payments.filter((p) => isUnpaid(p.status)).length;
  const recent = data.recent_activity.slice(0, LIMITS.recentActivityCount);

  return (
    <>
      <SectionHeader title="Overview" headingId={headingId} />
      {refreshError ? (
        <RefreshError
          message={errorMessage(refreshError, MSG.profileLoadFailed)}
          onRetry={refresh}
        />
      ) : null}
      <Box
        component="ul"
        aria-label="Summary"
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
            label="Active Classes"
            value={activeClasses}
            icon={<SchoolOutlined />}
            section="enrollments"
          />
        </li>
        <li>
          <StatCard
            label="Certificates"
            value={data.certificates.length}
            icon={<WorkspacePremiumOutlined />}
            section="certificates"
          />
        </li>
        <li>
          <StatCard
            label="Payments Due"
            value={paymentsDue}
            icon={<ReceiptLongOutlined />}
            section="payments"
          />
        </li>
        <li>
          <StatCard
            label="Unread Notifications"
            value={data.unread_notifications}
            icon={<NotificationsOutlined />}
            section="notifications"
          />
        </li>
      </Box>

      <Typography variant="h3" sx={{ mb: 1 }}>
        Recent activity
      </Typography>
      <Paper variant="outlined">
        {recent.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            No recent activity yet.
          </Typography>
        ) : (
          <List aria-label="Recent activity">
            {recent.map((a) => (
              <ListItem key={a.id} divider sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                <ListItemText
                  primary={a.description || a.action.replace(/_/g, ' ')}
                  sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                />
                <Typography
                  component="time"
                  dateTime={a.created_at}
                  title={formatDateTime(a.created_at)}
                  variant="body2"
                  color="text.secondary"
                >
                  {relativeDay(a.created_at, now)}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </>
  );
}
