import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoles } from './auth.ts';
import { API_EXAMPLES } from './openapi-examples.ts';

/** Where the document and its readable reference are served. */
export const OPENAPI_URL = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';
export const BEARER = 'bearerAuth';

/**
 * The envelope of every error answer (apps/server/src/plugins/error-handler.ts), published once as
 * a component that every operation's 4XX answer points at.
 */
export const errorEnvelopeSchema = z
  .object({
    error: z.string().describe('A sentence for people: the form or page shows it as it is.'),
    code: z.string().describe('A stable code for programs, e.g. VALIDATION_ERROR, FORBIDDEN.'),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .describe('For invalid input: the first message for each field, by dotted field name.'),
    message_key: z
      .string()
      .optional()
      .describe(
        'The key of `error` among the shared texts (an MSG key, or `group.key` such as `class.capacity`), when it is one of them.',
      ),
    field_keys: z
      .record(z.string(), z.string())
      .optional()
      .describe('With fields: the key of each field message that is one of the shared texts.'),
  })
  .meta({
    id: 'ErrorEnvelope',
    description: 'Every error answer: { error, code, message_key?, fields?, field_keys? }',
  });

/** The outline of the document itself; the OpenAPI 3.1 schema is checked by its test. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * The domain (document tag) of an API path, by URL prefix: the first rule that matches wins, so
 * the narrower rules come first. The tags follow the module folders of apps/server/src/modules.
 */
const TAG_RULES: [RegExp, string][] = [
  [/^\/api\/health$/, 'health'],
  [/^\/api\/contact$/, 'contact'],
  [/^\/api\/users\/(login|logout|register|forgot-password|reset-password|verify-email)/, 'auth'],
  [
    /^\/api\/(profile\/(transcript|external-training)|admin\/users\/:id\/(transcript|external-training)|admin\/external-training\/)/,
    'transcripts',
  ],
  [/^\/api\/(users|profile|admin\/users|admin\/instructors)(\/|$)/, 'users'],
  [/^\/api\/admin\/(waitlist$|classes\/:id\/waitlist)/, 'waitlist'],
  [
    /^\/api\/(classes|sessions|class-images|instructor\/classes|admin\/classes|admin\/class-images|admin\/class-choices|admin\/class-schedules)(\/|$)/,
    'classes',
  ],
  [/^\/api\/enrollments(\/|$)/, 'enrollments'],
  [/^\/api\/((admin\/)?certificates(\/|$)|verify\/|reminders\/)/, 'certificates'],
  [/^\/api\/(admin\/)?notifications(\/|$)/, 'notifications'],
  [/^\/api\/payments\//, 'payments'],
  [/^\/api\/admin\/financial\//, 'finance'],
  [/^\/api\/storage\//, 'files'],
  [/^\/api\/admin\/(dashboard|analytics)\//, 'analytics'],
  [/^\/api\/admin\/pending-counts$/, 'office'],
  [/^\/api\/settings\//, 'settings'],
  [/^\/api\/calendar\//, 'calendar'],
  [/^\/api\/admin\/(settings|audit-logs|system-health)$/, 'system'],
  [/^\/api\/openapi\.json$/, 'docs'],
];

export const API_TAGS: { name: string; description: string }[] = [
  { name: 'auth', description: 'Registration, login and logout, password reset, e-mail checks' },
  { name: 'users', description: 'Profiles, the dashboard, and the user administration' },
  { name: 'classes', description: 'The catalogue, sessions, schedules and class administration' },
  { name: 'enrollments', description: 'Enrolling, withdrawing and the waiting list of a learner' },
  { name: 'transcripts', description: 'Training-hours transcripts and external training' },
  { name: 'waitlist', description: 'The waiting list seen from the back office' },
  { name: 'certificates', description: 'Completion certificates, their public verification' },
  { name: 'notifications', description: 'Notifications and their templates' },
  { name: 'payments', description: 'Paying for an enrollment, receipts' },
  { name: 'finance', description: 'Financial summaries, transactions and reminders' },
  { name: 'files', description: 'Stored files' },
  { name: 'analytics', description: 'Figures and exports for the back office' },
  { name: 'office', description: 'What waits for the office' },
  { name: 'settings', description: 'The public settings of the provider' },
  {
    name: 'calendar',
    description: 'Approved enrolments as iCalendar files, and the private calendar feed',
  },
  { name: 'system', description: 'Settings, audit log and system health (administrators)' },
  { name: 'contact', description: 'The contact form' },
  { name: 'health', description: 'Liveness and database reachability' },
  { name: 'docs', description: 'This document' },
];

export function tagFor(url: string): string | undefined {
  return TAG_RULES.find(([rule]) => rule.test(url))?.[1];
}

const isDocumented = (url: string) => url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX);

/**
 * Registers the document (GET /api/openapi.json) and its reference (/api/docs). Call it before the
 * routes: the document gathers them as they register.
 */
export async function registerOpenApi(app: FastifyInstance) {
  app.addHook('onRoute', function (route) {
    if (!isDocumented(route.url)) return;
    describeRoute(this, route);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'CareClass API',
        version: '1',
        description:
          'The API of the CareClass web app. Errors answer with the ErrorEnvelope; a signed-in ' +
          'call sends the token from POST /api/users/login as `Authorization: Bearer <token>`.',
      },
      tags: API_TAGS,
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token of POST /api/users/login or /api/users/register.',
          },
        },
      },
    },
    transform: (document) => {
      if (!isDocumented(document.url)) return { schema: { hide: true }, url: document.url };
      const schema = withDocumentedResponses(withSecurity(document.route, document.schema));
      const done = jsonSchemaTransform({ ...document, schema });
      return { ...done, schema: withExamples(document.route, done.schema) };
    },
    transformObject: jsonSchemaTransformObject,
  });
  // The reference is Swagger UI from the package itself (no CDN): its page loads its scripts and
  // styles from this origin, which the site's Content-Security-Policy already allows.
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: false,
    uiConfig: { deepLinking: true, validatorUrl: null },
  });
  app.get(
    OPENAPI_URL,
    { schema: { summary: 'This OpenAPI 3.1 document', response: { 200: openApiDocumentSchema } } },
    async () => app.swagger() as z.output<typeof openApiDocumentSchema>,
  );
}

