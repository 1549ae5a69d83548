import { useMutation } from '@tanstack/react-query';
import { MSG, registeredSchema, type registerSchema } from '@careclass/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { toAuthResult, type AuthResult } from './auth-result.ts';

/** The body of POST /users/register: the parsed sign-up form (camelCase, phone normalised). */
export type RegisterBody = z.output<typeof registerSchema>;

export async function register(body: RegisterBody): Promise<AuthResult> {
  const data = await api.post<unknown>('/users/register', body, { auth: false });
  return toAuthResult(registeredSchema, data, MSG.invalidRegistrationResponse);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
