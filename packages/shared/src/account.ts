import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { MSG } from './messages.ts';

import { isValidPhone, normalizePhone } from './people.ts';
import { INPUT_MSG, hasUnsafeCharacters, tooLongMessage } from './input-rules.ts';

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

export const nameField = (tooShort: string, label: string) =>
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

export const passwordField = z
  .string({ error: MSG.passwordTooShort })
  .min(LIMITS.passwordMinLength, { error: MSG.passwordTooShort })
  .max(200, { error: INPUT_MSG.passwordTooLong });

/**
 * The error envelope of every API error (DESIGN.md section 3). `message_key` and `field_keys` name
 * the keys of the texts (MSG's, or a group's `group.key`: message-groups.ts), when they are shared
 * texts, for a client that translates them (docs/decisions/0053).
 */
export const errorEnvelopeSchema = z.object({
  error: z.string(),
  code: z.string(),
  message_key: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  field_keys: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
