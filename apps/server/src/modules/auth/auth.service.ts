import {
  LIMITS,
  MSG,
  type ForgotPasswordInput,
  type LoginInput,
  type RegistrationInput,
  type ResetPasswordInput,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { signToken } from '../../plugins/auth.ts';
import {
  AppError,
  badRequest,
  conflict,
  isUniqueViolation,
  tooManyRequests,
  unauthorized,
} from '../../lib/errors.ts';
import {
  dummyPasswordHash,
  hashPassword,
  randomToken,
  sha256,
  verifyPassword,
} from '../../lib/crypto.ts';
import { minutesFromNow } from '../../lib/time.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { languageOf } from '../../mail/bilingual.ts';
import { ACCOUNT_MAILS } from '../../mail/mail-texts.ts';
import { composeAccountMail } from '../../mail/templates.ts';
import {
  findUserByEmail,
  insertUser,
  recordActivity,
  updateUser,
  type UserRow,
} from '../users/users.service.ts';
import { fullName, toPublicUser } from '../users/users.mapper.ts';
import { issueVerificationMail } from '../users/email-verification.service.ts';
import { getSettings, settingDefaults } from '../settings/settings.service.ts';
import { isKnownAddress, loginRules } from './login-limits.ts';
import { releaseHits, reserveHits } from './rate-limit.ts';
import { createSession, revokeSession, revokeUserSessions } from './sessions.repository.ts';
import {
  claimResetToken,
  deleteResetTokensOf,
  findLiveResetTokenUser,
  insertResetToken,
  retireResetTokens,
} from './auth.repository.ts';
import { refuseCommonPassword } from './common-passwords.ts';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

async function issueToken(ctx: AppContext, user: UserRow, meta: ClientMeta) {
  const session = await createSession(ctx.db, user.id, {
    ipAddress: meta.ip,
    userAgent: meta.userAgent,
  });
  return signToken(ctx.config.jwtSecret, session.id, user.id, session.expiresAt);
}

/** Sign-ups that pass validation, per client address and hour (a back-office setting). */
async function reserveSignup(ctx: AppContext, ip: string) {
  const { signups_per_address_per_hour: limit } = await getSettings(
    ctx.db,
    ['signups_per_address_per_hour'],
    settingDefaults(ctx.config),
  );
  const reserved = await reserveHits(ctx.db, [
    { key: `signup:ip:${ip}`, limit, windowMinutes: 60 },
  ]);
  if (!reserved) throw tooManyRequests(MSG.tooManySignups);
}

/**
 * Sign-up always creates an active student; role and status in the body are ignored. The attempt
 * is counted before the address check, so the limit also bounds probing for taken addresses.
 */
export async function register(ctx: AppContext, input: RegistrationInput, meta: ClientMeta) {
  refuseCommonPassword(input.password, 'password');
  await reserveSignup(ctx, meta.ip);
  if (await findUserByEmail(ctx.db, input.email)) {
    throw conflict(MSG.emailTaken, 'EMAIL_TAKEN', { email: MSG.emailTaken });
  }
  let user: UserRow;
  try {
    // The account and its welcome e-mail (with the verification link) are written together.
    user = await ctx.db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        ...(input.emailNotifications === undefined
          ? {}
          : { emailNotifications: input.emailNotifications }),
        ...(input.preferredLanguage ? { preferredLanguage: input.preferredLanguage } : {}),
        passwordHash: await hashPassword(input.password),
        role: 'student',
        status: 'active',
        lastLogin: new Date(),
      });
      await issueVerificationMail(ctx, tx, created, 'welcome');
      return created;
    });
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides.
    if (isUniqueViolation(error))
      throw conflict(MSG.emailTaken, 'EMAIL_TAKEN', { email: MSG.emailTaken });
    throw error;
  }
  const token = await issueToken(ctx, user, meta);
  return { token, user: toPublicUser(user), message: 'Account created successfully' };
}

/**
 * Every attempt reserves a failure under the counters of loginRules before the password is
 * checked, so past a limit nothing is evaluated, however many attempts arrive at once; even the
 * right password is refused there. A correct password gives its reservation back.
 */
