import { expect } from 'vitest';

const SECRET_KEYS = /password|hash|secret|token_hash|reset_token/i;

/**
 * Walks a response body and fails on any key that looks like a secret (the top-level `token` of
 * login and registration is the one allowed credential) or any value shaped like an argon2 hash.
 */
export function assertNoSecrets(body: unknown, path = '$'): void {
  if (Array.isArray(body)) {
    body.forEach((item, i) => assertNoSecrets(item, `${path}[${i}]`));
    return;
  }
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      expect(SECRET_KEYS.test(key), `secret-looking key ${path}.${key}`).toBe(false);
      assertNoSecrets(value, `${path}.${key}`);
    }
    return;
  }
  if (typeof body === 'string') {
    expect(body.startsWith('$argon2'), `hash value at ${path}`).toBe(false);
  }
}
