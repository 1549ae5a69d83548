import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink } from 'react-router';
import { MSG } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { useErrorText, useMessageText } from '../../../i18n/messages.ts';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { paths } from '../../../lib/paths.ts';

/** The class page's way back to the catalogue. */
export function BackLink() {
  const { t } = useTranslation('public');
  return (
    <Button
      component={RouterLink}
      to={paths.classes}
      startIcon={<ArrowBack />}
      sx={{ mb: 2, ml: -1 }}
    >
      {t('detail.allClasses')}
    </Button>
  );
}

/** A class that does not exist (or a mistyped id). */
export function ClassNotFound() {
  const { t } = useTranslation('public');
  const messageText = useMessageText();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle title={messageText(MSG.classNotFound)} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <SearchOffOutlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
          {messageText(MSG.classNotFound)}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('detail.notFoundText')}</Typography>
        <Button component={RouterLink} to={paths.classes} variant="contained">
          {t('home.whatWeDo.link')}
        </Button>
      </Paper>
    </Container>
  );
}

/** The class could not be loaded: what went wrong, and Try Again. */
export function ClassLoadError({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title={t('detail.title')} />
      <BackLink />
      <Typography variant="h1" sx={{ fontSize: '1.9rem', mb: 2 }}>
        {t('detail.title')}
      </Typography>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry} loading={retrying}>
            {t('classes.tryAgain')}
          </Button>
        }
        sx={{ alignItems: 'center' }}
      >
        {errorText(error, MSG.classLoadFailed)}
      </Alert>
    </Container>
  );
}

export function DetailSkeleton() {
  const { t } = useTranslation('public');
  return (
    <Container
      maxWidth="lg"
      sx={{ py: { xs: 4, md: 6 } }}
      role="status"
      aria-label={t('detail.loading')}
    >
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
