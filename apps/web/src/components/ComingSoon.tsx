import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from './PageTitle.tsx';

interface ComingSoonProps {
  /** The page's heading (its only h1) and document title. */
  title: string;
  children?: ReactNode;
}

/** Placeholder for a screen a later issue builds: names the page and offers a way home. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          This page is coming soon. We are working on it and it will be available shortly.
        </Typography>
        {children}
        <Button component={RouterLink} to="/" variant="contained">
          Back to home
        </Button>
      </Paper>
    </Container>
  );
}
