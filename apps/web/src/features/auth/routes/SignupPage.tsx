import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { MSG, registerSchema } from '@careclass/shared';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { fieldMessageText, useErrorText, useMessageText } from '../../../i18n/messages.ts';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { landingAfterSignup, paths } from '../../../lib/paths.ts';
import { useToast } from '../../../lib/toast.ts';
import { useRegister } from '../api/register.ts';
import { useAuth } from '../auth-context.ts';
import { useLanguage } from '../../../i18n/format.ts';
import { AuthCard } from '../components/AuthCard.tsx';

type FormInput = z.input<typeof registerSchema>;
type FormOutput = z.output<typeof registerSchema>;
type FieldName = FieldPath<FormInput>;

/** Server field names (either spelling) to form fields, for the envelope's `fields`. */
const SERVER_FIELDS: Record<string, FieldName> = {
  firstName: 'firstName',
  first_name: 'firstName',
  lastName: 'lastName',
  last_name: 'lastName',
  email: 'email',
  phoneNumber: 'phoneNumber',
  phone_number: 'phoneNumber',
  password: 'password',
  confirmPassword: 'confirmPassword',
  confirm_password: 'confirmPassword',
};

export function SignupPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const registerMutation = useRegister();
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const errorText = useErrorText();
  const language = useLanguage();
  const [serverError, setServerError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
    },
  });

  const busy = registerMutation.isPending;

  const field = (name: FieldName) => {
    const { ref, ...rest } = register(name);
    const message = errors[name]?.message;
    return {
      ...rest,
      inputRef: ref,
      error: Boolean(message),
      helperText: message ? messageText(message) : undefined,
      disabled: busy,
    };
  };

  const onSubmit = (values: FormOutput) => {
    setServerError(null);
    // The account starts in the page's language, so the verification e-mail is in it too.
    registerMutation.mutate(
      { ...values, preferredLanguage: language },
      {
        onSuccess: (result) => {
          signIn(result.token, result.user);
          if (result.message) toast.success(result.message);
          void navigate(landingAfterSignup(location.state), { replace: true });
        },
        onError: (err) => {
          setServerError(errorText(err, MSG.registrationFailed));
          if (isApiError(err) && err.fields) {
            for (const [key, message] of Object.entries(err.fields)) {
              const name = SERVER_FIELDS[key];
              if (name) {
                setError(name, { type: 'server', message: fieldMessageText(err, key, message) });
              }
            }
          }
        },
      },
    );
  };

  const phone = field('phoneNumber');

  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <Box
        component="form"
        noValidate
        aria-label={t('signup.form')}
        onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      >
        {serverError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {serverError}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            {...field('firstName')}
          />
          <TextField
            label={t('fields.lastName')}
            autoComplete="family-name"
            {...field('lastName')}
          />
        </Box>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <TextField
          label={t('fields.phoneOptional')}
          type="tel"
          autoComplete="tel"
          {...phone}
          helperText={phone.helperText ?? t('fields.phoneHelp')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          {...field('password')}
          helperText={
            errors.password?.message
              ? messageText(errors.password.message)
              : t('fields.passwordHelp')
          }
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={busy}
          loadingPosition="start"
          sx={{ mt: 3, mb: 2 }}
        >
          {t('signup.submit')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('signup.haveAccount')}{' '}
          <Link component={RouterLink} to={paths.login} state={location.state as unknown}>
            {t('signup.login')}
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
