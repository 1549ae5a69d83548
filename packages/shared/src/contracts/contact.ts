import { z } from 'zod';
import { MSG } from '../messages.ts';
import { textSchema, tooLongMessage } from '../input.ts';
import { emailField, requiredText } from '../account.ts';

/** The contract of the contact form: POST /api/contact. */

/** What a visitor sends. */
export const contactSchema = z.object({
  name: requiredText('Name is required').pipe(textSchema(200, tooLongMessage('Name', 200))),
  email: requiredText(MSG.invalidEmail).pipe(emailField),
  message: requiredText('Message is required').pipe(
    textSchema(5000, tooLongMessage('Message', 5000)),
  ),
});
export type ContactInput = z.output<typeof contactSchema>;

/** The answer once the message is stored and the office's mail queued. */
export const contactSentSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type ContactSent = z.output<typeof contactSentSchema>;
