import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageAnswer } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { profileKey } from '../../profile/api/get-profile.ts';

/** POST /users/verify-email: 200 once per link, 400 when the link is invalid, used or expired. */
export async function verifyEmail(token: string): Promise<string> {
  const answer = await api.post(
    '/users/verify-email',
    { token },
    { auth: false, schema: messageAnswer },
  );
  return answer.message;
}

/**
 * A link works once, so it is posted once per page visit: a query keyed by the token is not
 * repeated on a second mount, a refocus or a retry, and it takes no abort signal (a request
 * cancelled after the server used the link would be sent again and fail).
 */
export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useVerifyEmailLink(token: string) {
  return useQuery(verifyEmailQuery(token));
}

/** POST /users/verify-email/resend for the signed-in user; resolves to the server's message. */
export async function resendVerification(): Promise<string> {
  const answer = await api.post('/users/verify-email/resend', {}, { schema: messageAnswer });
  return answer.message;
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    // "Already verified" means the profile on screen is out of date.
    onError: () => void queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
