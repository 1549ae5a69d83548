import { DRAWN_PAGE, STORAGE_KEYS, type PublicUser } from '@careclass/shared';

/**
 * The client session of the specification: the token in persistent local storage (key `token`)
 * and the user object in per-tab session storage (key `user`). Storage can be unavailable
 * (privacy modes); every access is guarded so the app still runs, logged out.
 */

function safeGet(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage full or blocked: the in-memory state still holds the session for this page.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function getToken(): string | null {
  return safeGet(local, STORAGE_KEYS.token);
}

export function getStoredUser(): PublicUser | null {
  const raw = safeGet(session, STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return asUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: PublicUser): void {
  safeSet(local, STORAGE_KEYS.token, token);
  storeUser(user);
  markSignedIn(true);
}

export function storeUser(user: PublicUser): void {
  safeSet(session, STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  safeSet(local, STORAGE_KEYS.token, null);
  safeSet(session, STORAGE_KEYS.user, null);
  markSignedIn(false);
}

/**
 * Tells the server that this browser holds a session, so it sends the app rather than a page drawn
 * for a visitor (docs/decisions/0056), which would show a signed-in person "Log in" first. The
 * cookie says only that: the token itself never leaves local storage but in the Authorization
 * header.
 */
export function markSignedIn(signedIn: boolean): void {
  writeCookie(DRAWN_PAGE.signedInCookie, signedIn ? '1' : null);
}

/** A first-party cookie for the server's page drawing, a year long (null removes it). */
export function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const life = value === null ? 'Max-Age=0' : 'Max-Age=31536000';
  document.cookie = `${name}=${value ?? ''}; Path=/; ${life}; SameSite=Lax${secure}`;
}

/**
 * Accepts what looks like a user object. Deliberately lenient (id, email and role only): a server
 * that adds or omits an optional field must not log everybody out.
 */
export function asUser(value: unknown): PublicUser | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const idOk = typeof v.id === 'number' || typeof v.id === 'string';
  if (!idOk || typeof v.email !== 'string' || typeof v.role !== 'string') return null;
  return value as PublicUser;
}
