import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Enrollment } from '@careclass/shared';
import { paths } from '../../../lib/paths.ts';
import { useTranslation } from 'react-i18next';
import { useSessionDates } from '../lib/use-session-dates.ts';
import { EnrollmentState } from './EnrollmentState.tsx';

interface EnrollmentPanelProps {
  enrollment: Enrollment;
  /** The enrolled session as the class lists it, when it is still listed. */
  session: { start_date: string; end_date: string } | undefined;
  onWithdraw: () => void;
}

/** "Your enrollment" on the class page: the session, the status, and what the student can do. */
export function EnrollmentPanel({ enrollment, session, onWithdraw }: EnrollmentPanelProps) {
  const { t } = useTranslation('enrollment');
  const { dateRange, timeRange } = useSessionDates();
  return (
    <Paper
      component="section"
      aria-labelledby="my-enrollment-heading"
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, mb: 4, borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Typography id="my-enrollment-heading" variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('panel.title')}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        {t('panel.session', {
          dates: session
            ? dateRange(session.start_date, session.end_date)
            : enrollment.display_date || dateRange(enrollment.start_date, enrollment.end_date),
          times: timeRange(enrollment.start_time, enrollment.end_time),
        })}
      </Typography>
      <EnrollmentState status={enrollment.enrollment_status} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        {enrollment.enrollment_status === 'pending' && (
          <Button variant="outlined" color="error" onClick={onWithdraw}>
            {t('panel.withdraw')}
          </Button>
        )}
        <Button component={RouterLink} to={`${paths.profile}?section=enrollments`}>
          {t('panel.myEnrollments')}
        </Button>
      </Box>
    </Paper>
  );
}
