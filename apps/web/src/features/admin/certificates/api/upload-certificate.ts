import { useMutation } from '@tanstack/react-query';
import { certificateSavedSchema } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { messageOf, useRefreshAfterWrite } from '../../lib/api-helpers.ts';
import { CERT_MSG } from '../messages.ts';

export interface UploadCertificateInput {
  userId: number;
  classId: number;
  sessionId: number | null;
  certificateName: string;
  /** yyyy-MM-dd or empty. */
  expirationDate: string;
  file: File;
}

/**
 * POST /certificates (multipart: user_id, class_id, session_id, certificate_name, expiration_date
 * and the file). The server checks the file again (413 and 415 with the dialog's texts), stores it
 * and writes the row in one call, and tells the student. Resolves to the server's message.
 */
export async function uploadCertificate(input: UploadCertificateInput): Promise<string> {
  const form = new FormData();
  form.set('user_id', String(input.userId));
  form.set('class_id', String(input.classId));
  if (input.sessionId !== null) form.set('session_id', String(input.sessionId));
  if (input.certificateName.trim()) form.set('certificate_name', input.certificateName.trim());
  if (input.expirationDate) form.set('expiration_date', input.expirationDate);
  form.set('file', input.file, input.file.name);
  return messageOf(
    await api.upload('/certificates', form, { schema: certificateSavedSchema }),
    CERT_MSG.uploaded,
  );
}

export function useUploadCertificate() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: uploadCertificate, onSuccess: refresh });
}
