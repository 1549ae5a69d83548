import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { MSG } from '@careclass/shared';
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
  const verified = check.isSuccess;

  // The profile on screen elsewhere still says "not verified".
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: profileKey });
  }, [verified, queryClient]);

  if (check.isPending) {
    return (
      <AuthCard title="Verify e-mail address">
        <Spinner label="Verifying your e-mail address" showLabel />
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
  return (
    <AuthCard
      title="E-mail address verified"
      icon={<CheckCircleOutlined color="success" sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
    >
      <Alert severity="success" sx={{ mb: 3 }}>
        {message}
      </Alert>
      <Button
        component={RouterLink}
        to={user ? paths.profile : paths.login}
        variant="contained"
        fullWidth
      >
        {user ? 'Go to my profile' : 'Log in'}
      </Button>
    </AuthCard>
  );
}

function InvalidLink({ message }: { message: string }) {
  const { user } = useAuth();
  return (
    <AuthCard
      title="Verification link"
      icon={<LinkOffOutlined color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
    >
      <Alert severity="error" sx={{ mb: 3 }}>
        {message}
      </Alert>
      {user ? (
        user.email_verified ? null : (
          <ResendVerificationButton fullWidth />
        )
      ) : (
        <Box sx={{ textAlign: 'center' }}>
          <Button component={RouterLink} to={paths.login} variant="contained" fullWidth>
            Log in to get a new link
          </Button>
        </Box>
      )}
    </AuthCard>
  );
}
