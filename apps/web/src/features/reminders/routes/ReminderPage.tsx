import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { RenewalSessions } from '../components/RenewalSessions.tsx';

/** /reminders/{id} (login required): where an expiry reminder's e-mail leads. */
export function ReminderPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { user } = useAuth();
  const { t } = useTranslation('reminders');
  const session = Number(search.get('session'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <PageTitle title={t('pageTitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {t('pageTitle')}
        </Typography>
        {user?.role === 'student' || user?.role === 'user' ? (
          <RenewalSessions
            reminderId={id}
            highlight={Number.isInteger(session) && session > 0 ? session : undefined}
          />
        ) : (
          <Alert severity="info" sx={{ mt: 3 }}>
            {t('studentsOnly')}
          </Alert>
        )}
        <Button component={RouterLink} to={paths.profileSection('waitlist')} sx={{ mt: 3 }}>
          {t('goToWaitlist')}
        </Button>
      </Paper>
    </Container>
  );
}
