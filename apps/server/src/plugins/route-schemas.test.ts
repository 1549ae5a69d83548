import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DOCS_PREFIX } from './openapi.ts';

/**
 * The ratchet of issue 12 (docs/decisions/0037-openapi-document.md): every API route declares its
 * success answer, a route with path parameters its params, and a route that takes a body (POST,
 * PUT, PATCH) its body, with zod schemas of
 * packages/shared. The routes written before that rule are listed in
 * route-schemas.pending.txt; the list may only shrink.
 */
const PENDING_FILE = new URL('./route-schemas.pending.txt', import.meta.url);
const BODY_METHODS = ['POST', 'PUT', 'PATCH'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function pendingList(): string[] {
  return readFileSync(PENDING_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** "METHOD /api/path" of every API route missing a success-answer or body schema. */
function routesMissingSchemas(): string[] {
  return t.app.routeTable
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith(DOCS_PREFIX))
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .filter((r) => {
      const statuses = Object.keys(r.schema?.response ?? {});
      const answers = statuses.some((s) => /^2/.test(s));
      const takesBody = !BODY_METHODS.includes(r.method) || r.schema?.body !== undefined;
      const namesParams = !r.url.includes(':') || r.schema?.params !== undefined;
      return !answers || !takesBody || !namesParams;
    })
    .map((r) => `${r.method} ${r.url}`);
}

describe('declared route schemas', () => {
  it('every route missing a body or response schema is one of the listed older routes', () => {
    const listed = new Set(pendingList());
    const unlisted = routesMissingSchemas().filter((route) => !listed.has(route));
    // A new route declares `schema: { body, response: { 2xx } }` from packages/shared/src/contracts.
    expect(unlisted).toEqual([]);
  });

  it('the list only shrinks: a listed route that now declares its schemas leaves the list', () => {
    const missing = new Set(routesMissingSchemas());
    const done = pendingList().filter((route) => !missing.has(route));
    // Delete these lines from route-schemas.pending.txt.
    expect(done).toEqual([]);
  });

  it('the list names each route once, in order', () => {
    const list = pendingList();
    expect(list).toEqual([...new Set(list)].sort());
  });
});
