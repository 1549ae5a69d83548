import { LIMITS, MSG, adminUserListSchema } from '@careclass/shared';
import type { UserPage } from '../types.ts';

export interface FieldError {
  field: 'newPassword' | 'confirmPassword';
  message: string;
}

/**
 * Reset Password as the office (specification 001, 5 "Admin users"): both fields required, then
 * matching, then at least 8 characters; the server checks in the same order.
 */
export function checkResetPassword(
  newPassword: string,
  confirmPassword: string,
): FieldError | null {
  if (newPassword === '') return { field: 'newPassword', message: MSG.bothPasswordsRequired };
  if (confirmPassword === '')
    return { field: 'confirmPassword', message: MSG.bothPasswordsRequired };
  if (newPassword !== confirmPassword) {
    return { field: 'confirmPassword', message: MSG.passwordsDoNotMatch };
  }
  if (newPassword.length < LIMITS.passwordMinLength) {
    return { field: 'newPassword', message: MSG.passwordTooShort };
  }
  return null;
}

/** A notification needs a message that is not blank. */
export const isBlank = (text: string) => text.trim() === '';

/**
 * The user list answer's schema. One without `users` and `pagination` yields an empty list
 * (specification 001, 5: "on the user screen a malformed list yields an empty list").
 */
export const userPageSchema = (page: number, limit: number) =>
  adminUserListSchema.catch((): UserPage => ({ users: [], pagination: { page, limit, total: 0 } }));
