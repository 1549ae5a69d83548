import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import {
  changePasswordBodySchema,
  messageAnswer,
  preferencesSchema,
  profileUpdateSchema,
  userAnswerSchema,
  userUpdatedSchema,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as profile from './profile.service.ts';

/** The signed-in user's own account: profile, preferences, password. */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.addHook('onRequest', requireAuth(ctx));

    // GET /profile/profile answers the whole self-service payload (self-service.routes.ts).
    app.get(
      '/users/profile',
      { schema: { response: { 200: userAnswerSchema } } },
      async (request) => profile.getProfile(ctx, request.auth!.user.id),
    );
    for (const path of ['/users/profile', '/profile/profile']) {
      app.put(
        path,
        { schema: { body: profileUpdateSchema, response: { 200: userUpdatedSchema } } },
        async (request) => profile.updateProfile(ctx, request.auth!.user, request.body),
      );
    }

    app.put(
      '/users/preferences',
      { schema: { body: preferencesSchema, response: { 200: userUpdatedSchema } } },
      async (request) => profile.updatePreferences(ctx, request.auth!.user, request.body),
    );

    // The schema checks the body in the specification's order.
    for (const [method, path] of [
      ['POST', '/users/change-password'],
      ['PUT', '/profile/password'],
    ] as const) {
      app.route({
        method,
        url: path,
        schema: { body: changePasswordBodySchema, response: { 200: messageAnswer } },
        handler: async (request) =>
          profile.changePassword(ctx, request.auth!.user, request.auth!.sessionId, request.body),
      });
    }
  };
}
