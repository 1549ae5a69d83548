import { useQuery } from '@tanstack/react-query';
import { certificateVerificationSchema, type CertificateVerification } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /api/verify/:code -> { certificate }. Public: anyone holding the printed code may check it. */
export async function getVerification(
  code: string,
  signal?: AbortSignal,
): Promise<CertificateVerification['certificate']> {
  const { certificate } = await api.get(`/verify/${encodeURIComponent(code)}`, {
    signal,
    auth: false,
    schema: certificateVerificationSchema,
  });
  return certificate;
}

export function useVerification(code: string) {
  return useQuery({
    queryKey: ['verify', code] as const,
    queryFn: ({ signal }) => getVerification(code, signal),
    // An unknown code stays unknown; a network failure is retried by the button.
    retry: false,
  });
}
