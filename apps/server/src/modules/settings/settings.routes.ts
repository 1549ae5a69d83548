import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { publicSettingsAnswerSchema } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { getPublicSettings } from './settings.service.ts';

export function publicSettingsRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    // The provider's public contact details (contact page, footer) and time zone.
    app.get(
      '/settings/public',
      { schema: { response: { 200: publicSettingsAnswerSchema } } },
      async () => ({ settings: await getPublicSettings(ctx.db) }),
    );
  };
}
