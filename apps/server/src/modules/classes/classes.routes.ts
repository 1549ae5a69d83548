import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import {
  catalogueQuerySchema,
  classAnswerSchema,
  classImageParams,
  classListSchema,
  classSessionsSchema,
  fileAnswer,
  idParam,
  publicSessionSchema,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { resolveAuth } from '../../plugins/auth.ts';
import * as classes from './classes.service.ts';
import { readClassImage } from './class-images.service.ts';
import { IMAGE_EXTENSIONS } from '../files/file-checks.ts';

export { idParam };

/** Public catalogue (catalogue "Classes (public and shared)"). */
export function classesRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.get(
      '/classes',
      { schema: { querystring: catalogueQuerySchema, response: { 200: classListSchema } } },
      async (request) => classes.listCatalogue(ctx, request.query),
    );
    app.get(
      '/classes/:id',
      { schema: { params: idParam, response: { 200: classAnswerSchema } } },
      async (request) => classes.getPublicClass(ctx, request.params.id),
    );
    // Public; the class's staff also see who is in each session. A missing, expired or invalid
    // token is simply a visitor here, never an error.
    app.get(
      '/classes/:id/sessions',
      { schema: { params: idParam, response: { 200: classSessionsSchema } } },
      async (request) => {
        const viewer = (await resolveAuth(ctx, request))?.user ?? null;
        return classes.getPublicSessions(ctx, request.params.id, viewer);
      },
    );
    app.get(
      '/sessions/:id',
      { schema: { params: idParam, response: { 200: publicSessionSchema } } },
      async (request) => classes.getPublicSession(ctx, request.params.id),
    );
    // Class pictures uploaded in the back office: public like the catalogue that shows them.
    app.get(
      '/class-images/:name',
      {
        schema: {
          params: classImageParams,
          response: {
            200: fileAnswer('The picture', [...new Set(Object.values(IMAGE_EXTENSIONS))]),
          },
        },
      },
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
