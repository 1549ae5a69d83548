import {
  externalTrainingAddedSchema,
  externalTrainingRequestSchema,
  fileAnswer,
  idParam,
  MULTIPART,
  messageAnswer,
  transcriptPdfSchema,
  transcriptSchema,
} from '@careclass/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import type { AppContext } from '../../context.ts';
import { requireAuth, requireRole } from '../../plugins/auth.ts';
import { readUploadForm } from '../files/multipart.ts';
import { attachmentHeader } from '../materials/materials.service.ts';
import * as transcripts from './transcripts.service.ts';

const sendPdf = (reply: FastifyReply, file: { data: Buffer; fileName: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);

const sendFile = (reply: FastifyReply, file: { data: Buffer; fileName: string; type: string }) =>
  reply
    .header('content-type', file.type)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);

const fileOfTraining = fileAnswer('The file of the external training', [
  'application/pdf',
  'image/jpeg',
  'image/png',
]);

/** The training-hours transcript (issue 14, docs/decisions/0051). */
export function transcriptsRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    const auth = { onRequest: requireAuth(ctx) };
    const admin = { onRequest: requireRole(ctx, 'admin') };

    app.get(
      '/profile/transcript',
      { ...auth, schema: { response: { 200: transcriptSchema } } },
      async (request) => transcripts.getTranscript(ctx, request.auth!.user.id),
    );
    app.get(
      '/profile/transcript.pdf',
      { ...auth, schema: { response: { 200: transcriptPdfSchema } } },
      async (request, reply) =>
        sendPdf(reply, await transcripts.getTranscriptPdf(ctx, request.auth!.user.id)),
    );
    app.get(
      '/admin/users/:id/transcript',
      { ...admin, schema: { params: idParam, response: { 200: transcriptSchema } } },
      async (request) => transcripts.getTranscript(ctx, request.params.id),
    );
    app.get(
      '/admin/users/:id/transcript.pdf',
      { ...admin, schema: { params: idParam, response: { 200: transcriptPdfSchema } } },
      async (request, reply) =>
        sendPdf(reply, await transcripts.getTranscriptPdf(ctx, request.params.id)),
    );
    // A JSON body adds the training alone, a multipart form adds it with its file; the service
    // checks both (decision 0040: the declared body only describes them).
    app.post(
      '/admin/users/:id/external-training',
      {
        ...admin,
        schema: {
          consumes: [...MULTIPART, 'application/json'],
          params: idParam,
          body: externalTrainingRequestSchema,
          response: { 201: externalTrainingAddedSchema },
        },
      },
      async (request, reply) => {
        const input = request.isMultipart()
          ? { form: await readUploadForm(request) }
          : { body: request.body };
        return reply
          .status(201)
          .send(
            await transcripts.addExternalTraining(
              ctx,
              request.auth!.user,
              request.params.id,
              input,
              request.ip,
            ),
          );
      },
    );
    app.get(
      '/admin/external-training/:id/file',
      { ...admin, schema: { params: idParam, response: { 200: fileOfTraining } } },
      async (request, reply) =>
        sendFile(reply, await transcripts.downloadExternalFile(ctx, request.params.id)),
    );
    app.get(
      '/profile/external-training/:id/file',
      { ...auth, schema: { params: idParam, response: { 200: fileOfTraining } } },
      async (request, reply) =>
        sendFile(
          reply,
          await transcripts.downloadExternalFile(ctx, request.params.id, request.auth!.user.id),
        ),
    );
    app.delete(
      '/admin/external-training/:id',
      { ...admin, schema: { params: idParam, response: { 200: messageAnswer } } },
      async (request) =>
        transcripts.removeExternalTraining(ctx, request.auth!.user, request.params.id, request.ip),
    );
  };
}
