import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/PageTitle.tsx';

interface AuthCardProps {
  /** The page's h1 and document title. */
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}

/** The centred card of the account pages (login, sign-up, password reset). */
export function AuthCard({ title, subtitle, icon, children }: AuthCardProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 }, px: { xs: 2, sm: 3 } }}>
      <PageTitle title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 5 } }}>
        <Box sx={{ textAlign: 'center', mb: 2 }}>
          {icon}
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
      </Paper>
    </Container>
  );
}
