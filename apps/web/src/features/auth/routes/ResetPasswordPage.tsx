import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { LIMITS, MSG, UI_TIMING } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { useErrorText, useMessageText } from '../../../i18n/messages.ts';
import { NewPasswordFields } from '../../../components/NewPasswordFields.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { displayName, useResetToken } from '../api/verify-reset-token.ts';
import { AuthCard } from '../components/AuthCard.tsx';

/** Reset-password rules in the order of the specification (001, section 5, "Account"). */
export function validateNewPassword(newPassword: string, confirmPassword: string): string | null {
  if (newPassword === '' || confirmPassword === '') return MSG.fillAllFields;
  if (newPassword !== confirmPassword) return MSG.passwordsDoNotMatch;
  if (newPassword.length < LIMITS.passwordMinLength) return MSG.passwordTooShort;
  return null;
}

function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  return (
    <AuthCard
      title={t('reset.invalidTitle')}
      icon={<LinkOffOutlined color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
    >
      <Alert severity="error" sx={{ mb: 3 }}>
        {messageText(message)}
      </Alert>
      <Button component={RouterLink} to={paths.forgotPassword} variant="contained" fullWidth>
        {t('reset.requestNew')}
      </Button>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  if (!token) return <InvalidLink message={MSG.resetLinkMissing} />;
  // Keyed by token: a different link starts the flow afresh.
  return <ResetPasswordWithToken key={token} token={token} />;
}

function ResetPasswordWithToken({ token }: { token: string }) {
  const check = useResetToken(token);
  const { t } = useTranslation('auth');

  if (check.isPending) {
    return (
      <AuthCard title={t('reset.title')}>
        <Spinner label={t('reset.verifying')} showLabel />
      </AuthCard>
    );
  }
  if (check.isError) {
    // A network failure is not an invalid link: say what happened instead.
    const err = check.error;
    const message = isApiError(err) && err.isNetworkError ? MSG.networkError : MSG.resetLinkInvalid;
    return <InvalidLink message={message} />;
  }
  return <ResetPasswordForm token={token} name={displayName(check.data)} />;
}

function ResetPasswordForm({ token, name }: { token: string; name: string }) {
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const errorText = useErrorText();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The server's refusal of the new password itself (a common one), shown at that field.
  const [newPasswordError, setNewPasswordError] = useState<string | undefined>(undefined);
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNewPasswordError(undefined);
    const invalid = validateNewPassword(newPassword, confirmPassword);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    mutation.mutate(
      { token, newPassword, confirmPassword },
      {
        onSuccess: (message) => {
          setSuccess(message);
          timer.current = window.setTimeout(
            () => void navigate(paths.passwordResetSuccess, { replace: true }),
            UI_TIMING.resetRedirectMs,
          );
        },
        onError: (err) => {
          setError(errorText(err, MSG.resetFailed));
          setNewPasswordError(isApiError(err) ? err.fields?.newPassword : undefined);
        },
      },
    );
  };

  const locked = mutation.isPending || success !== null;

  return (
    <AuthCard title={t('reset.title')}>
      <Typography sx={{ fontWeight: 600, textAlign: 'center' }}>
        {name ? t('reset.helloName', { name }) : t('reset.hello')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1, textAlign: 'center' }}>
        {t('reset.choose')}
      </Typography>
      <Box component="form" noValidate aria-label={t('reset.title')} onSubmit={onSubmit}>
        {error && (
          <Alert severity="error" sx={{ my: 1 }}>
            {messageText(error)}
          </Alert>
        )}
        {success && (
          <Alert severity="success" sx={{ my: 1 }}>
            {messageText(success)}
          </Alert>
        )}
        <NewPasswordFields
          newPassword={newPassword}
          confirmPassword={confirmPassword}
          onNewPasswordChange={(value) => {
            setNewPassword(value);
            setNewPasswordError(undefined);
          }}
          onConfirmPasswordChange={setConfirmPassword}
          newPasswordError={newPasswordError}
          confirmLabel={t('fields.confirmPassword')}
          disabled={locked}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={mutation.isPending}
          disabled={success !== null}
          sx={{ mt: 3 }}
        >
          {t('reset.submit')}
        </Button>
      </Box>
    </AuthCard>
  );
}
