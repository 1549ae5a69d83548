import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MSG, isUnpaid } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useProfile } from '../api/get-profile.ts';
import type { ProfileData } from '../api/types.ts';
import { ProfileHeader } from '../components/ProfileHeader.tsx';
import { ProfileNav } from '../components/ProfileNav.tsx';
import { ActivitySection } from '../components/sections/ActivitySection.tsx';
import { CertificatesSection } from '../components/sections/CertificatesSection.tsx';
import { EnrollmentsSection } from '../components/sections/EnrollmentsSection.tsx';
import { NotificationsSection } from '../components/sections/NotificationsSection.tsx';
import { OverviewSection } from '../components/sections/OverviewSection.tsx';
import { PasswordSection } from '../components/sections/PasswordSection.tsx';
import { PaymentMethodsSection } from '../components/sections/PaymentMethodsSection.tsx';
import { PaymentsSection } from '../components/sections/PaymentsSection.tsx';
import type { SectionProps } from '../components/sections/types.ts';
import { TrainingHoursSection } from '../components/sections/TrainingHoursSection.tsx';
import { WaitlistSection } from '../components/sections/WaitlistSection.tsx';
import { useSpoken } from '../lib/use-spoken.ts';
import {
  sectionHeadingId,
  toSection,
  useSectionLabel,
  type ProfileSectionId,
} from '../sections.ts';

const SECTIONS: Record<ProfileSectionId, ComponentType<SectionProps>> = {
  overview: OverviewSection,
  enrollments: EnrollmentsSection,
  waitlist: WaitlistSection,
  certificates: CertificatesSection,
  'training-hours': TrainingHoursSection,
  payments: PaymentsSection,
  'payment-methods': PaymentMethodsSection,
  password: PasswordSection,
  activity: ActivitySection,
  notifications: NotificationsSection,
};

/** Below 900 px the section navigation becomes a collapsible menu. */
const COMPACT_QUERY = '(max-width:899.95px)';

function PageShell({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      {children}
    </Container>
  );
}

/**
 * /profile (login required): the self-service area. The section comes from `?section=` and every
 * change is a history entry, so the back button returns to the previous section. One query
 * (GET /profile/profile) feeds every section; mutations invalidate it.
 */
export function ProfilePage() {
  const profile = useProfile();
  const [params] = useSearchParams();
  const section = toSection(params.get('section'));
  const compact = useMediaQuery(COMPACT_QUERY, { noSsr: true });
  const headingId = sectionHeadingId(section);
  const { t } = useTranslation('profile');
  const { msg, errorText } = useSpoken();
  const sectionLabel = useSectionLabel();

  // After choosing another section, move the focus to its heading (not on the first render).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(headingId)?.focus();
  }, [headingId]);

  const title = <PageTitle title={t('page.title', { section: sectionLabel(section) })} />;

  if (profile.isPending) {
    return (
      <PageShell>
        {title}
        <Spinner label={t('page.loading')} showLabel />
      </PageShell>
    );
  }

  if (profile.isError && !profile.data) {
    return (
      <PageShell>
        {title}
        <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
          {t('page.heading')}
        </Typography>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              {t('page.retry')}
            </Button>
          }
        >
          {errorText(profile.error, MSG.profileLoadFailed)}
        </Alert>
      </PageShell>
    );
  }

  // An empty answer (no body) reads as no data; any other answer was parsed by its schema.
  const data: ProfileData | undefined = profile.data;
  if (!data) {
    return (
      <PageShell>
        {title}
        <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
          {t('page.heading')}
        </Typography>
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              {t('page.retry')}
            </Button>
          }
        >
          {msg(MSG.noProfileData)}
        </Alert>
      </PageShell>
    );
  }

  const Section = SECTIONS[section];
  const counts = {
    waitlist: data.waitlist_entries.length,
    payments: data.payments.filter((p) => isUnpaid(p.status)).length,
    notifications: data.unread_notifications,
  };

  return (
    <PageShell>
      {title}
      <ProfileHeader user={data.user} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: compact ? 'minmax(0, 1fr)' : '260px minmax(0, 1fr)',
          alignItems: 'start',
        }}
      >
        <ProfileNav current={section} counts={counts} compact={compact} />
        <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
          <Section
            key={section}
            data={data}
            headingId={headingId}
            refresh={() => void profile.refetch()}
            refreshing={profile.isRefetching}
            refreshError={profile.isRefetchError ? profile.error : null}
          />
        </Box>
      </Box>
    </PageShell>
  );
}
