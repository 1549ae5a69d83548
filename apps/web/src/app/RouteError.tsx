import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MSG } from '@careclass/shared';
import { useMessageText } from '../i18n/messages.ts';

/**
 * Shown when a route fails to render or its code fails to load (for example a lazy chunk after a
 * new deployment). Uses a full reload, which also fetches the new code.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const messageText = useMessageText();
  if (import.meta.env.DEV) console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <title>{t('pageTitle', { title: t('routeError.title') })}</title>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        {messageText(MSG.somethingWentWrong)}
      </Typography>
      {detail && <Typography sx={{ mb: 2 }}>{detail}</Typography>}
      <Typography sx={{ mb: 3 }}>{t('routeError.advice')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ mr: 2 }}>
        {t('routeError.reload')}
      </Button>
      <Button href="/">{t('routeError.home')}</Button>
    </Container>
  );
}
