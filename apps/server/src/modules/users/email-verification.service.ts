import { LIMITS, MSG, type VerifyEmailInput } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, tooManyRequests } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { languageOf } from '../../mail/bilingual.ts';
import { ACCOUNT_MAILS } from '../../mail/mail-texts.ts';
import { composeAccountMail } from '../../mail/templates.ts';
import { reserveHits } from '../auth/rate-limit.ts';
import {
  claimVerificationToken,
  insertVerificationToken,
  markEmailVerified,
  retireVerificationTokens,
} from './email-verification.repository.ts';
import type { UserRow } from './users.repository.ts';

/** The link of the e-mail: the web page /verify-email posts its token to the API. */
export const verifyEmailUrl = (ctx: AppContext, token: string) =>
  `${ctx.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;

/**
 * Issues a new link (32 random bytes, stored hashed, valid a day, usable once) and queues the mail
 * carrying it, in the caller's transaction. A new link retires the older ones, so only the newest
 * mail works.
 */
export async function issueVerificationMail(
  ctx: AppContext,
  tx: DbOrTx,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'preferredLanguage'>,
  kind: 'welcome' | 'resend',
) {
  const token = randomToken(32);
  await retireVerificationTokens(tx, user.id);
  await insertVerificationToken(tx, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + LIMITS.verifyEmailTokenTtlHours * 3600_000),
  });
  // In the language the person chose (at sign-up, the visitor's language of the page).
  const lang = languageOf(user);
  const mail = ACCOUNT_MAILS[kind === 'welcome' ? 'welcome' : 'verify'][lang]({});
  await enqueueMail(tx, composeAccountMail(lang, user, mail, verifyEmailUrl(ctx, token)));
}

/**
 * POST /users/verify-email: claiming the token is one conditional update, so a link works once
 * even when opened twice at the same moment. Needs no login: the token is the proof.
 */
export async function verifyEmail(ctx: AppContext, { token }: VerifyEmailInput) {
  await ctx.db.transaction(async (tx) => {
    const userId = await claimVerificationToken(tx, sha256(token));
    if (!userId) throw badRequest(MSG.verifyLinkInvalid, { token: MSG.verifyLinkInvalid });
    // The first verification is the one kept; a later link changes nothing.
    await markEmailVerified(tx, userId);
  });
  return { message: MSG.emailVerified };
}

/**
 * POST /users/verify-email/resend for the signed-in user. An address already verified answers 409
 * (nothing to send, nothing counted); otherwise at most 3 mails an hour per account.
 */
export async function resendVerification(ctx: AppContext, user: UserRow) {
  if (user.emailVerifiedAt) throw conflict(MSG.emailAlreadyVerified, 'ALREADY_VERIFIED');
  const reserved = await reserveHits(ctx.db, [
    {
      key: `verify-email:user:${user.id}`,
      limit: LIMITS.verifyEmailResendsPerWindow,
      windowMinutes: LIMITS.verifyEmailResendWindowMinutes,
    },
  ]);
  if (!reserved) throw tooManyRequests(MSG.tooManyVerificationEmails);
  await ctx.db.transaction((tx) => issueVerificationMail(ctx, tx, user, 'resend'));
  return { message: MSG.verificationSent };
}
