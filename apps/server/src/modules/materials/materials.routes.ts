import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import {
  fileAnswer,
  idParam,
  materialAddedSchema,
  materialBodySchema,
  materialListSchema,
  materialParams,
  messageAnswer,
  MATERIAL_FILE_TYPES,
  MULTIPART,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { readUploadForm } from '../files/multipart.ts';
import { takeUploadSlot } from '../files/upload-limits.ts';
import * as materials from './materials.service.ts';

/** Class materials (catalogue "Classes": GET/POST /classes/{id}/materials, DELETE .../{materialId}). */
export function materialsRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    const auth = { onRequest: requireAuth(ctx) };

    app.get(
      '/classes/:id/materials',
      { ...auth, schema: { params: idParam, response: { 200: materialListSchema } } },
      async (request) => materials.listMaterials(ctx, request.auth!.user, request.params.id),
    );
    // A multipart form adds a file, a JSON body a link (materialLinkSchema); both are checked by
    // the service after the staff check, so the declared body only describes them (decision 0040).
    app.post(
      '/classes/:id/materials',
      {
        ...auth,
        schema: {
          consumes: [...MULTIPART, 'application/json'],
          params: idParam,
          body: materialBodySchema,
          response: { 201: materialAddedSchema },
        },
      },
      async (request, reply) => {
        const user = request.auth!.user;
        const classId = request.params.id;
        if (!request.isMultipart())
          return reply
            .status(201)
            .send(await materials.addLink(ctx, user, classId, request.body, request.ip));
        // Staff first, so nobody else spends an upload or has a file read.
        await materials.requireMaterialsManager(ctx, user, classId);
        await takeUploadSlot(ctx, user);
        const form = await readUploadForm(request);
        return reply
          .status(201)
          .send(await materials.addFile(ctx, user, classId, form, request.ip));
      },
    );
    app.delete(
      '/classes/:id/materials/:materialId',
      { ...auth, schema: { params: materialParams, response: { 200: messageAnswer } } },
      async (request) =>
        materials.removeMaterial(
          ctx,
          request.auth!.user,
          request.params.id,
          request.params.materialId,
          request.ip,
        ),
    );
    app.get(
      '/classes/:id/materials/:materialId/file',
      {
        ...auth,
        schema: {
          params: materialParams,
          response: {
            200: fileAnswer('The file', [...new Set(Object.values(MATERIAL_FILE_TYPES))]),
          },
        },
      },
      async (request, reply) => {
        const file = await materials.downloadMaterial(
          ctx,
          request.auth!.user,
          request.params.id,
          request.params.materialId,
        );
        return reply
          .header('content-type', file.type)
          .header('content-disposition', materials.attachmentHeader(file.fileName))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.data);
      },
    );
  };
}
