import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { LIMITS, MSG } from '@careclass/shared';
import { NewPasswordFields } from '../../../../components/NewPasswordFields.tsx';
import { PasswordField } from '../../../../components/PasswordField.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { useToast } from '../../../../lib/toast.ts';
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
  const toast = useToast();
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
          setSuccess(message);
          toast.success(message);
          setCurrent('');
          setNew('');
          setConfirm('');
        },
        onError: (err) => {
          setError(errorMessage(err, MSG.passwordChangeFailed));
          setNewPasswordError(isApiError(err) ? err.fields?.newPassword : undefined);
        },
      },
    );
  };

  const busy = mutation.isPending;

  return (
    <>
      <SectionHeader
        title="Password"
        headingId={headingId}
        description="Changing your password signs you out on your other devices."
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
        <Box component="form" noValidate aria-label="Change password" onSubmit={onSubmit}>
          {error && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {error}
            </Alert>
          )}
          {success && (
            <Alert severity="success" sx={{ mb: 1 }}>
              {success}
            </Alert>
          )}
          <PasswordField
            label="Current password"
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
            confirmLabel="Confirm new password"
            disabled={busy}
          />
          <Button type="submit" variant="contained" loading={busy} sx={{ mt: 2 }}>
            Update password
          </Button>
        </Box>
      </Paper>
    </>
  );
}
