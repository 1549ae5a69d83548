import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { MSG } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../i18n/messages.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { profileKey } from '../../profile/api/get-profile.ts';
import { useAuth } from '../auth-context.ts';
import { useVerifyEmailLink } from '../api/verify-email.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { ResendVerificationButton } from '../components/ResendVerificationButton.tsx';

/** /verify-email?token=...: the link of the welcome and verification e-mails. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  if (!token) return <InvalidLink message={MSG.verifyLinkMissing} />;
  return <VerifyWithToken key={token} token={token} />;
}

function VerifyWithToken({ token }: { token: string }) {
  const check = useVerifyEmailLink(token);
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  const verified = check.isSuccess;

  // The profile on screen elsewhere still says "not verified".
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: profileKey });
  }, [verified, queryClient]);

  if (check.isPending) {
    return (
      <AuthCard title={t('verifyEmail.title')}>
        <Spinner label={t('verifyEmail.verifying')} showLabel />
      </AuthCard>
    );
  }
  if (check.isError) {
    const err = check.error;
    const message =
      isApiError(err) && err.isNetworkError ? MSG.networkError : MSG.verifyLinkInvalid;
    return <InvalidLink message={message} />;
  }
  return <Verified message={check.data} />;
}

function Verified({ message }: { message: string }) {
  const { user } = useAuth();
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  return (
    <AuthCard
      title={t('verifyEmail.verified')}
      icon={<CheckCircleOutlined color="success" sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
    >
      <Alert severity="success" sx={{ mb: 3 }}>
        {messageText(message)}
      </Alert>
      <Button
        component={RouterLink}
        to={user ? paths.profile : paths.login}
        variant="contained"
        fullWidth
      >
        {user ? t('verifyEmail.toProfile') : t('signup.login')}
      </Button>
    </AuthCard>
  );
}

function InvalidLink({ message }: { message: string }) {
  const { user } = useAuth();
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  return (
    <AuthCard
      title={t('verifyEmail.linkTitle')}
      icon={<LinkOffOutlined color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
    >
      <Alert severity="error" sx={{ mb: 3 }}>
        {messageText(message)}
      </Alert>
      {user ? (
        user.email_verified ? null : (
          <ResendVerificationButton fullWidth />
        )
      ) : (
        <Box sx={{ textAlign: 'center' }}>
          <Button component={RouterLink} to={paths.login} variant="contained" fullWidth>
            {t('verifyEmail.loginForLink')}
          </Button>
        </Box>
      )}
    </AuthCard>
  );
}
