import { useMutation } from '@tanstack/react-query';
import { MSG, registeredSchema, type Registered, type registerSchema } from '@careclass/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** The body of POST /users/register: the parsed sign-up form (camelCase, phone normalised). */
export type RegisterBody = z.output<typeof registerSchema>;

/** The answer must carry both a token and a user (specification 001, 5), else its own text. */
export function register(body: RegisterBody): Promise<Registered> {
  return api.post('/users/register', body, {
    auth: false,
    schema: registeredSchema,
    invalidMessage: MSG.invalidRegistrationResponse,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
