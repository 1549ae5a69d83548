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
import { PageTitle } from '../../../components/PageTitle.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';

/** The class page's way back to the catalogue. */
export function BackLink() {
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

/** A class that does not exist (or a mistyped id). */
export function ClassNotFound() {
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
          <Button color="inherit" onClick={onRetry} loading={retrying}>
            Try Again
          </Button>
        }
        sx={{ alignItems: 'center' }}
      >
        {errorMessage(error, MSG.classLoadFailed)}
      </Alert>
    </Container>
  );
}

export function DetailSkeleton() {
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
