import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { MSG, profileUpdateSchema, type PublicUser } from '@careclass/shared';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useSpoken } from '../lib/use-spoken.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { changeLanguage, i18n } from '../../../i18n/i18n.ts';
import { LANGUAGES, LANGUAGE_NAMES } from '../../../i18n/languages.ts';

/** First and last name required, phone optional and checked as on sign-up (shared schema). */
const editSchema = profileUpdateSchema.pick({
  first_name: true,
  last_name: true,
  phone_number: true,
  preferred_language: true,
});
type FormInput = z.input<typeof editSchema>;
type FormOutput = z.output<typeof editSchema>;
type FieldName = FieldPath<FormInput>;

export function EditProfileForm({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const { setUser } = useAuth();
  const { t } = useTranslation('profile');
  const { msg, errorText, toast } = useSpoken();
  const mutation = useUpdateProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      phone_number: user.phone_number ?? '',
      preferred_language: user.preferred_language,
    },
  });

  const busy = mutation.isPending;
  const field = (name: FieldName) => {
    const { ref, ...rest } = register(name);
    const message = errors[name]?.message;
    return {
      ...rest,
      inputRef: ref,
      error: Boolean(message),
      helperText: message ? msg(message) : undefined,
      disabled: busy,
    };
  };

  const onSubmit = (values: FormOutput) => {
    setServerError(null);
    mutation.mutate(
      {
        first_name: values.first_name,
        last_name: values.last_name,
        phone_number: values.phone_number ?? null,
        preferred_language: values.preferred_language,
      },
      {
        onSuccess: ({ user: updated, message }) => {
          setUser(updated);
          // The page follows the account's language, as after signing in.
          if (updated.preferred_language !== i18n.language) {
            void changeLanguage(updated.preferred_language);
          }
          toast.success(message);
          onDone();
        },
        onError: (err) => {
          // The page's text, then the call's reason: the server's, else "Profile update failed".
          setServerError(errorText(err, MSG.profileUpdateFailed));
          if (isApiError(err) && err.fields) {
            for (const [key, message] of Object.entries(err.fields)) {
              if (
                key === 'first_name' ||
                key === 'last_name' ||
                key === 'phone_number' ||
                key === 'preferred_language'
              ) {
                setError(key, { type: 'server', message });
              }
            }
          }
        },
      },
    );
  };

  const phone = field('phone_number');
  const language = field('preferred_language');

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('edit.form')}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
        {t('edit.title')}
      </Typography>
      {serverError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          <AlertTitle>{msg(MSG.profilePageUpdateFailed)}</AlertTitle>
          {serverError}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextField label={t('edit.firstName')} autoComplete="given-name" {...field('first_name')} />
        <TextField label={t('edit.lastName')} autoComplete="family-name" {...field('last_name')} />
      </Box>
      <TextField
        label={t('edit.phone')}
        type="tel"
        autoComplete="tel"
        {...phone}
        helperText={phone.helperText ?? t('edit.phoneHelp')}
      />
      <TextField
        select
        label={t('edit.language')}
        {...language}
        slotProps={{ select: { native: true } }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" loading={busy}>
          {t('edit.save')}
        </Button>
        <Button onClick={onDone} disabled={busy}>
          {t('edit.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
