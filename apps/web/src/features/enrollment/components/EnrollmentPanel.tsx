import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Enrollment } from '@careclass/shared';
import { paths } from '../../../lib/paths.ts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { formatDateRange } from '../../catalogue/lib/format.ts';
import { EnrollmentState } from './EnrollmentState.tsx';

interface EnrollmentPanelProps {
  enrollment: Enrollment;
  /** The enrolled session as the class lists it, when it is still listed. */
  session: { start_date: string; end_date: string } | undefined;
  onWithdraw: () => void;
}

/** "Your enrollment" on the class page: the session, the status, and what the student can do. */
export function EnrollmentPanel({ enrollment, session, onWithdraw }: EnrollmentPanelProps) {
  const { t } = useTranslation('public');
  const format = useFormat();
  const dates = session
    ? formatDateRange(session.start_date, session.end_date, format.locale)
    : enrollment.display_date ||
      formatDateRange(enrollment.start_date, enrollment.end_date, format.locale);
  const times = `${format.time(enrollment.start_time)} - ${format.time(enrollment.end_time)}`;
  return (
    <Paper
      component="section"
      aria-labelledby="my-enrollment-heading"
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, mb: 4, borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Typography id="my-enrollment-heading" variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {t('enroll.panel.heading')}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{t('enroll.session', { dates, times })}</Typography>
      <EnrollmentState status={enrollment.enrollment_status} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        {enrollment.enrollment_status === 'pending' && (
          <Button variant="outlined" color="error" onClick={onWithdraw}>
            {t('enroll.withdrawDialog.confirm')}
          </Button>
        )}
        <Button component={RouterLink} to={`${paths.profile}?section=enrollments`}>
          {t('enroll.panel.mine')}
        </Button>
      </Box>
    </Paper>
  );
}
