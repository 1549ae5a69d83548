import type { PublicUser } from '@careclass/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { asUser } from '../../../lib/session-storage.ts';

export interface AuthResult {
  token: string;
  user: PublicUser;
  message?: string;
}

/** Login and registration responses must carry both a token and a user (specification 001, 5). */
export function toAuthResult(data: unknown, invalidMessage: string): AuthResult {
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const user = asUser(d.user);
  if (typeof d.token !== 'string' || d.token === '' || !user) {
    throw new ApiError(200, invalidMessage, { code: 'INVALID_RESPONSE' });
  }
  return {
    token: d.token,
    user,
    message: typeof d.message === 'string' ? d.message : undefined,
  };
}

export function messageOf(data: unknown, fallback: string): string {
  const m = data && typeof data === 'object' ? (data as Record<string, unknown>).message : null;
  return typeof m === 'string' && m.trim() !== '' ? m : fallback;
}
