import {
  bucketParam,
  MULTIPART,
  storageUploadFormSchema,
  storagePathQuerySchema as pathQuery,
  storedFileContentSchema,
  storedFileDeletedSchema,
  storedFileListSchema,
  storedUploadSchema,
} from '@careclass/shared';
import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { fileBytes } from './file-answer.ts';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { readUploadForm } from './multipart.ts';
import * as storage from './storage.service.ts';
import { takeUploadSlot } from './upload-limits.ts';

/** File storage through the API (uploads never go straight from a browser to a bucket). */
export function storageRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    app.addHook('onRequest', requireAuth(ctx));
    // Multipart (file, and userId or category), read and checked by the service.
    app.post(
      '/storage/:bucket',
      {
        schema: {
          consumes: MULTIPART,
          params: bucketParam,
          body: storageUploadFormSchema,
          response: { 201: storedUploadSchema },
        },
      },
      async (request, reply) => {
        await takeUploadSlot(ctx, request.auth!.user);
        const form = await readUploadForm(request);
        return reply
          .status(201)
          .send(
            await storage.upload(ctx, request.auth!.user, request.params.bucket, form, request.ip),
          );
      },
    );
    app.get(
      '/storage/:bucket',
      {
        schema: {
          params: bucketParam,
          querystring: pathQuery,
          response: { 200: storedFileListSchema },
        },
      },
      async (request) =>
        storage.list(ctx, request.auth!.user, request.params.bucket, request.query.prefix),
    );
    app.delete(
      '/storage/:bucket',
      {
        schema: {
          params: bucketParam,
          querystring: pathQuery,
          response: { 200: storedFileDeletedSchema },
        },
      },
      async (request) =>
        storage.remove(
          ctx,
          request.auth!.user,
          request.params.bucket,
          request.query.path,
          request.ip,
        ),
    );
    app.get(
      '/storage/:bucket/file',
      {
        schema: {
          params: bucketParam,
          querystring: pathQuery,
          response: { 200: storedFileContentSchema },
        },
      },
      async (request, reply) => {
        const file = await storage.download(
          ctx,
          request.auth!.user,
          request.params.bucket,
          request.query.path,
        );
        return reply
          .header('content-type', file.type)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(fileBytes(file.data));
      },
    );
  };
}
