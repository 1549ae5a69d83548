import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { sendContactMessage } from './contact.service.ts';

export function contactRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/contact', async (request) => sendContactMessage(ctx, request.body, request.ip));
  };
}