export async function login(ctx: AppContext, input: LoginInput, meta: ClientMeta) {
  const email = input.email.trim().toLowerCase();
  const user = await findUserByEmail(ctx.db, email);
  const known = await isKnownAddress(ctx.db, user?.id, meta.ip);
  const reservation = await reserveHits(ctx.db, loginRules(email, meta.ip, known));
  if (!reservation) throw tooManyRequests(MSG.tooManyLogins);
  const ok = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!user || !ok) throw unauthorized(MSG.loginFailed, 'INVALID_CREDENTIALS');
  await releaseHits(ctx.db, reservation);
  if (user.status === 'suspended')
    throw new AppError(403, 'ACCOUNT_SUSPENDED', MSG.accountSuspended);
  if (user.status === 'inactive') throw new AppError(403, 'ACCOUNT_INACTIVE', MSG.accountInactive);
  const updated = (await updateUser(ctx.db, user.id, { lastLogin: new Date() })) ?? user;
  const token = await issueToken(ctx, updated, meta);
  return { token, user: toPublicUser(updated) };
}

export async function logout(ctx: AppContext, sessionId: string | undefined) {
  if (sessionId) await revokeSession(ctx.db, sessionId);
  return { message: MSG.loggedOut };
}

const forgotKeys = (email: string, ip: string) => ({
  email: `forgot:acct:${email}`,
  ip: `forgot:ip:${ip}`,
});

/**
 * Answers the same text whether or not the address exists. A token is 32 random bytes, stored
 * hashed, valid one hour and usable once; a new request retires the older links.
 */
export async function forgotPassword(
  ctx: AppContext,
  { email }: ForgotPasswordInput,
  meta: ClientMeta,
) {
  const keys = forgotKeys(email, meta.ip);
  const windowMinutes = LIMITS.forgotPasswordWindowMinutes;
  const reserved = await reserveHits(ctx.db, [
    { key: keys.email, limit: LIMITS.forgotPasswordPerWindow, windowMinutes },
    { key: keys.ip, limit: LIMITS.forgotPasswordPerWindow * 4, windowMinutes },
  ]);
  if (!reserved) throw tooManyRequests(MSG.tooManyResetRequests);
  const user = await findUserByEmail(ctx.db, email);
  if (user && user.status === 'active') {
    const token = randomToken(32);
    await ctx.db.transaction(async (tx) => {
      await retireResetTokens(tx, user.id);
      await insertResetToken(tx, {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: minutesFromNow(LIMITS.resetTokenTtlMinutes),
      });
      await enqueueMail(
        tx,
        composeAccountMail(
          languageOf(user),
          user,
          ACCOUNT_MAILS.resetPassword[languageOf(user)]({}),
          `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`,
        ),
      );
    });
  }
  return { message: MSG.forgotSent };
}

export async function checkResetToken(ctx: AppContext, token: string) {
  const user = token ? await findLiveResetTokenUser(ctx.db, sha256(token)) : undefined;
  if (!user || user.status !== 'active') throw badRequest(MSG.resetLinkInvalid);
  return { user: { first_name: user.firstName, last_name: user.lastName, name: fullName(user) } };
}

export async function resetPassword(ctx: AppContext, input: ResetPasswordInput) {
  refuseCommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    // Claiming the token is one conditional update: of two simultaneous resets only one wins.
    const userId = await claimResetToken(tx, sha256(input.token));
    if (!userId) throw badRequest(MSG.resetLinkInvalid);
    const user = await updateUser(tx, userId, { passwordHash });
    if (!user || user.status !== 'active') throw badRequest(MSG.resetLinkInvalid);
    await revokeUserSessions(tx, userId);
    await recordActivity(tx, {
      userId,
      action: 'password_change',
      description: 'Password reset with an e-mailed link',
    });
    await enqueueMail(tx, passwordChangedMail(user));
  });
  return { message: MSG.resetSucceeded };
}

export function passwordChangedMail(user: UserRow) {
  const lang = languageOf(user);
  return composeAccountMail(lang, user, ACCOUNT_MAILS.passwordChanged[lang]({}));
}

/**
 * Ends every live session of a user (role, status or password change), optionally keeping the one
 * making the change, in the caller's transaction.
 */
export { revokeUserSessions };

/** An account being erased: its sessions end and its reset links go, in the caller's transaction. */
export async function forgetSignInsOf(db: DbOrTx, userId: number): Promise<void> {
  await revokeUserSessions(db, userId);
  await deleteResetTokensOf(db, userId);
}
