import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MSG } from '../messages.ts';
import { emailField, nameField, passwordField, phoneField, requiredText } from '../account.ts';
import { publicUserSchema } from './users.ts';

/**
 * The contract of the auth domain (issue 12): sign-up, sign-in and out, the forgotten password
 * and the e-mail verification link.
 */

/** A body field the route documents but the service itself checks (see decision 0038). */
const checkedByService = (description: string) => z.unknown().describe(description).optional();

/** The sign-up form and the API body (camelCase, as the registration object of the catalogue). */
export const registerSchema = z
  .object({
    firstName: nameField(MSG.firstNameTooShort, 'First name'),
    lastName: nameField(MSG.lastNameTooShort, 'Last name'),
    email: emailField,
    phoneNumber: phoneField,
    password: passwordField,
    confirmPassword: z.string({ error: MSG.passwordsDoNotMatch }),
    // The register helper's email_notifications; absent, the account gets e-mail (the default).
    emailNotifications: z
      .boolean({ error: 'Email notifications must be true or false' })
      .optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: MSG.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerSchema>;

/**
 * The register helper of the catalogue also sends snake_case names; both spellings are accepted and
 * folded into the camelCase shape. Role and status in the body are ignored (sign-up is always an
 * active student).
 */
export function foldRegistrationBody(body: unknown): Record<string, unknown> {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return {
    firstName: b.firstName ?? b.first_name,
    lastName: b.lastName ?? b.last_name,
    email: b.email,
    phoneNumber: b.phoneNumber ?? b.phone_number,
    password: b.password,
    // The helper variant carries no confirmation; it then confirms itself.
    confirmPassword: b.confirmPassword ?? b.confirm_password ?? b.password,
    emailNotifications: b.emailNotifications ?? b.email_notifications,
  };
}

/** POST /api/users/login. */
export const loginSchema = z.object({
  email: requiredText(MSG.loginFailed).pipe(z.string().max(254, { error: MSG.loginFailed })),
  password: z.string({ error: MSG.loginFailed }).min(1, { error: MSG.loginFailed }),
});
export type LoginInput = z.output<typeof loginSchema>;

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: MSG.verifyLinkMissing })
    .trim()
    .min(1, { error: MSG.verifyLinkMissing })
    .max(200, { error: MSG.verifyLinkInvalid }),
});
export type VerifyEmailInput = z.output<typeof verifyEmailSchema>;

export const forgotPasswordSchema = z.object({
  email: requiredText(MSG.enterEmail).pipe(emailField),
});
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: MSG.resetLinkMissing }).trim().min(1, { error: MSG.resetLinkMissing }),
    newPassword: requiredText(MSG.fillAllFields).pipe(passwordField),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    error: MSG.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** The answer of a sign-in: the session's token and the user. */
export const authResponseSchema = z.object({ token: z.string().min(1), user: publicUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** POST /api/users/register: the session and the new account. */
export const registeredSchema = authResponseSchema.extend({ message: z.string() });
export type Registered = z.output<typeof registeredSchema>;

/**
 * The body POST /api/users/register documents: the form's camelCase names or the catalogue
 * helper's snake_case ones. The service folds them (foldRegistrationBody) and checks the result
 * with registerSchema.
 */
export const registerBodySchema = z.object({
  firstName: checkedByService('First name (or first_name)'),
  lastName: checkedByService('Last name (or last_name)'),
  email: checkedByService('E-mail address'),
  phoneNumber: checkedByService('Phone number, optional (or phone_number)'),
  password: checkedByService(`Password, ${LIMITS.passwordMinLength} to 200 characters`),
  confirmPassword: checkedByService('The password again (or confirm_password)'),
  emailNotifications: checkedByService('Whether to get e-mail, optional (or email_notifications)'),
  first_name: checkedByService('First name (or firstName)'),
  last_name: checkedByService('Last name (or lastName)'),
  phone_number: checkedByService('Phone number (or phoneNumber)'),
  confirm_password: checkedByService('The password again (or confirmPassword)'),
  email_notifications: checkedByService('Whether to get e-mail (or emailNotifications)'),
});

/**
 * The body POST /api/users/reset-password documents. The service checks it with
 * resetPasswordSchema after the specification's own order of checks.
 */
export const resetPasswordBodySchema = z.object({
  token: checkedByService('The token of the e-mailed link'),
  newPassword: checkedByService(`The new password, ${LIMITS.passwordMinLength} to 200 characters`),
  confirmPassword: checkedByService('The new password again (optional; must match)'),
});

/** GET /api/users/reset-password/:token: whose link it is, for the greeting of the form. */
export const resetTokenParams = z.object({ token: z.string().max(200) });
export const resetTokenOwnerSchema = z.object({
  user: z.object({ first_name: z.string(), last_name: z.string(), name: z.string() }),
});
export type ResetTokenOwner = z.output<typeof resetTokenOwnerSchema>;
