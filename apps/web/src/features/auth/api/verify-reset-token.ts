import { queryOptions, useQuery } from '@tanstack/react-query';
import { resetTokenOwnerSchema, type ResetTokenOwner } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';

export type ResetTokenUser = ResetTokenOwner['user'];

/** GET /users/reset-password/{token}: 200 with the user's name, 400 when invalid or expired. */
export async function verifyResetToken(
  token: string,
  signal?: AbortSignal,
): Promise<ResetTokenUser> {
  const answer = await api.get(`/users/reset-password/${encodeURIComponent(token)}`, {
    auth: false,
    signal,
    schema: resetTokenOwnerSchema,
  });
  return answer.user;
}

export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => verifyResetToken(token, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export function useResetToken(token: string) {
  return useQuery(resetTokenQuery(token));
}

export function displayName(user: ResetTokenUser): string {
  const full = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return (user.name ?? '').trim() || full;
}
