import { Suspense, lazy, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { LOCATION_LABELS, MSG, formatUsd, isStudentRole } from '@careclass/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { paths, type LoginRedirectState } from '../../../lib/paths.ts';
import { useToast } from '../../../lib/toast.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { useAcceptOffer } from '../api/accept-offer.ts';
import { useEligibility } from '../api/check-eligibility.ts';
import { useDeclineOffer } from '../api/decline-offer.ts';
import { useEnroll } from '../api/enroll.ts';
import { useClass } from '../api/get-class.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';
import { useLeaveWaitlist } from '../api/leave-waitlist.ts';
import { useWithdrawEnrollment } from '../api/withdraw-enrollment.ts';
import { ClassImage } from '../components/ClassImage.tsx';
import { OfferPanel } from '../components/OfferPanel.tsx';
import { SessionCard } from '../components/SessionCard.tsx';
import { formatDateRange, formatTimeRange } from '../lib/format.ts';
import type { CatalogueClass, ClassSession, Eligibility } from '../types.ts';

const BENEFITS = [
  {
    title: 'Certificate of completion',
    text: 'Proof of your training for your file and employer.',
  },
  { title: 'Expert instruction', text: 'Taught by experienced early-childhood educators.' },
  { title: 'Hands-on learning', text: 'Practice what you learn with real situations.' },
] as const;

type Viewer = 'anonymous' | 'staff' | 'student';

// Signed-in visitors only: an anonymous visitor never downloads the materials code.
const ClassMaterialsSection = lazy(() => import('../../materials/ClassMaterialsSection.tsx'));

/** /classes/{id}: about, location, price, benefits and every upcoming session with its actions. */
export function ClassDetailPage() {
  const { id = '' } = useParams();
  const classQuery = useClass(id);

  if (classQuery.isPending) return <DetailSkeleton />;
  if (classQuery.isError) {
    const notFound = isApiError(classQuery.error) && [400, 404].includes(classQuery.error.status);
    if (notFound) return <ClassNotFound />;
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <PageTitle title="Class details" />
        <BackLink />
        <Typography variant="h1" sx={{ fontSize: '1.9rem', mb: 2 }}>
          Class details
        </Typography>
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => void classQuery.refetch()}
              loading={classQuery.isFetching}
            >
              Try Again
            </Button>
          }
          sx={{ alignItems: 'center' }}
        >
          {errorMessage(classQuery.error, MSG.classLoadFailed)}
        </Alert>
      </Container>
    );
  }
  return <ClassDetail cls={classQuery.data} classId={id} />;
}

function BackLink() {
  return (
    <Button
      component={RouterLink}
      to={paths.classes}
      startIcon={<ArrowBack />}
      sx={{ mb: 2, ml: -1 }}
    >
      All classes
    </Button>
  );
}

function ClassNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle title={MSG.classNotFound} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <SearchOffOutlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
          {MSG.classNotFound}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          This class may have ended or the link may be mistyped. Have a look at the classes we offer
          now.
        </Typography>
        <Button component={RouterLink} to={paths.classes} variant="contained">
          Browse classes
        </Button>
      </Paper>
    </Container>
  );
}

function DetailSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} role="status" aria-label="Loading class">
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
        <Skeleton
          variant="rounded"
          sx={{ width: '100%', height: 'auto', aspectRatio: '500 / 350' }}
        />
        <Box>
          <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '80%' }} />
          <Skeleton variant="text" sx={{ width: '40%' }} />
          <Skeleton variant="text" sx={{ fontSize: '2rem', width: '30%' }} />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Box>
      </Box>
      <Skeleton variant="rounded" height={180} sx={{ mt: 4 }} />
    </Container>
  );
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
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();

  const viewer: Viewer = !user ? 'anonymous' : isStudentRole(user.role) ? 'student' : 'staff';
  const eligibility = useEligibility(classId, viewer === 'student' ? user!.id : undefined);
  const state: Eligibility | undefined = eligibility.data;

  const enroll = useEnroll();
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const withdraw = useWithdrawEnrollment();
  const [confirm, setConfirm] = useState<'decline' | 'withdraw' | null>(null);
  // Which session's button is busy (one action at a time on the page).
  const [busySession, setBusySession] = useState<number | null>(null);
  const anyBusy =
    enroll.isPending ||
    join.isPending ||
    leave.isPending ||
    accept.isPending ||
    decline.isPending ||
    withdraw.isPending;

  const sendToLogin = () => {
    toast.info(MSG.pleaseLogInToEnroll);
    const from: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    void navigate(paths.login, { state: from });
  };

  const onEnroll = (session: ClassSession) => {
    if (viewer === 'anonymous') return sendToLogin();
    setBusySession(session.id);
    enroll.mutate(
      { classId: cls.id, sessionId: session.id },
      {
        onSuccess: (r) => toast.success(r.message),
        onError: (err) => toast.error(err),
        onSettled: () => setBusySession(null),
      },
    );
  };
  const onJoin = (session: ClassSession) => {
    if (viewer === 'anonymous') return sendToLogin();
    setBusySession(session.id);
    join.mutate(
      { classId: cls.id, sessionId: session.id },
      {
        onSuccess: (message) => toast.success(message),
        onError: (err) => toast.error(err),
        onSettled: () => setBusySession(null),
      },
    );
  };
  const onLeave = (session: ClassSession) => {
    setBusySession(session.id);
    leave.mutate(cls.id, {
      onSuccess: (message) => toast.success(message),
      onError: (err) => toast.error(err, MSG.waitlistLeaveFailed),
      onSettled: () => setBusySession(null),
    });
  };

  const entry = state?.waitlist_entry ?? null;
  const offer = entry?.status === 'offered' ? entry : null;
  const enrollment =
    state?.enrollment && state.enrollment.enrollment_type === 'active' ? state.enrollment : null;
  const sessions = cls.sessions ?? [];
  const locationLabel = LOCATION_LABELS[cls.location_type] ?? cls.location_type;

  const onAccept = () => {
    if (!offer) return;
    accept.mutate(offer.id, {
      onSuccess: (message) => toast.success(message),
      onError: (err) => toast.error(err),
    });
  };
  const onDecline = () => {
    if (!offer) return;
    decline.mutate(offer.id, {
      onSuccess: (message) => {
        setConfirm(null);
        toast.success(message);
      },
      onError: (err) => {
        setConfirm(null);
        toast.error(err);
      },
    });
  };
  const onWithdraw = () => {
    if (!enrollment) return;
    withdraw.mutate(enrollment.enrollment_id ?? enrollment.id, {
      onSuccess: (message) => {
        setConfirm(null);
        toast.success(message);
      },
      onError: (err) => {
        setConfirm(null);
        toast.error(err);
      },
    });
  };

  /** The buttons or state of this viewer for one session. */
  const sessionActions = (session: ClassSession): ReactNode => {
    if (session.status !== 'scheduled') return null;
    const full = session.available_spots <= 0;
    const busy = busySession === session.id;
    const label = full ? 'Join Waitlist' : 'Enroll Now';

    if (viewer === 'staff') {
      const noteId = `session-${session.id}-staff-note`;
      return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Button variant="contained" disabled aria-describedby={noteId}>
            {label}
          </Button>
          <Typography id={noteId} sx={{ color: 'text.secondary' }}>
            {MSG.cannotEnrollShort}
          </Typography>
        </Box>
      );
    }
    if (viewer === 'student' && eligibility.isPending) {
      return (
        <Box role="status" aria-label="Checking your enrollment">
          <Skeleton variant="rounded" width={140} height={40} />
        </Box>
      );
    }
    if (enrollment) {
      if (enrollment.session_id !== session.id) {
        return (
          <Typography sx={{ color: 'text.secondary' }}>
            You are enrolled in another session of this class.
          </Typography>
        );
      }
      return <EnrollmentState status={enrollment.enrollment_status} />;
    }
    if (offer && offer.offered_session_id === session.id) {
      return (
        <Typography sx={{ fontWeight: 600, color: 'success.main' }}>
          A seat in this session is held for you. Accept or decline it above.
        </Typography>
      );
    }
    if (!full) {
      return (
        <Button
          variant="contained"
          onClick={() => onEnroll(session)}
          loading={busy && enroll.isPending}
          disabled={anyBusy && !busy}
        >
          Enroll Now
        </Button>
      );
    }
    if (entry && !offer) {
      if (entry.preferred_session_id !== null && entry.preferred_session_id !== session.id) {
        return (
          <Typography sx={{ color: 'text.secondary' }}>
            This session is full. You are on the waitlist for another session.
          </Typography>
        );
      }
      return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>
            You are on the waitlist{entry.position ? ` (position ${entry.position})` : ''}.
          </Typography>
          <Button
            variant="outlined"
            onClick={() => onLeave(session)}
            loading={busy && leave.isPending}
            disabled={anyBusy && !busy}
          >
            Leave Waitlist
          </Button>
        </Box>
      );
    }
    if (offer) {
      return <Typography sx={{ color: 'text.secondary' }}>This session is full.</Typography>;
    }
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button
          variant="contained"
          color="secondary"
          onClick={() => onJoin(session)}
          loading={busy && join.isPending}
          disabled={anyBusy && !busy}
        >
          Join Waitlist
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          This session is full. We will tell you when a seat frees up.
        </Typography>
      </Box>
    );
  };

  const enrolledSession = enrollment
    ? sessions.find((s) => s.id === enrollment.session_id)
    : undefined;

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
            {formatUsd(cls.price)}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>Price per student, USD</Typography>
          {cls.instructor_name && <Typography>Instructor: {cls.instructor_name}</Typography>}
          <Button href="#sessions-heading" variant="contained" size="large" sx={{ mt: 2 }}>
            See sessions
          </Button>
        </Box>
        {/* Decorative: on a phone it gives way to an offer or enrolment panel right below. */}
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
              Retry
            </Button>
          }
        >
          {MSG.enrollmentCheckFailed}
        </Alert>
      )}

      {offer && (
        <OfferPanel
          entry={offer}
          session={sessions.find((s) => s.id === offer.offered_session_id)}
          busy={accept.isPending}
          onAccept={onAccept}
          onDecline={() => setConfirm('decline')}
          onExpired={() => void eligibility.refetch()}
        />
      )}

      {enrollment && (
        <Paper
          component="section"
          aria-labelledby="my-enrollment-heading"
          variant="outlined"
          sx={{ p: { xs: 2.5, sm: 3 }, mb: 4, borderColor: 'primary.main', borderWidth: 2 }}
        >
          <Typography id="my-enrollment-heading" variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
            Your enrollment
          </Typography>
          <Typography sx={{ mb: 1.5 }}>
            Session:{' '}
            {enrolledSession
              ? formatDateRange(enrolledSession.start_date, enrolledSession.end_date)
              : enrollment.display_date ||
                formatDateRange(enrollment.start_date, enrollment.end_date)}
            , {formatTimeRange(enrollment.start_time, enrollment.end_time)}
          </Typography>
          <EnrollmentState status={enrollment.enrollment_status} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
            {enrollment.enrollment_status === 'pending' && (
              <Button variant="outlined" color="error" onClick={() => setConfirm('withdraw')}>
                Withdraw request
              </Button>
            )}
            <Button component={RouterLink} to={`${paths.profile}?section=enrollments`}>
              My enrollments
            </Button>
          </Box>
        </Paper>
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
          <Section id="about-heading" title="About this class">
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
              Available sessions
            </Typography>
            {sessions.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3 }}>
                <Typography sx={{ mb: 1 }}>
                  No upcoming sessions are scheduled for this class yet.
                </Typography>
                <Link component={RouterLink} to={paths.contact}>
                  Contact us to hear about new dates
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
                    badge={
                      enrollment?.session_id === session.id ? (
                        <Chip label="Your session" color="primary" size="small" />
                      ) : undefined
                    }
                  >
                    {sessionActions(session)}
                  </SessionCard>
                ))}
              </Box>
            )}
          </Box>
        </Box>

        <Box sx={{ minWidth: 0 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="location-heading"
            sx={{ p: 3, mb: 3 }}
          >
            <Typography id="location-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
              Location
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{locationLabel}</Typography>
            {cls.location_details && <Typography>{cls.location_details}</Typography>}
          </Paper>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="price-heading"
            sx={{ p: 3, mb: 3 }}
          >
            <Typography id="price-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
              Price
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: '1.3rem' }}>
              {formatUsd(cls.price)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Payment is due once the office approves your enrollment.
            </Typography>
          </Paper>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="included-heading"
            sx={{ p: 3, mb: 4 }}
          >
            <Typography id="included-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
              What&apos;s included
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {BENEFITS.map((b) => (
                <Box component="li" key={b.title} sx={{ display: 'flex', gap: 1.5 }}>
                  <CheckCircleOutline aria-hidden sx={{ color: 'success.main', mt: '2px' }} />
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{b.title}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {b.text}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          </Paper>
        </Box>
      </Box>

      <ConfirmDialog
        open={confirm === 'decline'}
        title="Decline this seat?"
        confirmLabel="Decline seat"
        cancelLabel="Keep the offer"
        destructive
        busy={decline.isPending}
        onConfirm={onDecline}
        onClose={() => setConfirm(null)}
      >
        The seat will be offered to the next person on the waitlist and you will leave the waitlist
        for this class.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'withdraw'}
        title="Withdraw your enrollment request?"
        confirmLabel="Withdraw request"
        cancelLabel="Keep my request"
        destructive
        busy={withdraw.isPending}
        onConfirm={onWithdraw}
        onClose={() => setConfirm(null)}
      >
        Your seat will be given up. You can enroll again later if seats are still free.
      </ConfirmDialog>
    </Container>
  );
}

function EnrollmentState({ status }: { status: string }) {
  if (status === 'approved') {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip label="Enrolled" color="success" size="small" />
        <Typography>Your enrollment is approved.</Typography>
      </Box>
    );
  }
  if (status === 'pending') {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip label="Enrollment pending approval" color="warning" size="small" />
        <Typography>Your request is being reviewed.</Typography>
      </Box>
    );
  }
  return <Chip label={`Enrollment ${status}`} color="error" size="small" />;
}
