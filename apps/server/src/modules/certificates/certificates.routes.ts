import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import type { AppContext } from '../../context.ts';
import { runAction } from '../../lib/actions.ts';
import { requireAuth, requireRole } from '../../plugins/auth.ts';
import { idParam } from '../classes/classes.routes.ts';
import { readUploadForm } from '../files/multipart.ts';
import { takeUploadSlot } from '../files/upload-limits.ts';
import * as certificates from './certificates.service.ts';

/** Certificates (catalogue "Certificates") and their authorised download. */
export function certificatesRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return async (app) => {
    const auth = { onRequest: requireAuth(ctx) };
    const admin = { onRequest: requireRole(ctx, 'admin') };
    const params = { schema: { params: idParam } };

    app.get('/certificates', auth, async (request) =>
      certificates.listCertificates(ctx, request.auth!.user, request.query),
    );
    app.post('/certificates', admin, async (request, reply) => {
      await takeUploadSlot(ctx, request.auth!.user);
      const form = await readUploadForm(request);
      return reply
        .status(201)
        .send(await certificates.uploadCertificate(ctx, request.auth!.user, form, request.ip));
    });
    app.post('/certificates/upload-metadata', admin, async (request, reply) =>
      reply
        .status(201)
        .send(await certificates.uploadMetadata(ctx, request.auth!.user, request.body, request.ip)),
    );
    app.post('/certificates/bulk-delete', admin, async (request) =>
      certificates.deleteMany(ctx, request.auth!.user, request.body, request.ip),
    );
    app.get('/certificates/completed-sessions/:id', { ...admin, ...params }, async (request) =>
      certificates.completedSessions(ctx, request.params.id, request.query),
    );
    app.get('/certificates/:id/download', { ...auth, ...params }, async (request, reply) => {
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
        .send(file.data);
    });
    app.patch('/certificates/:id', { ...admin, ...params }, async (request) =>
      certificates.setCertificateStatus(
        ctx,
        request.auth!.user,
        request.params.id,
        request.body,
        request.ip,
      ),
    );
    app.delete('/certificates/:id', { ...admin, ...params }, async (request) =>
      certificates.deleteOne(ctx, request.auth!.user, request.params.id, request.ip),
    );
    /*
     * "Action plus fields" (catalogue; docs/decisions/0027): each action runs the service function
     * of its own route, the id of that route's path given as a body field.
     *   upload_metadata  fields of POST /certificates/upload-metadata
     *   bulk_delete      ids, as POST /certificates/bulk-delete
     *   delete           certificate_id, as DELETE /certificates/{id}
     *   set_status       certificate_id + status, as PATCH /certificates/{id}
     */
    app.post('/admin/certificates', admin, async (request, reply) => {
      const user = request.auth!.user;
      const { status, answer } = await runAction(
        {
          upload_metadata: {
            creates: true,
            run: (fields) => certificates.uploadMetadata(ctx, user, fields, request.ip),
          },
          bulk_delete: { run: (fields) => certificates.deleteMany(ctx, user, fields, request.ip) },
          delete: {
            target: 'certificate_id',
            run: (_fields, id) => certificates.deleteOne(ctx, user, id, request.ip),
          },
          set_status: {
            target: 'certificate_id',
            run: (fields, id) =>
              certificates.setCertificateStatus(ctx, user, id, fields, request.ip),
          },
        },
        request.body,
      );
      return reply.status(status).send(answer);
    });
  };
}
