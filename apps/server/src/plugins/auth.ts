import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { MSG, type UserRole } from '@careclass/shared';
import { authSessions, settings, users } from '../db/schema/index.ts';
import type { AppContext } from '../context.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { touchSession } from '../modules/auth/sessions.repository.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import {
  BACK_OFFICE_ROLES,
  DEFAULT_SETTINGS,
  type SettingKey,
} from '../modules/settings/settings.service.ts';

export type UserRow = typeof users.$inferSelect;

export interface AuthInfo {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthInfo | null;
  }
}

const encoder = new TextEncoder();
const ISSUER = 'careclass';
/** The last-seen time is written at most this often per session, not on every call. */
const TOUCH_EVERY_MS = 60_000;
const IDLE_SETTING: SettingKey = 'back_office_idle_minutes';

/** What a verified token says: its session, its user and when it expires (seconds since 1970). */
interface TokenClaims {
  sid: string;
  sub: number;
  exp: number;
}

/**
 * Tokens whose signature and claims were verified, per secret: a token is the same string on every
 * call of its session, so it is verified once and then only its expiry is looked at. Verifying an
 * HS256 signature through WebCrypto cost about a tenth of a signed-in read's CPU. The session row
 * is still read on every call, so a revoked session ends at once whatever is kept here. Bounded:
 * the oldest entries go first.
 */
const verifiedTokens = new Map<string, Map<string, TokenClaims>>();
const VERIFIED_TOKENS_MAX = 20_000;

async function verifiedClaims(secret: string, token: string): Promise<TokenClaims | null> {
  let known = verifiedTokens.get(secret);
  if (!known) verifiedTokens.set(secret, (known = new Map()));
  const kept = known.get(token);
  if (kept) {
    if (kept.exp * 1000 > Date.now()) return kept;
    known.delete(token);
    return null;
  }
  let claims: TokenClaims;
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    claims = { sid: String(payload.sid ?? ''), sub: Number(payload.sub), exp: Number(payload.exp) };
  } catch {
    return null;
  }
  if (!claims.sid || !Number.isInteger(claims.sub) || !Number.isFinite(claims.exp)) return null;
  if (known.size >= VERIFIED_TOKENS_MAX) known.delete(known.keys().next().value!);
  known.set(token, claims);
  return claims;
}

/**
 * The sign-in check's one query: the live session with its user, and the idle setting in the same
 * round trip. Prepared once per database (db/prepared.ts): it runs on every signed-in call.
 */
const sessionWithUser = preparedPerDatabase((db) =>
  db
    .select({
      user: users,
      lastSeenAt: authSessions.lastSeenAt,
      idleMinutes: sql<number | null>`(select (${settings.value} #>> '{}')::int from ${settings}
        where ${settings.key} = ${IDLE_SETTING})`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sid')),
        eq(authSessions.userId, sql.placeholder('sub')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('auth_session_with_user'),
);

export async function signToken(
  secret: string,
  sessionId: string,
  userId: number,
  expiresAt: Date,
) {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(encoder.encode(secret));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Resolves the caller from the Bearer token: a valid signature is not enough, the session row must
 * be live and the user active, so revocation (logout, role, status or password change) is
 * immediate. A back-office session unused for longer than the idle setting has ended too.
 */
export async function resolveAuth(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<AuthInfo | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await verifiedClaims(ctx.config.jwtSecret, token);
  if (!claims) return null;
  const { sid, sub } = claims;
  const rows = await sessionWithUser(ctx.db).execute({ sid, sub, now: new Date() });
  const row = rows[0];
  if (!row || row.user.status !== 'active') return null;
  const now = new Date();
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  const idleMinutes = Number(row.idleMinutes ?? DEFAULT_SETTINGS.back_office_idle_minutes);
  if (BACK_OFFICE_ROLES.includes(row.user.role) && idleFor > idleMinutes * 60_000) return null;
  if (idleFor >= TOUCH_EVERY_MS) await touchSession(ctx.db, sid, now, TOUCH_EVERY_MS);
  return { user: row.user, sessionId: sid };
}

/**
 * The guards handed out below, with the roles they admit (empty: any signed-in user). The API
 * document reads it to mark the routes that need a Bearer token, so the marking follows the
 * guards themselves rather than a list kept by hand.
 */
const guards = new WeakMap<object, readonly UserRole[]>();

/** The roles a guard admits (empty: any signed-in user), or null when `hook` is no guard. */
export function guardRoles(hook: unknown): readonly UserRole[] | null {
  return typeof hook === 'function' ? (guards.get(hook) ?? null) : null;
}

/** onRequest guard (before body validation): 401 unless a live session is presented. */
export function requireAuth(ctx: AppContext): onRequestHookHandler {
  const guard = async function (request: FastifyRequest, _reply: FastifyReply) {
    request.auth = await resolveAuth(ctx, request);
    if (!request.auth) throw unauthorized(MSG.sessionExpired);
  };
  guards.set(guard, []);
  return guard;
}

/** onRequest guard: 401 without a session, 403 when the role is not one of `roles`. */
export function requireRole(ctx: AppContext, ...roles: UserRole[]): onRequestHookHandler {
  const guard = async function (request: FastifyRequest, _reply: FastifyReply) {
    request.auth = await resolveAuth(ctx, request);
    if (!request.auth) throw unauthorized(MSG.sessionExpired);
    if (!roles.includes(request.auth.user.role)) throw forbidden();
  };
  guards.set(guard, roles);
  return guard;
}

/** The caller's user; only valid after requireAuth ran. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized(MSG.sessionExpired);
  return request.auth.user;
}
