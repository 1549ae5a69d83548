import { useMutation } from '@tanstack/react-query';
import { MSG, contactSentSchema, type ContactInput } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/contact { name, email, message } -> { success: true, message }. Public. An answer of
 * another shape is the form's own failure text.
 */
export async function sendContact(input: ContactInput): Promise<string> {
  const { message } = await api.post('/contact', input, {
    auth: false,
    schema: contactSentSchema,
    invalidMessage: MSG.contactFailed,
  });
  return message.trim() !== '' ? message : MSG.contactSent;
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
