import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import {
  authResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  messageAnswer,
  noBodySchema,
  registerBodySchema,
  registeredSchema,
  resetPasswordBodySchema,
  resetTokenOwnerSchema,
  resetTokenParams,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { resolveAuth } from '../../plugins/auth.ts';
import * as auth from './auth.service.ts';

const meta = (request: FastifyRequest): auth.ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Account calls that need no authentication (catalogue "Account"). */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    // Either spelling of the form's fields; the schema folds them into the camelCase names.
    app.post(
      '/users/register',
      { schema: { body: registerBodySchema, response: { 201: registeredSchema } } },
      async (request, reply) =>
        reply.status(201).send(await auth.register(ctx, request.body, meta(request))),
    );

    app.post(
      '/users/login',
      { schema: { body: loginSchema, response: { 200: authResponseSchema } } },
      async (request) => auth.login(ctx, request.body, meta(request)),
    );

    // Logout needs no valid token: with one, that session ends; without, there is nothing to end.
    // It takes no body (an empty object's fields are ignored).
    app.post(
      '/users/logout',
      { schema: { body: noBodySchema, response: { 200: messageAnswer } } },
      async (request) => {
        const current = await resolveAuth(ctx, request);
        return auth.logout(ctx, current?.sessionId);
      },
    );

    app.post(
      '/users/forgot-password',
      { schema: { body: forgotPasswordSchema, response: { 200: messageAnswer } } },
      async (request) => auth.forgotPassword(ctx, request.body, meta(request)),
    );

    app.get(
      '/users/reset-password/:token',
      { schema: { params: resetTokenParams, response: { 200: resetTokenOwnerSchema } } },
      async (request) => auth.checkResetToken(ctx, request.params.token),
    );

    // The schema checks the body in the specification's order.
    app.post(
      '/users/reset-password',
      { schema: { body: resetPasswordBodySchema, response: { 200: messageAnswer } } },
      async (request) => auth.resetPassword(ctx, request.body),
    );
  };
}
