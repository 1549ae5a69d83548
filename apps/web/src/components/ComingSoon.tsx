import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './PageTitle.tsx';

interface ComingSoonProps {
  /** The page's heading (its only h1) and document title. */
  title: string;
  children?: ReactNode;
}

/** Placeholder for a screen a later issue builds: names the page and offers a way home. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('comingSoon.text')}</Typography>
        {children}
        <Button component={RouterLink} to="/" variant="contained">
          {t('comingSoon.home')}
        </Button>
      </Paper>
    </Container>
  );
}
