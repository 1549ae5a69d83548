import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { getPublicSettings } from './settings.service.ts';

export function publicSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The provider's public contact details (contact page, footer) and time zone.
    app.get('/settings/public', async () => ({ settings: await getPublicSettings(ctx.db) }));
  };
}
