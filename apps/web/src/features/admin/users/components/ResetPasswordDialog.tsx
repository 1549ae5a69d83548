import DialogContentText from '@mui/material/DialogContentText';
import { UI_TIMING, adminPasswordSchema } from '@careclass/shared';
import { FormDialog, fieldProps } from '../../../../components/FormDialog.tsx';
import { PasswordField } from '../../../../components/PasswordField.tsx';
import { useToast } from '../../../../lib/toast.ts';
import { useResetUserPassword } from '../api/reset-user-password.ts';
import { USERS_MSG } from '../messages.ts';
import type { AdminUser } from '../types.ts';

/**
 * Reset Password: the office sets a new one. The user is signed out everywhere and told that the
 * office reset it (never the password itself). The contract's check runs in the specification's
 * order: both fields required, then matching, then at least 8 characters.
 */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const toast = useToast();
  const reset = useResetUserPassword();

  return (
    <FormDialog
      title="Reset Password"
      schema={adminPasswordSchema}
      defaultValues={{ newPassword: '', confirmPassword: '' }}
      submitLabel="Reset Password"
      maxWidth="xs"
      checksInBanner
      focusInvalid={false}
      bannerMs={UI_TIMING.errorBannerMs}
      failureText={USERS_MSG.resetPassword}
      intro={
        <DialogContentText sx={{ mb: 2 }}>
          A new password for {user.name} ({user.email}). They are signed out everywhere and told
          that the office reset it; give them the new password yourself.
        </DialogContentText>
      }
      onSubmit={async ({ newPassword, confirmPassword = '' }) => {
        toast.success(await reset.mutateAsync({ id: user.id, newPassword, confirmPassword }));
        onClose();
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            autoFocus
            helperText="At least 8 characters."
            {...fieldProps(form, 'newPassword')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            helperText=" "
            {...fieldProps(form, 'confirmPassword')}
          />
        </>
      )}
    </FormDialog>
  );
}
