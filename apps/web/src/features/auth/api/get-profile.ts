import { MSG, userAnswerSchema, type PublicUser } from '@careclass/shared';
import { api, ApiError } from '../../../lib/api-client.ts';

/**
 * GET /users/profile as the authentication check: a 401 is decided by the caller (it clears the
 * session quietly instead of redirecting a visitor who is on a public page).
 */
export async function getProfileUser(signal?: AbortSignal): Promise<PublicUser> {
  const data = await api.get<unknown>('/users/profile', { signal, on401: 'throw' });
  const parsed = userAnswerSchema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(200, MSG.invalidServerResponse, { code: 'INVALID_RESPONSE' });
  }
  return parsed.data.user;
}
