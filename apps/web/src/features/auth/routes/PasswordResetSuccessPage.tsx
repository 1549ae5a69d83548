import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from '../components/AuthCard.tsx';

const TIPS = [
  'Use a password you do not use for any other website.',
  'Make it long: a phrase of several words is easier to remember and harder to guess.',
  'Never share your password, and log out on shared computers.',
  'If you did not ask for this change, contact us right away.',
] as const;

export function PasswordResetSuccessPage() {
  return (
    <AuthCard
      title="Password reset successful"
      subtitle="Your password has been changed. You can now log in with your new password."
      icon={<CheckCircleOutlined color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden />}
    >
      <Button
        component={RouterLink}
        to={paths.login}
        variant="contained"
        size="large"
        fullWidth
        sx={{ my: 2 }}
      >
        GO TO LOGIN
      </Button>
      <Box component="section" aria-labelledby="security-tips-heading" sx={{ mt: 2 }}>
        <Typography id="security-tips-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          Security tips
        </Typography>
        <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 0.5 }}>
          {TIPS.map((tip) => (
            <li key={tip}>
              <Typography component="span">{tip}</Typography>
            </li>
          ))}
        </Box>
      </Box>
    </AuthCard>
  );
}
