import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { MSG } from './messages.ts';
import { USER_ROLES, USER_STATUSES } from './enums.ts';

import { isValidPhone, normalizePhone } from './people.ts';
import { INPUT_MSG, hasUnsafeCharacters, textSchema, tooLongMessage } from './input.ts';

// No parsers compiled with `new Function`: the web app's Content-Security-Policy forbids eval, and
// even zod's probe for it is reported as a violation. It must run before the first schema is
// built, and the browser builds its schemas here.
z.config({ jitless: true });

/** A text that must hold more than spaces, refused with `message` when missing or blank. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

export const emailField = z
  .string({ error: MSG.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, { error: MSG.invalidEmail })
  .refine((v) => /^[^\s@]+@[^\s@]+$/.test(v) && !hasUnsafeCharacters(v), {
    error: MSG.invalidEmail,
  });

const nameField = (tooShort: string, label: string) =>
  z
    .string({ error: tooShort })
    .trim()
    .min(LIMITS.nameMinLength, { error: tooShort })
    .max(100, { error: tooLongMessage(label, 100) })
    .refine((v) => !hasUnsafeCharacters(v), { error: INPUT_MSG.controlCharacters });

/** Optional phone: empty means none; otherwise 10 digits with an optional +1. */
export const phoneField = z
  .string()
  .trim()
  .max(30, { error: MSG.invalidPhone })
  .refine((v) => v === '' || isValidPhone(v), { error: MSG.invalidPhone })
  .optional()
  .nullable()
  .transform((v) => (v ? normalizePhone(v) : null));

const passwordField = z
  .string({ error: MSG.passwordTooShort })
  .min(LIMITS.passwordMinLength, { error: MSG.passwordTooShort })
  .max(200, { error: 'Password must be at most 200 characters long' });

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

export const loginSchema = z.object({
  email: requiredText(MSG.loginFailed).pipe(z.string().max(254, { error: MSG.loginFailed })),
  password: z.string({ error: MSG.loginFailed }).min(1, { error: MSG.loginFailed }),
});

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: MSG.verifyLinkMissing })
    .trim()
    .min(1, { error: MSG.verifyLinkMissing })
    .max(200, { error: MSG.verifyLinkInvalid }),
});

export const forgotPasswordSchema = z.object({
  email: requiredText(MSG.enterEmail).pipe(emailField),
});

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

/** Change password: both catalogue paths take currentPassword and newPassword. */
export const changePasswordSchema = z
  .object({
    currentPassword: requiredText(MSG.allFieldsRequired),
    newPassword: z
      .string({ error: MSG.allFieldsRequired })
      .min(1, { error: MSG.allFieldsRequired })
      .min(LIMITS.passwordMinLength, { error: MSG.newPasswordTooShort })
      .max(200, { error: MSG.newPasswordTooShort }),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    error: MSG.newPasswordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const profileUpdateSchema = z.object({
  first_name: requiredText(MSG.firstNameRequired).pipe(
    nameField(MSG.firstNameTooShort, 'First name'),
  ),
  last_name: requiredText(MSG.lastNameRequired).pipe(nameField(MSG.lastNameTooShort, 'Last name')),
  phone_number: phoneField,
  address: textSchema(300, tooLongMessage('Address', 300)).optional().nullable(),
  emergency_contact: textSchema(300, tooLongMessage('Emergency contact', 300))
    .optional()
    .nullable(),
});

export const preferencesSchema = z.object({
  preferences: z.object({ email_notifications: z.boolean() }).optional(),
  email_notifications: z.boolean().optional(),
});

/** The user object every login, registration and profile response carries. */
export const publicUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  emergency_contact: z.string().nullable(),
  email_notifications: z.boolean(),
  email_verified: z.boolean(),
  email_verified_at: z.string().nullable(),
  last_login: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: publicUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** The error envelope of every API error (DESIGN.md section 3). */
export const errorEnvelopeSchema = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
