import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { PublicUser } from '@careclass/shared';
import { ResendVerificationButton } from '../../auth/components/ResendVerificationButton.tsx';

/** Whether the owner's e-mail address is verified (docs/decisions/0030). */
export function EmailVerifiedChip({ user }: { user: PublicUser }) {
  if (!user.email_verified) return null;
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<VerifiedOutlined aria-hidden />}
      label="Email verified"
    />
  );
}

/** Unverified: what it means (nothing is blocked) and a way to get a new link. */
export function EmailVerificationNotice({ user }: { user: PublicUser }) {
  if (user.email_verified) return null;
  return (
    <Alert
      severity="info"
      sx={{ mt: 2, '& .MuiAlert-message': { width: '100%' } }}
      aria-label="Email not verified"
    >
      <AlertTitle>Your email address is not verified yet</AlertTitle>
      We sent a link to {user.email} when you signed up. Open it to confirm the address is yours;
      the link expires after 24 hours. You can use the site in the meantime.
      <Box sx={{ mt: 1.5 }}>
        <ResendVerificationButton />
      </Box>
    </Alert>
  );
}
