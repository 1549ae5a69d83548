import DialogContentText from '@mui/material/DialogContentText';
import { UI_TIMING, adminPasswordSchema } from '@careclass/shared';
import { FormDialog, fieldProps } from '../../../../components/FormDialog.tsx';
import { PasswordField } from '../../../../components/PasswordField.tsx';
import { useToast } from '../../../../lib/toast.ts';
import { useResetUserPassword } from '../api/reset-user-password.ts';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../../i18n/messages.ts';
import { useErrorText } from '../../lib/i18n.ts';
import type { AdminUser } from '../types.ts';

/**
 * Reset Password: the office sets a new one. The user is signed out everywhere and told that the
 * office reset it (never the password itself). The contract's check runs in the specification's
 * order: both fields required, then matching, then at least 8 characters.
 */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('adminUsers');
  const errorText = useErrorText();
  const messageText = useMessageText();
  const toast = useToast();
  const reset = useResetUserPassword();

  return (
    <FormDialog
      title={t('resetPassword.title')}
      schema={adminPasswordSchema}
      defaultValues={{ newPassword: '', confirmPassword: '' }}
      submitLabel={t('resetPassword.submit')}
      maxWidth="xs"
      checksInBanner
      focusInvalid={false}
      bannerMs={UI_TIMING.errorBannerMs}
      failureOf={(error) => errorText(error, t('errors.resetPassword'))}
      intro={
        <DialogContentText sx={{ mb: 2 }}>
          {t('resetPassword.intro', { name: user.name, email: user.email })}
        </DialogContentText>
      }
      onSubmit={async ({ newPassword, confirmPassword = '' }) => {
        const message = await reset.mutateAsync({ id: user.id, newPassword, confirmPassword });
        toast.success(messageText(message));
        onClose();
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <PasswordField
            label={t('resetPassword.newPassword')}
            autoComplete="new-password"
            required
            autoFocus
            helperText={t('resetPassword.newPasswordHelp')}
            {...fieldProps(form, 'newPassword')}
          />
          <PasswordField
            label={t('resetPassword.confirmPassword')}
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
