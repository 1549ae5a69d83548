import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { API_TAGS, BEARER, DOCS_PREFIX, OPENAPI_URL } from './openapi.ts';
import { API_EXAMPLES } from './openapi-examples.ts';

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { example?: unknown; schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request({ method: 'GET', url: OPENAPI_URL });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t?.close();
});

/** The app's API routes as the document names them; the reference's own pages are no API. */
function apiRoutes() {
  return t.app.routeTable
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith(DOCS_PREFIX))
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
}
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(doc) as unknown as Record<string, unknown>,
    );
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every API route of the app, and nothing else', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((r) => !doc.paths[documentPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
    expect(operations()).toHaveLength(routes.length);
  });

  it('gives every operation one domain tag of the declared list', () => {
    const names = API_TAGS.map((tag) => tag.name);
    const wrong = operations().filter(
      ({ op }) => op.tags?.length !== 1 || !names.includes(op.tags[0]!),
    );
    expect(wrong.map(({ path, method }) => `${method} ${path}`)).toEqual([]);
  });

  it('publishes the error envelope once and points every operation`s errors at it', () => {
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({
      type: 'object',
      required: ['error', 'code'],
      properties: {
        error: { type: 'string' },
        code: { type: 'string' },
        message_key: { type: 'string' },
        fields: {},
        field_keys: {},
      },
    });
    const without = operations().filter(
      ({ op }) =>
        op.responses['4XX']?.content?.['application/json']?.schema?.$ref !==
        '#/components/schemas/ErrorEnvelope',
    );
    expect(without.map(({ path, method }) => `${method} ${path}`)).toEqual([]);
  });

  it('documents the upload forms as multipart bodies with a binary file field', () => {
    const uploads = [
      '/api/admin/class-images',
      '/api/classes/{id}/materials',
      '/api/certificates',
      '/api/storage/{bucket}',
    ];
    for (const path of uploads) {
      const schema = doc.paths[path]?.post?.requestBody?.content['multipart/form-data']?.schema as
        { properties?: Record<string, unknown>; anyOf?: { properties?: unknown }[] } | undefined;
      const form = schema?.properties ?? schema?.anyOf?.[0]?.properties;
      expect(form, path).toMatchObject({ file: { type: 'string', format: 'binary' } });
    }
    // The materials route also takes a link as JSON.
    expect(
      doc.paths['/api/classes/{id}/materials']?.post?.requestBody?.content['application/json'],
    ).toBeDefined();
  });

  it('declares the Bearer scheme and marks exactly the routes that turn away anonymous callers', async () => {
    expect(doc.components.securitySchemes[BEARER]).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    const mismatched: string[] = [];
    for (const { path, method, op } of operations()) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'bucket' ? 'certificates' : name === 'token' ? 'a'.repeat(64) : '1',
      );
      const res = await t.request({ method: method.toUpperCase() as 'GET', url, payload: {} });
      const guarded = (op.security ?? []).some((s) => BEARER in s);
      if (guarded !== (res.statusCode === 401)) {
        mismatched.push(`${method} ${path}: documented ${guarded}, answered ${res.statusCode}`);
      }
    }
    expect(mismatched).toEqual([]);
  });

  it('carries the examples of the main calls, and they fit the declared schemas', () => {
    const expected = [
      'POST /api/users/login',
      'GET /api/classes',
      'GET /api/classes/:id',
      'POST /api/enrollments/:id',
    ];
    expect(Object.keys(API_EXAMPLES).sort()).toEqual(expected.sort());
    for (const key of expected) {
      const [method, url] = key.split(' ') as [string, string];
      const op = doc.paths[documentPath(url)]![method.toLowerCase()]!;
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'))!;
      expect(JSON.stringify(success[1]), key).toContain('"example"');
      const route = t.app.routeTable.find((r) => r.method === method && r.url === url)!;
      const example = API_EXAMPLES[key]!;
      const response = (route.schema?.response ?? {}) as Record<string, z.ZodType>;
      const declared = Object.entries(response).find(([status]) => status.startsWith('2'));
      if (declared) expect(declared[1].safeParse(example.response).success, key).toBe(true);
      const body = route.schema?.body as z.ZodType | undefined;
      if (body) expect(body.safeParse(example.body).success, key).toBe(true);
      if (example.body) expect(op.requestBody?.content['application/json']?.example).toBeDefined();
    }
  });
});

describe('GET /api/docs', () => {
  it('answers the readable reference as HTML whose scripts and styles come from this origin', async () => {
    const res = await t.request({
      method: 'GET',
      url: DOCS_PREFIX,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The site's policy, unchanged: scripts from this origin only, none inline.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(2);
    expect(res.body).not.toMatch(/<script>|<script\s+(?![^>]*src=)[^>]*>/);
    for (const asset of assets) {
      expect(asset, asset).not.toMatch(/^(https?:)?\/\//);
      const url = new URL(asset, `http://localhost${DOCS_PREFIX}/`).pathname;
      const file = await t.request({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
    }
  });

  it('points the reference at this server`s document', async () => {
    const res = await t.request({
      method: 'GET',
      url: `${DOCS_PREFIX}/static/swagger-initializer.js`,
    });
    expect(res.statusCode).toBe(200);
    // The document is read relative to the page (/api/docs/json), never from another site.
    expect(res.body).toContain("url: resolveUrl('./json')");
    const json = await t.request({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(json.json()).toEqual(doc);
  });
});
