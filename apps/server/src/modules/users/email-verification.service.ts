import { LIMITS, MSG, type VerifyEmailInput } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, tooManyRequests } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { composeMail } from '../../mail/templates.ts';
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
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  kind: 'welcome' | 'resend',
) {
  const token = randomToken(32);
  await retireVerificationTokens(tx, user.id);
  await insertVerificationToken(tx, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + LIMITS.verifyEmailTokenTtlHours * 3600_000),
  });
  const action = { label: 'Verify your e-mail address', url: verifyEmailUrl(ctx, token) };
  const expiry = 'The link works once and expires in 24 hours.';
  await enqueueMail(
    tx,
    kind === 'welcome'
      ? composeMail({
          to: user.email,
          subject: 'Welcome to CareClass',
          greeting: `Hello ${user.firstName},`,
          paragraphs: [
            'Thank you for creating a CareClass account. You can browse classes and enroll right away.',
            `Please confirm that this e-mail address is yours with the link below. ${expiry}`,
          ],
          action,
        })
      : composeMail({
          to: user.email,
          subject: 'Verify your CareClass e-mail address',
          greeting: `Hello ${user.firstName},`,
          paragraphs: [
            `Please confirm that this e-mail address is yours with the link below. ${expiry}`,
            'If you did not ask for this e-mail, you can ignore it.',
          ],
          action,
        }),
  );
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
