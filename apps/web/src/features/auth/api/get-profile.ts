import { CORE_MSG, type PublicUser } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

/**
 * GET /users/profile as the authentication check: a 401 is decided by the caller (it clears the
 * session quietly instead of redirecting a visitor who is on a public page).
 */
export async function getProfileUser(signal?: AbortSignal): Promise<PublicUser> {
  const { user } = await api.get('/users/profile', {
    signal,
    on401: 'throw',
    schema: lazySchema((s) => s.userAnswerSchema),
    invalidMessage: CORE_MSG.invalidServerResponse,
  });
  return user;
}
