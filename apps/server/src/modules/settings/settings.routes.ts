import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import type { AppContext } from '../../context.ts';
import { getPublicSettings } from './settings.service.ts';

export function publicSettingsRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    // The provider's public contact details (contact page, footer) and time zone.
    app.get('/settings/public', async () => ({ settings: await getPublicSettings(ctx.db) }));
  };
}
