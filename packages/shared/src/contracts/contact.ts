import { z } from 'zod';
import { MSG } from '../messages.ts';
import { textSchema, tooLongMessage } from '../input.ts';
import { emailField, requiredText } from '../account.ts';

/** The contract of the contact form: POST /api/contact. */

/** The form's own checks (the specification gives no text for them). */
export const CONTACT_INPUT_MSG = {
  nameRequired: 'Name is required',
  nameTooLong: tooLongMessage('Name', 200),
  messageRequired: 'Message is required',
  messageTooLong: tooLongMessage('Message', 5000),
} as const;

/** What a visitor sends. */
export const contactSchema = z.object({
  name: requiredText(CONTACT_INPUT_MSG.nameRequired).pipe(
    textSchema(200, CONTACT_INPUT_MSG.nameTooLong),
  ),
  email: requiredText(MSG.invalidEmail).pipe(emailField),
  message: requiredText(CONTACT_INPUT_MSG.messageRequired).pipe(
    textSchema(5000, CONTACT_INPUT_MSG.messageTooLong),
  ),
});
export type ContactInput = z.output<typeof contactSchema>;

/** The answer once the message is stored and the office's mail queued. */
export const contactSentSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type ContactSent = z.output<typeof contactSentSchema>;
