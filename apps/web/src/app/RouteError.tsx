import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MSG } from '@careclass/shared';

/**
 * Shown when a route fails to render or its code fails to load (for example a lazy chunk after a
 * new deployment). Uses a full reload, which also fetches the new code.
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <title>Something went wrong | CareClass</title>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        {MSG.somethingWentWrong}
      </Typography>
      {detail && <Typography sx={{ mb: 2 }}>{detail}</Typography>}
      <Typography sx={{ mb: 3 }}>Please reload the page or go back to the home page.</Typography>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ mr: 2 }}>
        Reload
      </Button>
      <Button href="/">Home page</Button>
    </Container>
  );
}
