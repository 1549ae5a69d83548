import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { PublicUser } from '@careclass/shared';
import { ResendVerificationButton } from '../../auth/components/ResendVerificationButton.tsx';

/** Whether the owner's e-mail address is verified (docs/decisions/0029). */
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
      // A standing notice, not news: a labelled region rather than an announced alert.
      role="region"
      aria-label="Email not verified"
    >
      <AlertTitle>Your email address is not verified yet</AlertTitle>
      We sent you a link when you signed up. Open it to confirm that the address is yours; the link
      expires after 24 hours. You can use the site in the meantime.
      <Box sx={{ mt: 1.5 }}>
        <ResendVerificationButton />
      </Box>
    </Alert>
  );
}
