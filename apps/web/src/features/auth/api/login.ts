import { useMutation } from '@tanstack/react-query';
import { MSG, authResponseSchema, type LoginInput } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';
import { toAuthResult, type AuthResult } from './auth-result.ts';

export type { LoginInput };

/** POST /users/login. Public: a 401 here is a wrong password for the form, not an expired session. */
export async function login(input: LoginInput): Promise<AuthResult> {
  const data = await api.post<unknown>('/users/login', input, { auth: false });
  return toAuthResult(authResponseSchema, data, MSG.invalidLoginResponse);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
