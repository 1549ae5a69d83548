import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CORE_MSG } from '@careclass/shared';
import { useMessageText } from '../../i18n/messages.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { paths } from '../../lib/paths.ts';

export function AccessDenied() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle title={t('accessDenied.title')} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <LockOutlined color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 3 }}>
          {messageText(CORE_MSG.accessDenied)}
        </Typography>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {t('accessDenied.home')}
        </Button>
      </Paper>
    </Container>
  );
}
