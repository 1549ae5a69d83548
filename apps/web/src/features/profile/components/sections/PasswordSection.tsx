import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { LIMITS, MSG } from '@careclass/shared';
import { NewPasswordFields } from '../../../../components/NewPasswordFields.tsx';
import { PasswordField } from '../../../../components/PasswordField.tsx';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client.ts';
import { useSpoken } from '../../lib/use-spoken.ts';
import { useChangePassword } from '../../api/change-password.ts';
import { SectionHeader } from '../common.tsx';
import type { SectionProps } from './types.ts';

/** Change-password rules in the order of the specification (001, section 5, "Account"). */
export function validateChangePassword(current: string, next: string, confirm: string) {
  if (current === '' || next === '' || confirm === '') return MSG.allFieldsRequired;
  if (next !== confirm) return MSG.newPasswordsDoNotMatch;
  if (next.length < LIMITS.passwordMinLength) return MSG.newPasswordTooShort;
  return null;
}

export function PasswordSection({ headingId }: SectionProps) {
  const mutation = useChangePassword();
  const { t } = useTranslation('profile');
  const { msg, errorText, toast } = useSpoken();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The server's refusal of the new password itself (a common one), shown at that field.
  const [newPasswordError, setNewPasswordError] = useState<string | undefined>(undefined);
  const [success, setSuccess] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSuccess(null);
    setNewPasswordError(undefined);
    const invalid = validateChangePassword(currentPassword, newPassword, confirmPassword);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    mutation.mutate(
      { currentPassword, newPassword, confirmPassword },
      {
        onSuccess: (message) => {
          setSuccess(msg(message));
          toast.success(message);
          setCurrent('');
          setNew('');
          setConfirm('');
        },
        onError: (err) => {
          setError(errorText(err, MSG.passwordChangeFailed));
          const refused = isApiError(err) ? err.fields?.newPassword : undefined;
          setNewPasswordError(refused === undefined ? undefined : msg(refused));
        },
      },
    );
  };

  const busy = mutation.isPending;

  return (
    <>
      <SectionHeader
        title={t('sections.password')}
        headingId={headingId}
        description={t('password.description')}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
        <Box component="form" noValidate aria-label={t('password.form')} onSubmit={onSubmit}>
          {error && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {msg(error)}
            </Alert>
          )}
          {success && (
            <Alert severity="success" sx={{ mb: 1 }}>
              {success}
            </Alert>
          )}
          <PasswordField
            label={t('password.current')}
            name="currentPassword"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
            disabled={busy}
          />
          <NewPasswordFields
            newPassword={newPassword}
            confirmPassword={confirmPassword}
            onNewPasswordChange={(value) => {
              setNew(value);
              setNewPasswordError(undefined);
            }}
            onConfirmPasswordChange={setConfirm}
            newPasswordError={newPasswordError}
            confirmLabel={t('password.confirm')}
            disabled={busy}
          />
          <Button type="submit" variant="contained" loading={busy} sx={{ mt: 2 }}>
            {t('password.submit')}
          </Button>
        </Box>
      </Paper>
    </>
  );
}
