import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { PublicUser } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { ResendVerificationButton } from '../../auth/components/ResendVerificationButton.tsx';

/** Whether the owner's e-mail address is verified (docs/decisions/0029). */
export function EmailVerifiedChip({ user }: { user: PublicUser }) {
  const { t } = useTranslation('profile');
  if (!user.email_verified) return null;
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<VerifiedOutlined aria-hidden />}
      label={t('verification.verified')}
    />
  );
}

/** Unverified: what it means (nothing is blocked) and a way to get a new link. */
export function EmailVerificationNotice({ user }: { user: PublicUser }) {
  const { t } = useTranslation('profile');
  if (user.email_verified) return null;
  return (
    <Alert
      severity="info"
      sx={{ mt: 2, '& .MuiAlert-message': { width: '100%' } }}
      // A standing notice, not news: a labelled region rather than an announced alert.
      role="region"
      aria-label={t('verification.region')}
    >
      <AlertTitle>{t('verification.title')}</AlertTitle>
      {t('verification.body')}
      <Box sx={{ mt: 1.5 }}>
        <ResendVerificationButton />
      </Box>
    </Alert>
  );
}
