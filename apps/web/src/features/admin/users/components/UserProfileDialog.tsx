import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LIMITS, formatPhone, formatUsd } from '@careclass/shared';
import { TableSkeleton } from '../../components/LoadingStates.tsx';
import { EmptyState, ErrorState } from '../../components/StateViews.tsx';
import { statusLabel } from '../../components/StatusChip.tsx';
import { formatInstant, formatInstantDay } from '../../lib/format.ts';
import { useUserActivity } from '../api/get-user-activity.ts';
import { useUserEnrollments } from '../api/get-user-enrollments.ts';
import { useUserProfile } from '../api/get-user-profile.ts';
import { USERS_MSG } from '../messages.ts';
import type { AdminUser, UserProfile } from '../types.ts';
import { EmailVerifiedChip, RoleChip, UserStatusChip } from './UserChips.tsx';
import { TrainingTab } from './TrainingTab.tsx';
import { EnrollmentTable } from '../../components/EnrollmentTable.tsx';

type TabId = 'profile' | 'activity' | 'enrollments' | 'training';
const TABS: { id: TabId; label: string }[] = [
  { id: 'profile', label: 'Profile' },
  { id: 'activity', label: 'Activity' },
  { id: 'enrollments', label: 'Enrollments' },
  { id: 'training', label: 'Training' },
];

/** View Profile: the user's details, their activity (10 per page) and their enrolments. */
export function UserProfileDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<TabId>('profile');

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>User Profile: {user.name}</DialogTitle>
      <DialogContent dividers>
        <Tabs
          value={tab}
          onChange={(_e, v: TabId) => setTab(v)}
          aria-label="Profile sections"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
        >
          {TABS.map((t) => (
            <Tab
              key={t.id}
              value={t.id}
              label={t.label}
              id={`${tabsId}-${t.id}`}
              aria-controls={`${tabsId}-panel`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
          {tab === 'profile' && <ProfileTab userId={user.id} />}
          {tab === 'activity' && <ActivityTab userId={user.id} />}
          {tab === 'enrollments' && <EnrollmentsTab user={user} />}
          {tab === 'training' && <TrainingTab userId={user.id} />}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children ?? '—'}
      </Box>
    </>
  );
}

function ProfileTab({ userId }: { userId: number }) {
  const query = useUserProfile(userId);
  if (query.isPending) return <TableSkeleton rows={6} label="Loading profile" />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        title={USERS_MSG.loadProfile}
        fallback={USERS_MSG.fetchProfile}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <ProfileDetails profile={query.data} />;
}

function ProfileDetails({ profile: p }: { profile: UserProfile }) {
  const u = p.user;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      <Row label="Name">{u.name}</Row>
      <Row label="Email">{u.email}</Row>
      <Row label="Email verified">
        <EmailVerifiedChip verified={u.email_verified} />
        {u.email_verified_at && ` on ${formatInstantDay(u.email_verified_at)}`}
      </Row>
      <Row label="Phone">{u.phone_number && formatPhone(u.phone_number)}</Row>
      <Row label="Address">{u.address}</Row>
      <Row label="Emergency contact">{u.emergency_contact}</Row>
      <Row label="Role">
        <RoleChip role={u.role} />
      </Row>
      <Row label="Status">
        <UserStatusChip status={u.status} />
      </Row>
      <Row label="Member since">{formatInstantDay(p.member_since)}</Row>
      <Row label="Last updated">{formatInstant(p.last_updated)}</Row>
      <Row label="Email notifications">{p.email_notifications ? 'Enabled' : 'Disabled'}</Row>
      <Row label="Last login">{p.last_login ? formatInstant(p.last_login) : 'Never'}</Row>
      <Row label="Enrollments">
        {p.enrollments.active.length} active, {p.enrollments.historical.length} historical
      </Row>
      <Row label="Payments">
        {p.payments.paid_count} paid ({formatUsd(p.payments.total_paid)}),{' '}
        {p.payments.outstanding_count} outstanding ({formatUsd(p.payments.outstanding_amount)})
      </Row>
      <Row label="Certificates">{p.certificates_count}</Row>
      <Row label="Open waitlist entries">{p.waitlist_count}</Row>
    </Box>
  );
}

function ActivityTab({ userId }: { userId: number }) {
  const [page, setPage] = useState(0);
  const query = useUserActivity(userId, page + 1);
  if (query.isPending) return <TableSkeleton rows={4} label="Loading activity" />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        fallback={USERS_MSG.fetchActivity}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.total === 0) return <EmptyState title="No activity yet" />;
  return (
    <>
      <Box
        component="ul"
        aria-label="Activity history"
        sx={{ listStyle: 'none', m: 0, p: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}
      >
        {query.data.activities.map((a) => (
          <Box
            component="li"
            key={a.id}
            sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip size="small" variant="outlined" label={statusLabel(a.action)} />
              <Typography variant="body2" color="text.secondary">
                {formatInstant(a.created_at)}
              </Typography>
            </Box>
            <Typography>{a.description ?? statusLabel(a.action)}</Typography>
          </Box>
        ))}
      </Box>
      <TablePagination
        component="div"
        count={query.data.total}
        page={page}
        onPageChange={(_e, p) => setPage(p)}
        rowsPerPage={LIMITS.activityPageSize}
        rowsPerPageOptions={[]}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
      />
    </>
  );
}

function EnrollmentsTab({ user }: { user: AdminUser }) {
  const query = useUserEnrollments(user.id);
  if (query.isPending) return <TableSkeleton rows={3} label="Loading enrollments" />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        fallback={USERS_MSG.fetchEnrollments}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const lists = [
    { key: 'active', title: 'Active', rows: query.data.active },
    { key: 'historical', title: 'Historical', rows: query.data.historical },
  ] as const;
  return (
    <>
      {lists.map((list) => (
        <Box key={list.key} sx={{ mb: 3 }}>
          <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
            {list.title} ({list.rows.length})
          </Typography>
          {list.rows.length === 0 ? (
            <Typography color="text.secondary">
              No {list.title.toLowerCase()} enrollments
            </Typography>
          ) : (
            <EnrollmentTable
              subject="class"
              rows={list.rows}
              historical={list.key === 'historical'}
              label={`${list.title} enrollments of ${user.name}`}
            />
          )}
        </Box>
      ))}
    </>
  );
}
