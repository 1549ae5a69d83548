import { api } from '../../../lib/api-client.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

/** POST /users/logout. Callers ignore its failure; a 401 must not redirect. */
export async function logout(): Promise<void> {
  await api.post('/users/logout', undefined, {
    on401: 'throw',
    schema: lazySchema((s) => s.messageAnswer),
  });
}
