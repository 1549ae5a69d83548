import { messageAnswer } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /users/logout. Callers ignore its failure; a 401 must not redirect. */
export async function logout(): Promise<void> {
  await api.post('/users/logout', undefined, { on401: 'throw', schema: messageAnswer });
}
