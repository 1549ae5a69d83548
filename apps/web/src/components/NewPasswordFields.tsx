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
  return (
    <>
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => onNewPasswordChange(e.target.value)}
        disabled={disabled}
        error={Boolean(newPasswordError)}
        helperText={newPasswordError ?? 'At least 8 characters'}
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
