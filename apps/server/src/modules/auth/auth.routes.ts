import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { z } from 'zod';
import { authResponseSchema } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { resolveAuth } from '../../plugins/auth.ts';
import * as auth from './auth.service.ts';

const meta = (request: FastifyRequest): auth.ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
const messageSchema = z.object({ message: z.string() });

/** Account calls that need no authentication (catalogue "Account"). */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.post(
      '/users/register',
      { schema: { response: { 201: authResponseSchema.extend({ message: z.string() }) } } },
      async (request, reply) =>
        reply.status(201).send(await auth.register(ctx, request.body, meta(request))),
    );

    app.post(
      '/users/login',
      { schema: { response: { 200: authResponseSchema } } },
      async (request) => auth.login(ctx, request.body, meta(request)),
    );

    // Logout needs no valid token: with one, that session ends; without, there is nothing to end.
    app.post('/users/logout', { schema: { response: { 200: messageSchema } } }, async (request) => {
      const current = await resolveAuth(ctx, request);
      return auth.logout(ctx, current?.sessionId);
    });

    app.post(
      '/users/forgot-password',
      { schema: { response: { 200: messageSchema } } },
      async (request) => auth.forgotPassword(ctx, request.body, meta(request)),
    );

    app.get(
      '/users/reset-password/:token',
      {
        schema: {
          params: z.object({ token: z.string().max(200) }),
          response: {
            200: z.object({
              user: z.object({ first_name: z.string(), last_name: z.string(), name: z.string() }),
            }),
          },
        },
      },
      async (request) => auth.checkResetToken(ctx, request.params.token),
    );

    app.post(
      '/users/reset-password',
      { schema: { response: { 200: messageSchema } } },
      async (request) => auth.resetPassword(ctx, request.body),
    );
  };
}
