import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PasswordField } from '../../../../components/PasswordField.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { useToast } from '../../../../lib/toast.ts';
import { AutoDismissAlert, useAutoDismissError } from '../../components/AutoDismissAlert.tsx';
import { useResetUserPassword } from '../api/reset-user-password.ts';
import { checkResetPassword, type FieldError } from '../lib/checks.ts';
import { USERS_MSG } from '../messages.ts';
import type { AdminUser } from '../types.ts';

/**
 * Reset Password: the office sets a new one. The user is signed out everywhere and told that the
 * office reset it (never the password itself).
 */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const titleId = useId();
  const toast = useToast();
  const banner = useAutoDismissError();
  const reset = useResetUserPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldError, setFieldError] = useState<FieldError | null>(null);

  const submit = async () => {
    const problem = checkResetPassword(newPassword, confirmPassword);
    setFieldError(problem);
    if (problem) {
      banner.show(problem.message);
      return;
    }
    try {
      toast.success(await reset.mutateAsync({ id: user.id, newPassword, confirmPassword }));
      onClose();
    } catch (error) {
      banner.show(errorMessage(error, USERS_MSG.resetPassword));
      // The server's own refusals of the password (a common one) belong at its field too.
      const atField = isApiError(error) ? error.fields?.newPassword : undefined;
      if (atField) setFieldError({ field: 'newPassword', message: atField });
    }
  };

  const errorOf = (field: FieldError['field']) =>
    fieldError?.field === field ? fieldError.message : undefined;

  return (
    <Dialog
      open
      onClose={reset.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>Reset Password</DialogTitle>
        <DialogContent>
          <AutoDismissAlert error={banner.error} onClose={banner.clear} />
          <DialogContentText sx={{ mb: 2 }}>
            A new password for {user.name} ({user.email}). They are signed out everywhere and told
            that the office reset it; give them the new password yourself.
          </DialogContentText>
          <PasswordField
            label="New password"
            value={newPassword}
            onChange={(e) => {
              setNewPassword(e.target.value);
              setFieldError(null);
            }}
            autoComplete="new-password"
            required
            autoFocus
            error={Boolean(errorOf('newPassword'))}
            helperText={errorOf('newPassword') ?? 'At least 8 characters.'}
          />
          <PasswordField
            label="Confirm password"
            value={confirmPassword}
            onChange={(e) => {
              setConfirmPassword(e.target.value);
              setFieldError(null);
            }}
            autoComplete="new-password"
            required
            error={Boolean(errorOf('confirmPassword'))}
            helperText={errorOf('confirmPassword') ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={reset.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={reset.isPending}>
            Reset Password
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
