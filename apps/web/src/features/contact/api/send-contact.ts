import { useMutation } from '@tanstack/react-query';
import { MSG } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

/** POST /api/contact { name, email, message } -> { success: true, message }. Public. */
export async function sendContact(input: ContactInput): Promise<string> {
  const data = await api.post<unknown>('/contact', input, { auth: false });
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  if (d.success === false)
    throw new Error(typeof d.error === 'string' ? d.error : MSG.contactFailed);
  return typeof d.message === 'string' && d.message.trim() !== '' ? d.message : MSG.contactSent;
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
