import { Suspense, lazy, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import { MSG } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { useMessageText } from '../../../i18n/messages.ts';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { EnrollmentPanel } from '../../enrollment/components/EnrollmentPanel.tsx';
import { OfferPanel } from '../../enrollment/components/OfferPanel.tsx';
import { SessionActions } from '../../enrollment/components/SessionActions.tsx';
import { useClassEnrollment } from '../../enrollment/lib/use-class-enrollment.ts';
import { useClass } from '../api/get-class.ts';
import { ClassFacts } from '../components/ClassFacts.tsx';
import {
  BackLink,
  ClassLoadError,
  ClassNotFound,
  DetailSkeleton,
} from '../components/ClassDetailStates.tsx';
import { ClassImage } from '../components/ClassImage.tsx';
import { SessionCard } from '../components/SessionCard.tsx';
import type { CatalogueClass } from '../types.ts';
import { locationLabel as locationName } from '../lib/labels.ts';

// Signed-in visitors only: an anonymous visitor never downloads the materials code.
const ClassMaterialsSection = lazy(() => import('../../materials/ClassMaterialsSection.tsx'));
// The confirmations (decline a seat, withdraw) load when first asked for: a visitor never sees
// them, and MUI's dialog and modal are not part of the class page's first load.
const EnrollmentDialogs = lazy(() =>
  import('../../enrollment/components/EnrollmentDialogs.tsx').then((m) => ({
    default: m.EnrollmentDialogs,
  })),
);

/** /classes/{id}: about, location, price, benefits and every upcoming session with its actions. */
export function ClassDetailPage() {
  const { id = '' } = useParams();
  const classQuery = useClass(id);

  if (classQuery.isPending) return <DetailSkeleton />;
  if (classQuery.isError) {
    const notFound = isApiError(classQuery.error) && [400, 404].includes(classQuery.error.status);
    if (notFound) return <ClassNotFound />;
    return (
      <ClassLoadError
        error={classQuery.error}
        retrying={classQuery.isFetching}
        onRetry={() => void classQuery.refetch()}
      />
    );
  }
  return <ClassDetail cls={classQuery.data} classId={id} />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function ClassDetail({ cls, classId }: { cls: CatalogueClass; classId: string }) {
  const classEnrollment = useClassEnrollment(classId, cls.id);
  const { viewer, eligibility } = classEnrollment;
  const { enrollment, offer } = classEnrollment.standing;
  const { t } = useTranslation('public');
  const format = useFormat();
  const messageText = useMessageText();
  const sessions = cls.sessions ?? [];
  const locationLabel = locationName(t, cls.location_type);
  const enrolledSession = enrollment
    ? sessions.find((s) => s.id === enrollment.session_id)
    : undefined;
  // Mounted from the first confirmation on, so a closing dialog can fade out.
  const [dialogsMounted, setDialogsMounted] = useState(false);
  if (classEnrollment.confirm !== null && !dialogsMounted) setDialogsMounted(true);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={cls.title} />
      <BackLink />

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          alignItems: 'start',
          mb: 4,
        }}
      >
        <Box sx={{ minWidth: 0, gridColumn: { md: 2 }, gridRow: { md: 1 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 1.5 }}>
            {cls.title}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            <Chip
              icon={<PlaceOutlined />}
              label={locationLabel}
              variant="outlined"
              color="primary"
            />
            <Chip
              icon={<TranslateOutlined />}
              label={t(`language.taughtIn.${cls.language}`)}
              variant="outlined"
              color="primary"
            />
            {cls.duration && (
              <Chip
                icon={<ScheduleOutlined />}
                label={cls.duration}
                variant="outlined"
                color="primary"
              />
            )}
          </Box>
          <Typography sx={{ fontSize: '2rem', fontWeight: 700, mb: 0.5 }}>
            {format.money(cls.price)}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('detail.pricePer')}</Typography>
          {cls.instructor_name && (
            <Typography>{t('detail.instructor', { name: cls.instructor_name })}</Typography>
          )}
          <Button href="#sessions-heading" variant="contained" size="large" sx={{ mt: 2 }}>
            {t('detail.seeSessions')}
          </Button>
        </Box>
        {/* Decorative: on a phone it gives way to an offer or enrollment panel right below. */}
        <ClassImage
          imageUrl={cls.image_url}
          eager
          sx={{
            borderRadius: 2,
            gridColumn: { md: 1 },
            gridRow: { md: 1 },
            display: { xs: offer || enrollment ? 'none' : 'block', md: 'block' },
          }}
        />
      </Box>

      {viewer === 'student' && eligibility.isError && (
        <Alert
          severity="warning"
          sx={{ mb: 3, alignItems: 'center' }}
          action={
            <Button color="inherit" onClick={() => void eligibility.refetch()}>
              {t('contact.retry')}
            </Button>
          }
        >
          {messageText(MSG.enrollmentCheckFailed)}
        </Alert>
      )}

      {offer && (
        <OfferPanel
          entry={offer}
          session={sessions.find((s) => s.id === offer.offered_session_id)}
          busy={classEnrollment.accepting}
          onAccept={classEnrollment.onAccept}
          onDecline={() => classEnrollment.setConfirm('decline')}
          onExpired={() => void eligibility.refetch()}
        />
      )}

      {enrollment && (
        <EnrollmentPanel
          enrollment={enrollment}
          session={enrolledSession}
          onWithdraw={() => classEnrollment.setConfirm('withdraw')}
        />
      )}

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 0, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Section id="about-heading" title={t('detail.about')}>
            <Typography sx={{ whiteSpace: 'pre-line', fontSize: '1.05rem' }}>
              {cls.description}
            </Typography>
          </Section>

          {viewer !== 'anonymous' && Number.isInteger(cls.id) && (
            <Suspense fallback={null}>
              <ClassMaterialsSection classId={cls.id} />
            </Suspense>
          )}

          <Box component="section" aria-labelledby="sessions-heading" sx={{ mb: 4 }}>
            <Typography
              id="sessions-heading"
              variant="h2"
              sx={{ fontSize: '1.4rem', mb: 1.5, scrollMarginTop: 80 }}
            >
              {t('detail.sessions')}
            </Typography>
            {sessions.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3 }}>
                <Typography sx={{ mb: 1 }}>{t('detail.noSessions')}</Typography>
                <Link component={RouterLink} to={paths.contact}>
                  {t('detail.contactForDates')}
                </Link>
              </Paper>
            ) : (
              <Box sx={{ display: 'grid', gap: 2 }}>
                {sessions.map((session) => (
                  <SessionCard
                    key={session.id}
                    session={session}
                    duration={cls.duration}
                    classLocation={cls.location_details}
                    classLanguage={cls.language}
                    badge={
                      enrollment?.session_id === session.id ? (
                        <Chip label={t('detail.yourSession')} color="primary" size="small" />
                      ) : undefined
                    }
                  >
                    <SessionActions
                      sessionId={session.id}
                      {...classEnrollment.actionsFor(session)}
                      onEnroll={() => classEnrollment.onEnroll(session.id)}
                      onJoin={() => classEnrollment.onJoin(session.id)}
                      onLeave={() => classEnrollment.onLeave(session.id)}
                    />
                  </SessionCard>
                ))}
              </Box>
            )}
          </Box>
        </Box>

        <ClassFacts
          locationLabel={locationLabel}
          locationDetails={cls.location_details}
          price={cls.price}
          credential={cls}
        />
      </Box>

      {dialogsMounted && (
        <Suspense fallback={null}>
          <EnrollmentDialogs
            open={classEnrollment.confirm}
            declining={classEnrollment.declining}
            withdrawing={classEnrollment.withdrawing}
            onDecline={classEnrollment.onDecline}
            onWithdraw={classEnrollment.onWithdraw}
            onClose={() => classEnrollment.setConfirm(null)}
          />
        </Suspense>
      )}
    </Container>
  );
}
