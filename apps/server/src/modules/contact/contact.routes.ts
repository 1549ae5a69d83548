import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { contactSchema, contactSentSchema } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { sendContactMessage } from './contact.service.ts';

export function contactRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.post(
      '/contact',
      { schema: { body: contactSchema, response: { 200: contactSentSchema } } },
      async (request) => sendContactMessage(ctx, request.body, request.ip),
    );
  };
}
