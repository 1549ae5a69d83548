import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { MSG } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/messages.ts';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { landingAfterLogin, paths } from '../../../lib/paths.ts';
import { useLogin } from '../api/login.ts';
import { useAuth } from '../auth-context.ts';
import { AuthCard } from '../components/AuthCard.tsx';

export function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const loginMutation = useLogin();
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An empty email or password submits nothing (specification 001, section 5).
    if (email.trim() === '') {
      emailRef.current?.focus();
      return;
    }
    if (password === '') {
      passwordRef.current?.focus();
      return;
    }
    setError(null);
    loginMutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (result) => {
          signIn(result.token, result.user);
          const { role } = result.user;
          void navigate(
            landingAfterLogin(location.state, role === 'admin', role === 'instructor'),
            {
              replace: true,
            },
          );
        },
        onError: (err) => setError(errorText(err, MSG.loginFailed)),
      },
    );
  };

  const busy = loginMutation.isPending;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('login.title')}>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          inputRef={emailRef}
          disabled={busy}
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          inputRef={passwordRef}
          disabled={busy}
        />
        <Box sx={{ textAlign: 'right', mt: 0.5 }}>
          <Link component={RouterLink} to={paths.forgotPassword}>
            {t('login.forgot')}
          </Link>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={busy}
          sx={{ mt: 3, mb: 2 }}
        >
          {t('login.submit')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('login.noAccount')}{' '}
          {/* A visitor who signs up instead still returns to the class that sent them here. */}
          <Link component={RouterLink} to={paths.signup} state={location.state as unknown}>
            {t('login.signup')}
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
