import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { z } from 'zod';
import { publicUserSchema } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as profile from './profile.service.ts';

const userResponse = z.object({ user: publicUserSchema });
const userMessageResponse = z.object({ user: publicUserSchema, message: z.string() });
const messageResponse = z.object({ message: z.string() });

/** The signed-in user's own account: profile, preferences, password. */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.addHook('onRequest', requireAuth(ctx));

    // GET /profile/profile answers the whole self-service payload (self-service.routes.ts).
    app.get('/users/profile', { schema: { response: { 200: userResponse } } }, async (request) =>
      profile.getProfile(ctx, request.auth!.user.id),
    );
    for (const path of ['/users/profile', '/profile/profile']) {
      app.put(path, { schema: { response: { 200: userMessageResponse } } }, async (request) =>
        profile.updateProfile(ctx, request.auth!.user, request.body),
      );
    }

    app.put(
      '/users/preferences',
      { schema: { response: { 200: userMessageResponse } } },
      async (request) => profile.updatePreferences(ctx, request.auth!.user, request.body),
    );

    for (const [method, path] of [
      ['POST', '/users/change-password'],
      ['PUT', '/profile/password'],
    ] as const) {
      app.route({
        method,
        url: path,
        schema: { response: { 200: messageResponse } },
        handler: async (request) =>
          profile.changePassword(ctx, request.auth!.user, request.auth!.sessionId, request.body),
      });
    }
  };
}
