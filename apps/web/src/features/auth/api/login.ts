import { useMutation } from '@tanstack/react-query';
import { MSG, type AuthResponse, type LoginInput } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

export type { LoginInput };

/**
 * POST /users/login. Public: a 401 here is a wrong password for the form, not an expired session.
 * The answer must carry both a token and a user (specification 001, 5), else its own text.
 */
export function login(input: LoginInput): Promise<AuthResponse> {
  return api.post('/users/login', input, {
    auth: false,
    schema: lazySchema((s) => s.authResponseSchema),
    invalidMessage: MSG.invalidLoginResponse,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
