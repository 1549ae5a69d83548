import type { FastifyPluginAsyncContract } from '../../lib/contract-provider.ts';
import type { AppContext } from '../../context.ts';
import { ofRow, officeRoutes } from '../../lib/routes.ts';
import {
  adminClassListQuerySchema,
  classActionAnswerSchema,
  classChoiceListSchema,
  classAnswerSchema,
  classDeletedSchema,
  classEnrollmentPageSchema,
  classEnrollmentQuerySchema,
  classActionSchema,
  classCreateBodySchema,
  classUpdateBodySchema,
  classImageFormSchema,
  classImageUploadedSchema,
  classListSchema,
  classSavedSchema,
  classStatusBodySchema,
  classStudentsSchema,
  idParam,
  MULTIPART,
  sessionStatusBodySchema,
  sessionStatusSavedSchema,
} from '@careclass/shared';
import * as admin from './admin-classes.service.ts';
import { readUploadForm } from '../files/multipart.ts';
import { uploadClassImage } from './class-images.service.ts';

/** Class Management and Students per class (catalogue "Admin: classes, sessions, waitlist"). */
export function adminClassesRoutes(ctx: AppContext): FastifyPluginAsyncContract {
  return officeRoutes(ctx, ['admin'], (app, act) => {
    app.get(
      '/admin/classes',
      { schema: { querystring: adminClassListQuerySchema, response: { 200: classListSchema } } },
      async (request) => admin.listAdminClasses(ctx, request.query),
    );
    // The pickers' list: what they show of every class, a few dozen bytes a class.
    app.get(
      '/admin/class-choices',
      { schema: { response: { 200: classChoiceListSchema } } },
      async () => admin.classChoices(ctx),
    );
    // A class picture, uploaded before the class is saved; the form then saves its address.
    // A multipart form, read and checked by the service (decision 0040).
    app.post(
      '/admin/class-images',
      {
        schema: {
          consumes: MULTIPART,
          body: classImageFormSchema,
          response: { 201: classImageUploadedSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await uploadClassImage(
              ctx,
              request.auth!.user,
              await readUploadForm(request),
              request.ip,
            ),
          ),
    );
    app.post(
      '/admin/classes',
      { schema: { body: classCreateBodySchema, response: { 201: classSavedSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await admin.createClass(ctx, request.auth!.user, request.body, request.ip)),
    );
    app.get('/admin/classes/:id', ofRow(classAnswerSchema), async (request) =>
      admin.getAdminClass(ctx, request.params.id),
    );
    app.put(
      '/admin/classes/:id',
      {
        schema: {
          params: idParam,
          body: classUpdateBodySchema,
          response: { 200: classSavedSchema },
        },
      },
      async (request) =>
        admin.updateClass(ctx, request.auth!.user, request.params.id, request.body, request.ip),
    );
    app.delete('/admin/classes/:id', ofRow(classDeletedSchema), async (request) =>
      admin.deleteClass(ctx, request.auth!.user, request.params.id, request.ip),
    );
    app.get('/admin/classes/:id/students', ofRow(classStudentsSchema), async (request) =>
      admin.classStudents(ctx, request.params.id),
    );
    // Pages of 100 by default (docs/decisions/0043): `enrollments` as the specification answers
    // it, `pagination` beside it.
    const classEnrollmentPage = {
      schema: {
        params: idParam,
        querystring: classEnrollmentQuerySchema,
        response: { 200: classEnrollmentPageSchema },
      },
    };
    app.get('/admin/classes/:id/enrollments', classEnrollmentPage, async (request) =>
      admin.classEnrollmentsOfType(ctx, request.params.id, 'active', request.query),
    );
    app.get('/admin/classes/:id/enrollments/historical', classEnrollmentPage, async (request) =>
      admin.classEnrollmentsOfType(ctx, request.params.id, 'historical', request.query),
    );
    app.get('/sessions/class/:id/sessions', ofRow(classStudentsSchema), async (request) =>
      admin.classStudents(ctx, request.params.id),
    );
    act(
      'PUT /classes/:id/status',
      { body: classStatusBodySchema, answer: classSavedSchema },
      admin.setClassStatus,
    );
    act(
      'PATCH /sessions/sessions/:id/status',
      { body: sessionStatusBodySchema, answer: sessionStatusSavedSchema },
      admin.setSessionStatus,
    );
    /*
     * "Action plus fields" (catalogue; docs/decisions/0027): each action runs the service function
     * of its own route, the id of that route's path given as a body field.
     *   create_class        fields of POST /admin/classes
     *   update_class        class_id + fields of PUT /admin/classes/{id} (dates, deletedSessionIds)
     *   set_class_status    class_id + status, as PUT /classes/{id}/status
     *   set_session_status  session_id + status, as PATCH /sessions/sessions/{id}/status
     */
    app.post(
      '/admin/class-schedules',
      {
        schema: {
          body: classActionSchema,
          response: { 200: classActionAnswerSchema, 201: classSavedSchema },
        },
      },
      async (request, reply) => {
        const user = request.auth!.user;
        const body = request.body;
        switch (body.action) {
          case 'create_class':
            return reply
              .status(201)
              .send(await admin.createClass(ctx, user, body.fields, request.ip));
          case 'update_class':
            return admin.updateClass(ctx, user, body.fields.id, body.fields.fields, request.ip);
          case 'set_class_status':
            return admin.setClassStatus(ctx, user, body.fields.id, body.fields.fields, request.ip);
          case 'set_session_status':
            return admin.setSessionStatus(
              ctx,
              user,
              body.fields.id,
              body.fields.fields,
              request.ip,
            );
        }
      },
    );
  });
}
