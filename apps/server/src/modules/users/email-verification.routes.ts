import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as verification from './email-verification.service.ts';

const messageResponse = z.object({ message: z.string() });

/** E-mail verification (catalogue "Account"; docs/decisions/0029). */
export function emailVerificationRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    // The link from the e-mail works without a login: the token is the proof.
    app.post(
      '/users/verify-email',
      { schema: { response: { 200: messageResponse } } },
      async (request) => verification.verifyEmail(ctx, request.body),
    );
    app.post(
      '/users/verify-email/resend',
      { onRequest: requireAuth(ctx), schema: { response: { 200: messageResponse } } },
      async (request) => verification.resendVerification(ctx, request.auth!.user),
    );
  };
}
