import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { LightMyRequestResponse } from 'fastify';
import { loadContract, type Contract, type OpenApiDocument } from '../../test/contract.ts';

/**
 * The contract test of issue 12 is spread over one `<domain>.contract.test.ts` per module: each
 * calls its routes as a permitted role and hands the answer to `contract.check('METHOD /api/...',
 * res)`, which holds it against GET /api/openapi.json. This file makes sure that together they
 * call every documented route. Routes not yet called are listed in contract.pending.txt, a list
 * that only shrinks, like the route-schema list beside the OpenAPI plugin.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PENDING_FILE = new URL('./contract.pending.txt', import.meta.url);

let t: TestApp;
let contract: Contract;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
  document = contract.document;
});
afterAll(async () => {
  await t?.close();
});

function contractTestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contractTestFiles(full);
    return entry.name.endsWith('.contract.test.ts') ? [full] : [];
  });
}

/** Every "METHOD /api/path" handed to contract.check in a contract test. */
function checkedRoutes(): Set<string> {
  const found = new Set<string>();
  for (const file of contractTestFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/check\(\s*'((?:GET|POST|PUT|PATCH|DELETE) \/api\/[^']+)'/g)) {
      found.add(m[1]!);
    }
  }
  return found;
}

/** The document's operations, named as Fastify names the routes ("GET /api/classes/:id"). */
function documentedRoutes(): string[] {
  return Object.entries(document.paths).flatMap(([url, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`),
  );
}

function pendingList(): string[] {
  return readFileSync(PENDING_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

describe('the contract test covers the document', () => {
  it('every documented route is called by a contract test, or listed as not yet', () => {
    const checked = checkedRoutes();
    const listed = new Set(pendingList());
    const uncovered = documentedRoutes().filter((r) => !checked.has(r) && !listed.has(r));
    expect(uncovered).toEqual([]);
  });

  it('contract tests name only documented routes', () => {
    const documented = new Set(documentedRoutes());
    expect([...checkedRoutes()].filter((r) => !documented.has(r))).toEqual([]);
  });

  it('the list only shrinks: a listed route that a contract test now calls leaves the list', () => {
    const checked = checkedRoutes();
    expect(pendingList().filter((r) => checked.has(r))).toEqual([]);
  });

  it('the list names each route once, in order, and only documented routes', () => {
    const list = pendingList();
    expect(list).toEqual([...new Set(list)].sort());
    const documented = new Set(documentedRoutes());
    expect(list.filter((r) => !documented.has(r))).toEqual([]);
  });
});

describe('contract.check', () => {
  const answer = (statusCode: number, body: unknown) =>
    ({
      statusCode,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      json: () => body,
    }) as unknown as LightMyRequestResponse;

  it('refuses an answer whose fields differ from the document', () => {
    expect(() =>
      contract.check('POST /api/contact', answer(200, { success: true, message: 'Sent' })),
    ).not.toThrow();
    expect(() =>
      contract.check('POST /api/contact', answer(200, { success: 'yes', text: 'Sent' })),
    ).toThrow(/does not fit the document/);
  });

  it('refuses a status the document does not list, and a route it does not hold', () => {
    expect(() => contract.check('POST /api/contact', answer(302, {}))).toThrow(/does not list/);
    expect(() => contract.check('GET /api/nowhere', answer(200, {}))).toThrow(
      /not in the document/,
    );
  });
});
