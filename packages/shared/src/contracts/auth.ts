import { z } from 'zod';
import { MSG } from '../messages.ts';
import { emailField, nameField, passwordField, phoneField, requiredText } from '../account.ts';
import {
  confirmationMustMatch,
  newPasswordFields,
  preferredLanguageField,
  publicUserSchema,
} from './users.ts';

/**
 * The contract of the auth domain (issue 12): sign-up, sign-in and out, the forgotten password
 * and the e-mail verification link.
 */

/** The sign-up form's own refusals (message group `signupInput`, docs/decisions/0053). */
export const SIGNUP_INPUT_MSG = {
  emailNotifications: 'Email notifications must be true or false',
} as const;

/** The fields of sign-up (camelCase, as the registration object of the catalogue). */
const registerFields = z.object({
  firstName: nameField(MSG.firstNameTooShort, 'First name'),
  lastName: nameField(MSG.lastNameTooShort, 'Last name'),
  email: emailField,
  phoneNumber: phoneField,
  password: passwordField,
  confirmPassword: z.string({ error: MSG.passwordsDoNotMatch }),
  // The register helper's email_notifications; absent, the account gets e-mail (the default).
  emailNotifications: z.boolean({ error: SIGNUP_INPUT_MSG.emailNotifications }).optional(),
  // The visitor's language when they signed up; absent, English (docs/decisions/0053).
  preferredLanguage: preferredLanguageField.optional(),
});

const confirmationMatches = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;
const mismatch = { error: MSG.passwordsDoNotMatch, path: ['confirmPassword'] };

/** The sign-up form. */
export const registerSchema = registerFields.refine(confirmationMatches, mismatch);
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
    preferredLanguage: b.preferredLanguage ?? b.preferred_language,
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
 * The body of POST /api/users/register: the form's camelCase names or the catalogue helper's
 * snake_case ones, folded into the camelCase shape (foldRegistrationBody) before the checks, so a
 * message names the camelCase field whichever spelling was sent.
 */
export const registerBodySchema = z.preprocess(
  foldRegistrationBody,
  registerFields
    .extend({
      first_name: registerFields.shape.firstName.optional().describe('Same as firstName'),
      last_name: registerFields.shape.lastName.optional().describe('Same as lastName'),
      phone_number: phoneField.describe('Same as phoneNumber'),
      confirm_password: z.string().optional().describe('Same as confirmPassword'),
      email_notifications: registerFields.shape.emailNotifications.describe(
        'Same as emailNotifications',
      ),
      preferred_language: registerFields.shape.preferredLanguage.describe(
        'Same as preferredLanguage',
      ),
    })
    .refine(confirmationMatches, mismatch)
    .meta({
      description:
        'Either spelling of each field; the helper variant may leave out the confirmation.',
    }),
);

export type RegistrationInput = z.output<typeof registerBodySchema>;

/**
 * The body of POST /api/users/reset-password, checked in the specification's order: the token,
 * then both fields, then the match, then the length (resetPasswordSchema).
 */
export const resetPasswordBodySchema = z
  .object({
    token: z
      .string({ error: MSG.resetLinkMissing })
      .trim()
      .min(1, { error: MSG.resetLinkMissing })
      .describe('The token of the e-mailed link'),
    ...newPasswordFields({ required: MSG.fillAllFields, mismatch: MSG.passwordsDoNotMatch }),
  })
  .superRefine(confirmationMustMatch(MSG.passwordsDoNotMatch))
  .pipe(resetPasswordSchema);
export type ResetPasswordInput = z.output<typeof resetPasswordBodySchema>;

/** GET /api/users/reset-password/:token: whose link it is, for the greeting of the form. */
export const resetTokenParams = z.object({ token: z.string().max(200) });
export const resetTokenOwnerSchema = z.object({
  user: z.object({ first_name: z.string(), last_name: z.string(), name: z.string() }),
});
export type ResetTokenOwner = z.output<typeof resetTokenOwnerSchema>;