/** The plugin instance each route was declared in: its hooks tell whether a guard protects it. */
const declaredIn = new WeakMap<RouteOptions, FastifyInstance>();

/**
 * Adds the route's domain tag. The schema object is replaced, not changed: several routes may
 * share one. Whether a guard protects the route is read later (withSecurity): a plugin's addHook
 * takes effect only after its routes are declared.
 */
function describeRoute(instance: FastifyInstance, route: RouteOptions) {
  declaredIn.set(route, instance);
  const tag = tagFor(route.url);
  if (tag) route.schema = { ...route.schema, tags: [tag] } as FastifySchema;
}

/**
 * When a guard of plugins/auth.ts protects the route (on the route or on its plugin), the Bearer
 * requirement and the roles the guard admits.
 */
function withSecurity(route: RouteOptions, schema: FastifySchema | undefined): FastifySchema {
  const instance = declaredIn.get(route);
  const roles = instance ? guardOf(instance, route) : null;
  if (!roles) return { ...schema };
  const who = roles.length ? `Roles: ${roles.join(', ')}.` : 'Any signed-in user.';
  const description = [schema?.description, who].filter(Boolean).join(' ');
  return { ...schema, security: [{ [BEARER]: [] }], description };
}

/** The roles of the guard in front of a route, or null when the route is open to anyone. */
function guardOf(instance: FastifyInstance, route: RouteOptions) {
  const hooks = [
    route.onRequest,
    route.preHandler,
    instanceHooks(instance, 'onRequest'),
    instanceHooks(instance, 'preHandler'),
  ].flat();
  for (const hook of hooks) {
    const roles = guardRoles(hook);
    if (roles) return roles;
  }
  return null;
}

/**
 * The hooks a plugin added with addHook. Fastify merges them into its routes only when the app is
 * ready, and keeps them under a private symbol: read it by its name, and
 * fail loudly, not silently, if a Fastify release renames it (the document test also checks
 * the marking against real anonymous calls).
 */
function instanceHooks(instance: object, name: 'onRequest' | 'preHandler'): unknown[] {
  for (let at: object | null = instance; at; at = Object.getPrototypeOf(at)) {
    const key = Object.getOwnPropertySymbols(at).find((s) => s.description === 'fastify.hooks');
    if (key) return ((at as Record<symbol, Record<string, unknown[]>>)[key]?.[name] ?? []).slice();
  }
  throw new Error('Fastify hooks not found: the API document cannot tell the guarded routes');
}

const isSuccess = (status: string) => /^2/.test(status);

/**
 * Every operation answers errors with the envelope; an operation that declares no success shape
 * yet is documented as answering some JSON (see the ratchet in route-schemas.test.ts).
 */
function withDocumentedResponses(schema: FastifySchema | undefined): FastifySchema {
  const response = { ...(schema?.response as Record<string, unknown> | undefined) };
  if (!Object.keys(response).some(isSuccess)) {
    response['2XX'] = z.unknown().describe('Success. Its shape is not declared yet.');
  }
  response['4XX'] = errorEnvelopeSchema;
  return { ...schema, response };
}

type JsonSchema = Record<string, unknown>;

/** Puts the examples of the main calls (openapi-examples.ts) beside their schemas. */
function withExamples(route: RouteOptions, schema: FastifySchema): FastifySchema {
  const methods = [route.method].flat();
  const example = methods.map((m) => API_EXAMPLES[`${m} ${route.url}`]).find(Boolean);
  if (!example || !schema) return schema;
  const out: JsonSchema = { ...schema };
  // A body not declared yet is still shown by its example.
  if (example.body)
    out.body = { type: 'object', ...(out.body as JsonSchema), examples: [example.body] };
  const response = { ...(out.response as Record<string, JsonSchema>) };
  const status = Object.keys(response).find(isSuccess);
  if (status && example.response) {
    response[status] = { ...response[status], examples: [example.response] };
  }
  out.response = response;
  return out;
}
