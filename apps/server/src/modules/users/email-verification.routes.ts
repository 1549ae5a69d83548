import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { messageAnswer, noBodySchema, verifyEmailSchema } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as verification from './email-verification.service.ts';

/** E-mail verification (catalogue "Account"; docs/decisions/0029). */
export function emailVerificationRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    // The link from the e-mail works without a login: the token is the proof.
    app.post(
      '/users/verify-email',
      { schema: { body: verifyEmailSchema, response: { 200: messageAnswer } } },
      async (request) => verification.verifyEmail(ctx, request.body),
    );
    // Takes no body: the signed-in user is the one the mail goes to.
    app.post(
      '/users/verify-email/resend',
      {
        onRequest: requireAuth(ctx),
        schema: { body: noBodySchema, response: { 200: messageAnswer } },
      },
      async (request) => verification.resendVerification(ctx, request.auth!.user),
    );
  };
}
