import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CORE_MSG } from '@careclass/shared';
import { useMessageText } from '../i18n/messages.ts';

/**
 * Shown when a route fails to render or its code fails to load (for example a lazy chunk after a
 * new deployment). Uses a full reload, which also fetches the new code.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <title>{t('pageTitle', { title: t('routeError.title') })}</title>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        {messageText(CORE_MSG.somethingWentWrong)}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('routeError.advice')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ mr: 2 }}>
        {t('routeError.reload')}
      </Button>
      <Button href="/">{t('routeError.home')}</Button>
    </Container>
  );
}
