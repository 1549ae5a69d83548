import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { z } from 'zod';
import { idSchema } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { resolveAuth } from '../../plugins/auth.ts';
import * as classes from './classes.service.ts';
import { readClassImage } from './class-images.service.ts';

export const idParam = z.object({ id: idSchema() });

/** Public catalogue (catalogue "Classes (public and shared)"). */
export function classesRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.get('/classes', async (request) => classes.listCatalogue(ctx, request.query));
    app.get('/classes/:id', { schema: { params: idParam } }, async (request) =>
      classes.getPublicClass(ctx, request.params.id),
    );
    // Public; the class's staff also see who is in each session. A missing, expired or invalid
    // token is simply a visitor here, never an error.
    app.get('/classes/:id/sessions', { schema: { params: idParam } }, async (request) => {
      const viewer = (await resolveAuth(ctx, request))?.user ?? null;
      return classes.getPublicSessions(ctx, request.params.id, viewer);
    });
    app.get('/sessions/:id', { schema: { params: idParam } }, async (request) =>
      classes.getPublicSession(ctx, request.params.id),
    );
    // Class pictures uploaded in the back office: public like the catalogue that shows them.
    app.get(
      '/class-images/:name',
      { schema: { params: z.object({ name: z.string().max(100) }) } },
      async (request, reply) => {
        const image = await readClassImage(ctx, request.params.name);
        return (
          reply
            .header('content-type', image.type)
            // A name is never reused (uploads never overwrite), so the picture never changes.
            .header('cache-control', 'public, max-age=31536000, immutable')
            .header('x-content-type-options', 'nosniff')
            .send(image.data)
        );
      },
    );
  };
}
