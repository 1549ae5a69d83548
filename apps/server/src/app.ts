import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { createStorage, type FileStorage } from './storage/index.ts';
import { fastifyTrustProxy, type AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppContext } from './context.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { QuietRequestLog } from './plugins/request-log.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerBodyDefaults } from './lib/validate.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWebApp } from './web/static.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { loggerRedaction } from './plugins/log-redaction.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { profileRoutes } from './modules/users/profile.routes.ts';
import { emailVerificationRoutes } from './modules/users/email-verification.routes.ts';
import { classesRoutes } from './modules/classes/classes.routes.ts';
import { classRosterRoutes } from './modules/classes/class-roster.routes.ts';
import { enrollmentsRoutes } from './modules/enrollments/enrollments.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { publicSettingsRoutes } from './modules/settings/settings.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { adminNotificationsRoutes } from './modules/notifications/admin-notifications.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { selfServiceRoutes } from './modules/users/self-service.routes.ts';
import { adminWaitlistRoutes } from './modules/waitlist/admin-waitlist.routes.ts';
import { adminClassesRoutes } from './modules/classes/admin-classes.routes.ts';
import { scheduleRoutes } from './modules/classes/schedule.routes.ts';
import { storageRoutes } from './modules/files/storage.routes.ts';
import { certificatesRoutes } from './modules/certificates/certificates.routes.ts';
import { remindersRoutes } from './modules/certificates/reminders.routes.ts';
import { materialsRoutes } from './modules/materials/materials.routes.ts';
import { financeRoutes } from './modules/finance/finance.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { transcriptsRoutes } from './modules/transcripts/transcripts.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: { method: string; url: string; schema?: FastifySchema }[];
    ctx: AppContext;
  }
}
import { adminUsersRoutes } from './modules/users/admin-users.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { officeRoutes } from './modules/office/office.routes.ts';
import { contractSerializerCompiler } from './lib/contract-provider.ts';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** File storage; by default from the configuration (DATA_DIR or S3). */
  storage?: FileStorage;
  /** Pino logger options (a level, a stream), merged over the redaction; tests pass false. */
  logger?: false | object;
}

/** Builds the app: infrastructure, then error handling, then the domain modules under /api. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: opts.config.logLevel, ...loggerRedaction, ...(opts.logger ?? {}) },
    trustProxy: fastifyTrustProxy(opts.config.trustProxy),
    bodyLimit: 1024 * 1024,
    logController: new QuietRequestLog(),
  });
  // An empty JSON body (a DELETE or POST with nothing to send) is no body, not a client error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  app.decorateRequest('auth', null);
  // The route table, for the authorisation sweep test over every admin route and the test of
  // declared schemas (the schema as the route declares it).
  const routes: FastifyInstance['routeTable'] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });

  const ctx: AppContext = {
    config: opts.config,
    database: opts.database,
    db: opts.database.db,
    log: app.log,
    storage: opts.storage ?? createStorage(opts.config),
  };
  app.decorate('ctx', ctx);
  await app.register(multipart, { throwFileSizeLimit: false });
  await registerSecurityHeaders(app, { appUrl: opts.config.appUrl });

  registerErrorHandler(app);
  registerInputGuard(app);
  registerBodyDefaults(app);
  // Before the routes: the document is gathered as they register.
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(profileRoutes(ctx));
      await api.register(emailVerificationRoutes(ctx));
      await api.register(classesRoutes(ctx));
      await api.register(classRosterRoutes(ctx));
      await api.register(enrollmentsRoutes(ctx));
      await api.register(contactRoutes(ctx));
      await api.register(publicSettingsRoutes(ctx));
      await api.register(notificationsRoutes(ctx));
      await api.register(adminNotificationsRoutes(ctx));
      await api.register(paymentsRoutes(ctx));
      await api.register(selfServiceRoutes(ctx));
      await api.register(adminWaitlistRoutes(ctx));
      await api.register(adminClassesRoutes(ctx));
      await api.register(scheduleRoutes(ctx));
      await api.register(storageRoutes(ctx));
      await api.register(certificatesRoutes(ctx));
      await api.register(remindersRoutes(ctx));
      await api.register(materialsRoutes(ctx));
      await api.register(financeRoutes(ctx));
      await api.register(systemRoutes(ctx));
      await api.register(adminUsersRoutes(ctx));
      await api.register(analyticsRoutes(ctx));
      await api.register(officeRoutes(ctx));
      await api.register(calendarRoutes(ctx));
      await api.register(transcriptsRoutes(ctx));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, opts.config.webDistDir);
  return app;
}
