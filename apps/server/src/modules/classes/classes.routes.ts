import type { FastifyReply, FastifyRequest } from 'fastify';
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
import type { CachedAnswer } from './catalogue-cache.ts';
import { readClassImage } from './class-images.service.ts';
import { chooseCoding, type ContentCoding } from '../../lib/content-coding.ts';
import { IMAGE_EXTENSIONS } from '../files/file-checks.ts';

export { idParam };

/**
 * A catalogue answer kept serialised and compressed (decision 0042): sent in the best encoding the
 * client accepts (brotli, gzip or none), or 304 when the client already holds it in any of them.
 * No freshness is given, so a browser keeps the answer but asks each time (seats stay current); a
 * signed-in caller's answer is still made no-store by the headers plugin.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  // On the 304 too: it stands for the answer a 200 would have been (RFC 9110 15.4.5).
  reply.header('vary', 'Accept-Encoding').header('etag', answer.etag);
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const offered: ContentCoding[] = [];
  if (answer.br) offered.push('br');
  if (answer.gzip) offered.push('gzip');
  offered.push('identity');
  const coding = chooseCoding(request.headers['accept-encoding'], offered);
  reply.header('content-type', 'application/json; charset=utf-8');
  if (coding === 'identity') return reply.send(answer.body);
  return reply.header('content-encoding', coding).send(coding === 'br' ? answer.br : answer.gzip);
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): `*`, or any listed tag with or without W/. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Public catalogue (catalogue "Classes (public and shared)"). */
export function classesRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.get(
      '/classes',
      { schema: { querystring: catalogueQuerySchema, response: { 200: classListSchema } } },
      async (request, reply) =>
        sendCached(request, reply, await classes.listCatalogue(ctx, request.query)),
    );
    app.get(
      '/classes/:id',
      { schema: { params: idParam, response: { 200: classAnswerSchema } } },
      async (request, reply) =>
        sendCached(request, reply, await classes.getPublicClass(ctx, request.params.id)),
    );
    // Public; the class's staff also see who is in each session. A missing, expired or invalid
    // token is simply a visitor here, never an error.
    app.get(
      '/classes/:id/sessions',
      { schema: { params: idParam, response: { 200: classSessionsSchema } } },
      async (request, reply) => {
        const viewer = (await resolveAuth(ctx, request))?.user ?? null;
        const found = await classes.getPublicSessions(ctx, request.params.id, viewer);
        return found.cached ? sendCached(request, reply, found.cached) : found.answer;
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
