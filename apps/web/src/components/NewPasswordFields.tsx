import { useTranslation } from 'react-i18next';
import { useMessageText } from '../i18n/messages.ts';
import { PasswordField } from './PasswordField.tsx';

interface NewPasswordFieldsProps {
  newPassword: string;
  confirmPassword: string;
  onNewPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
  /** The server's refusal of the new password itself (a common one), shown at that field. */
  newPasswordError?: string;
  confirmLabel: string;
  disabled: boolean;
}

/** The new password and its confirmation, as the reset and change-password forms ask them. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  onNewPasswordChange,
  onConfirmPasswordChange,
  newPasswordError,
  confirmLabel,
  disabled,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return (
    <>
      <PasswordField
        label={t('password.new')}
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => onNewPasswordChange(e.target.value)}
        disabled={disabled}
        error={Boolean(newPasswordError)}
        helperText={newPasswordError ? messageText(newPasswordError) : t('password.atLeast8')}
      />
      <PasswordField
        label={confirmLabel}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => onConfirmPasswordChange(e.target.value)}
        disabled={disabled}
      />
    </>
  );
}
