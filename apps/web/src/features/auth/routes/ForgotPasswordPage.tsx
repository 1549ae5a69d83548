import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { MSG, forgotPasswordSchema } from '@careclass/shared';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useErrorText, useMessageText } from '../../../i18n/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/AuthCard.tsx';

type FormInput = z.input<typeof forgotPasswordSchema>;
type FormOutput = z.output<typeof forgotPasswordSchema>;

type Notice = { severity: 'success' | 'error'; text: string };

export function ForgotPasswordPage() {
  const mutation = useForgotPassword();
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const errorText = useErrorText();
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { ref, ...emailProps } = register('email');

  const onSubmit = (values: FormOutput) => {
    setNotice(null);
    mutation.mutate(values.email, {
      onSuccess: (message) => setNotice({ severity: 'success', text: message }),
      onError: (err) => setNotice({ severity: 'error', text: errorText(err, MSG.forgotFailed) }),
    });
  };

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <Box
        component="form"
        noValidate
        aria-label={t('forgot.title')}
        onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      >
        {notice && (
          <Alert severity={notice.severity} sx={{ mb: 1 }}>
            {messageText(notice.text)}
          </Alert>
        )}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...emailProps}
          inputRef={ref}
          error={Boolean(errors.email)}
          helperText={errors.email?.message ? messageText(errors.email.message) : undefined}
          disabled={mutation.isPending}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={mutation.isPending}
          sx={{ mt: 3, mb: 2 }}
        >
          {t('forgot.submit')}
        </Button>
        <Box sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.login}>
            {t('forgot.back')}
          </Link>
        </Box>
      </Box>
    </AuthCard>
  );
}
