import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DOCS_PREFIX } from './openapi.ts';

/**
 * Issue 12's rule (decisions 0037 and 0040): every API route declares its success answer, a route
 * with path parameters its params, and a route that takes a body (POST, PUT, PATCH) its body, with
 * zod schemas of packages/shared. A route that takes no body declares `noBodySchema`, an upload
 * its form (`multipartBody`). There is no list of exceptions any more.
 */
const BODY_METHODS = ['POST', 'PUT', 'PATCH'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type RouteTable = {
  method: string;
  url: string;
  schema?: TestApp['app']['routeTable'][number]['schema'];
}[];

/** "METHOD /api/path: what is missing" of every API route of `table` missing a schema. */
function routesMissingSchemas(table: RouteTable): string[] {
  return table
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith(DOCS_PREFIX))
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .flatMap((r) => {
      const statuses = Object.keys(r.schema?.response ?? {});
      const missing = [
        !statuses.some((s) => /^2/.test(s)) && 'success answer',
        BODY_METHODS.includes(r.method) && r.schema?.body === undefined && 'body',
        r.url.includes(':') && r.schema?.params === undefined && 'params',
      ].filter(Boolean);
      return missing.length > 0 ? [`${r.method} ${r.url}: ${missing.join(', ')}`] : [];
    });
}

describe('declared route schemas', () => {
  it('every route declares its body, params and success answer', () => {
    // Declare them with `schema: { params, body, response: { 2xx } }` from
    // packages/shared/src/contracts/<domain>.ts.
    expect(routesMissingSchemas(t.app.routeTable)).toEqual([]);
  });

  it('sees a route that declares nothing', async () => {
    const { default: Fastify } = await import('fastify');
    const probe = Fastify();
    const seen: RouteTable = [];
    probe.addHook('onRoute', (route) => {
      seen.push({ method: String(route.method), url: route.url, schema: route.schema });
    });
    probe.post('/api/probe/:id', async () => ({}));
    await probe.ready();
    await probe.close();
    expect(routesMissingSchemas(seen)).toEqual([
      'POST /api/probe/:id: success answer, body, params',
    ]);
  });
});
