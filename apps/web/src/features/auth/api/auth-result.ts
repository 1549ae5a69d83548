import type { z } from 'zod';
import type { AuthResponse, PublicUser } from '@careclass/shared';
import { ApiError } from '../../../lib/api-client.ts';

export interface AuthResult {
  token: string;
  user: PublicUser;
  message?: string;
}

/**
 * Login and registration responses must carry both a token and a user (specification 001, 5):
 * read through the call's contract schema, else the call's own "invalid response" text.
 */
export function toAuthResult(
  schema: z.ZodType<AuthResponse & { message?: string }>,
  data: unknown,
  invalidMessage: string,
): AuthResult {
  const parsed = schema.safeParse(data);
  if (!parsed.success || parsed.data.token === '') {
    throw new ApiError(200, invalidMessage, { code: 'INVALID_RESPONSE' });
  }
  const { token, user, message } = parsed.data;
  return { token, user, message };
}
