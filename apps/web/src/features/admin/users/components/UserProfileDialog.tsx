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
import { LIMITS, formatPhone } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { TableSkeleton } from '../../components/LoadingStates.tsx';
import { EmptyState, ErrorState } from '../../components/StateViews.tsx';
import { useActivityLabel } from '../../components/StatusChip.tsx';
import { usePagerLabels } from '../../components/PagedRows.tsx';
import { useAdminFormat } from '../../lib/use-admin-format.ts';
import { useUserActivity } from '../api/get-user-activity.ts';
import { useUserEnrollments } from '../api/get-user-enrollments.ts';
import { useUserProfile } from '../api/get-user-profile.ts';
import type { AdminUser, UserProfile } from '../types.ts';
import { EmailVerifiedChip, RoleChip, UserStatusChip } from './UserChips.tsx';
import { TrainingTab } from './TrainingTab.tsx';
import { EnrollmentTable } from '../../components/EnrollmentTable.tsx';

type TabId = 'profile' | 'activity' | 'enrollments' | 'training';
const TABS = [
  { id: 'profile', label: 'tabProfile' },
  { id: 'activity', label: 'tabActivity' },
  { id: 'enrollments', label: 'tabEnrollments' },
  { id: 'training', label: 'tabTraining' },
] as const satisfies readonly { id: TabId; label: string }[];

/** View Profile: the user's details, their activity (10 per page) and their enrolments. */
export function UserProfileDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('adminUsers');
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
      <DialogTitle id={titleId}>{t('profile.title', { name: user.name })}</DialogTitle>
      <DialogContent dividers>
        <Tabs
          value={tab}
          onChange={(_e, v: TabId) => setTab(v)}
          aria-label={t('profile.tabs')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
        >
          {TABS.map((entry) => (
            <Tab
              key={entry.id}
              value={entry.id}
              label={t(`profile.${entry.label}`)}
              id={`${tabsId}-${entry.id}`}
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
        <Button onClick={onClose}>{t('profile.close')}</Button>
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
  const { t } = useTranslation('adminUsers');
  const query = useUserProfile(userId);
  if (query.isPending) return <TableSkeleton rows={6} label={t('profile.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        title={t('errors.loadProfile')}
        fallback={t('errors.fetchProfile')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <ProfileDetails profile={query.data} />;
}

function ProfileDetails({ profile: p }: { profile: UserProfile }) {
  const { t } = useTranslation('adminUsers');
  const f = useAdminFormat();
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
      <Row label={t('profile.name')}>{u.name}</Row>
      <Row label={t('profile.email')}>{u.email}</Row>
      <Row label={t('profile.emailVerified')}>
        <EmailVerifiedChip verified={u.email_verified} />
        {u.email_verified_at &&
          t('profile.verifiedOn', { date: f.instantDay(u.email_verified_at) })}
      </Row>
      <Row label={t('profile.phone')}>{u.phone_number && formatPhone(u.phone_number)}</Row>
      <Row label={t('profile.address')}>{u.address}</Row>
      <Row label={t('profile.emergencyContact')}>{u.emergency_contact}</Row>
      <Row label={t('profile.role')}>
        <RoleChip role={u.role} />
      </Row>
      <Row label={t('profile.status')}>
        <UserStatusChip status={u.status} />
      </Row>
      <Row label={t('profile.memberSince')}>{f.instantDay(p.member_since)}</Row>
      <Row label={t('profile.lastUpdated')}>{f.instant(p.last_updated)}</Row>
      <Row label={t('profile.emailNotifications')}>
        {p.email_notifications ? t('profile.enabled') : t('profile.disabled')}
      </Row>
      <Row label={t('profile.lastLogin')}>
        {p.last_login ? f.instant(p.last_login) : t('profile.never')}
      </Row>
      <Row label={t('profile.enrollments')}>
        {t('profile.enrollmentCounts', {
          active: p.enrollments.active.length,
          historical: p.enrollments.historical.length,
        })}
      </Row>
      <Row label={t('profile.payments')}>
        {t('profile.paymentCounts', {
          paid: p.payments.paid_count,
          paidAmount: f.money(p.payments.total_paid),
          outstanding: p.payments.outstanding_count,
          outstandingAmount: f.money(p.payments.outstanding_amount),
        })}
      </Row>
      <Row label={t('profile.certificates')}>{p.certificates_count}</Row>
      <Row label={t('profile.waitlist')}>{p.waitlist_count}</Row>
    </Box>
  );
}

function ActivityTab({ userId }: { userId: number }) {
  const { t } = useTranslation('adminUsers');
  const f = useAdminFormat();
  const actionLabel = useActivityLabel();
  const pagerLabels = usePagerLabels();
  const [page, setPage] = useState(0);
  const query = useUserActivity(userId, page + 1);
  if (query.isPending) return <TableSkeleton rows={4} label={t('activity.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        fallback={t('errors.fetchActivity')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.total === 0) return <EmptyState title={t('activity.empty')} />;
  return (
    <>
      <Box
        component="ul"
        aria-label={t('activity.list')}
        sx={{ listStyle: 'none', m: 0, p: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}
      >
        {query.data.activities.map((a) => (
          <Box
            component="li"
            key={a.id}
            sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip size="small" variant="outlined" label={actionLabel(a.action)} />
              <Typography variant="body2" color="text.secondary">
                {f.instant(a.created_at)}
              </Typography>
            </Box>
            <Typography>{a.description ?? actionLabel(a.action)}</Typography>
          </Box>
        ))}
      </Box>
      <TablePagination
        {...pagerLabels}
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
  const { t } = useTranslation('adminUsers');
  const query = useUserEnrollments(user.id);
  if (query.isPending) return <TableSkeleton rows={3} label={t('enrollments.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        fallback={t('errors.fetchEnrollments')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const lists = [
    {
      key: 'active',
      heading: t('enrollments.activeHeading', { count: query.data.active.length }),
      none: t('enrollments.noActive'),
      label: t('enrollments.activeOf', { name: user.name }),
      rows: query.data.active,
    },
    {
      key: 'historical',
      heading: t('enrollments.historicalHeading', { count: query.data.historical.length }),
      none: t('enrollments.noHistorical'),
      label: t('enrollments.historicalOf', { name: user.name }),
      rows: query.data.historical,
    },
  ] as const;
  return (
    <>
      {lists.map((list) => (
        <Box key={list.key} sx={{ mb: 3 }}>
          <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
            {list.heading}
          </Typography>
          {list.rows.length === 0 ? (
            <Typography color="text.secondary">{list.none}</Typography>
          ) : (
            <EnrollmentTable
              subject="class"
              rows={list.rows}
              historical={list.key === 'historical'}
              label={list.label}
            />
          )}
        </Box>
      ))}
    </>
  );
}
