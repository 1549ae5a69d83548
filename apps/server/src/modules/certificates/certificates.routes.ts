import {
  certificateActionAnswerSchema,
  certificateActionSchema,
  certificateBulkDeleteSchema,
  certificateFileSchema,
  certificateListQuerySchema,
  certificatePageSchema,
  certificateMetadataSchema,
  certificateSavedSchema,
  certificateUploadFormSchema,
  certificatesDeletedSchema,
  certificateStatusSchema,
  certificateRevokeSchema,
  certificateVerificationSchema,
  expiringCsvSchema,
  expiringPageSchema,
  expiringQuerySchema,
  noBodySchema,
  verifyParams,
  completedSessionsQuerySchema,
  completedSessionsSchema,
  idParam,
  MULTIPART,
  messageAnswer,
} from '@careclass/shared';
import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import { fileBytes } from '../files/file-answer.ts';
import type { AppContext } from '../../context.ts';
import { requireAuth, requireRole } from '../../plugins/auth.ts';
import { rowActions } from '../../lib/routes.ts';
import { readUploadForm } from '../files/multipart.ts';
import { takeUploadSlot } from '../files/upload-limits.ts';
import * as certificates from './certificates.service.ts';
import { verifyCertificate } from './issued.service.ts';
import { exportExpiring, listExpiring } from './expiring.service.ts';

/** Certificates (catalogue "Certificates") and their authorised download. */
export function certificatesRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    const act = rowActions(app, ctx);
    const auth = { onRequest: requireAuth(ctx) };
    const admin = { onRequest: requireRole(ctx, 'admin') };

    app.get(
      '/certificates',
      {
        ...auth,
        schema: {
          querystring: certificateListQuerySchema,
          response: { 200: certificatePageSchema },
        },
      },
      async (request) => certificates.listCertificates(ctx, request.auth!.user, request.query),
    );
    // Multipart (file + the fields of certificateMetaSchema), read and checked by the service.
    app.post(
      '/certificates',
      {
        ...admin,
        schema: {
          consumes: MULTIPART,
          body: certificateUploadFormSchema,
          response: { 201: certificateSavedSchema },
        },
      },
      async (request, reply) => {
        await takeUploadSlot(ctx, request.auth!.user);
        const form = await readUploadForm(request);
        return reply
          .status(201)
          .send(await certificates.uploadCertificate(ctx, request.auth!.user, form, request.ip));
      },
    );
    app.post(
      '/certificates/upload-metadata',
      {
        ...admin,
        schema: { body: certificateMetadataSchema, response: { 201: certificateSavedSchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await certificates.uploadMetadata(ctx, request.auth!.user, request.body, request.ip),
          ),
    );
    app.post(
      '/certificates/bulk-delete',
      {
        ...admin,
        schema: { body: certificateBulkDeleteSchema, response: { 200: certificatesDeletedSchema } },
      },
      async (request) => certificates.deleteMany(ctx, request.auth!.user, request.body, request.ip),
    );
    app.get(
      '/certificates/completed-sessions/:id',
      {
        ...admin,
        schema: {
          params: idParam,
          querystring: completedSessionsQuerySchema,
          response: { 200: completedSessionsSchema },
        },
      },
      async (request) => certificates.completedSessions(ctx, request.params.id, request.query),
    );
    app.get(
      '/certificates/:id/download',
      { ...auth, schema: { params: idParam, response: { 200: certificateFileSchema } } },
      async (request, reply) => {
        const file = await certificates.downloadCertificate(
          ctx,
          request.auth!.user,
          request.params.id,
        );
        return reply
          .header('content-type', file.type)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(fileBytes(file.data));
      },
    );
    act(
      'PATCH /certificates/:id',
      { ...admin, body: certificateStatusSchema, answer: certificateSavedSchema },
      certificates.setCertificateStatus,
    );
    // Certificates issued by CareClass (docs/decisions/0049).
    act(
      'POST /admin/certificates/:id/revoke',
      { ...admin, body: certificateRevokeSchema, answer: certificateSavedSchema },
      certificates.revokeCertificate,
    );
    act(
      'POST /admin/certificates/:id/reissue',
      { ...admin, body: noBodySchema, answer: certificateSavedSchema },
      certificates.reissueCertificate,
    );
    // Expiring Soon, for the office (docs/decisions/0050).
    app.get(
      '/admin/certificates/expiring',
      {
        ...admin,
        schema: { querystring: expiringQuerySchema, response: { 200: expiringPageSchema } },
      },
      async (request) => listExpiring(ctx, request.query),
    );
    app.get(
      '/admin/certificates/expiring.csv',
      {
        ...admin,
        schema: { querystring: expiringQuerySchema, response: { 200: expiringCsvSchema } },
      },
      async (request, reply) => {
        const file = await exportExpiring(ctx, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.csv);
      },
    );
    // Public: anyone holding the code printed on a certificate may check it.
    app.get(
      '/verify/:code',
      { schema: { params: verifyParams, response: { 200: certificateVerificationSchema } } },
      async (request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .send(await verifyCertificate(ctx, request.params.code, request.ip)),
    );
    app.delete(
      '/certificates/:id',
      { ...admin, schema: { params: idParam, response: { 200: messageAnswer } } },
      async (request) =>
        certificates.deleteOne(ctx, request.auth!.user, request.params.id, request.ip),
    );
    // "Action plus fields" (catalogue; docs/decisions/0027, 0040): each action runs the service
    // function of its own route with that route's body, declared by certificateActionSchema.
    app.post(
      '/admin/certificates',
      {
        ...admin,
        schema: {
          body: certificateActionSchema,
          response: { 200: certificateActionAnswerSchema, 201: certificateSavedSchema },
        },
      },
      async (request, reply) => {
        const user = request.auth!.user;
        const body = request.body;
        switch (body.action) {
          case 'upload_metadata':
            return reply
              .status(201)
              .send(await certificates.uploadMetadata(ctx, user, body.fields, request.ip));
          case 'bulk_delete':
            return certificates.deleteMany(ctx, user, body.fields, request.ip);
          case 'delete':
            return certificates.deleteOne(ctx, user, body.fields.id, request.ip);
          case 'set_status':
            return certificates.setCertificateStatus(
              ctx,
              user,
              body.fields.id,
              body.fields.fields,
              request.ip,
            );
        }
      },
    );
  };
}
