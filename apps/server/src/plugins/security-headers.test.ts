import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, signedInStudent } from '../../test/factories.ts';
import { PNG, multipart } from '../../test/multipart.ts';

const CSP =
  "default-src 'self';script-src 'self';script-src-attr 'none';" +
  "style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;font-src 'self' data:;" +
  "connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // A built app with a stale source map left beside its script.
  dist = mkdtempSync(path.join(os.tmpdir(), 'careclass-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>CareClass</title><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'assets', 'x.js'), 'console.log(1)\n//# sourceMappingURL=x.js.map');
  writeFileSync(path.join(dist, 'assets', 'x.js.map'), '{"version":3,"sources":["secret.ts"]}');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** What every answer carries, page or API. */
function expectBrowserProtections(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe(CSP);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  // The site is served over http here: no HSTS, no upgrade of its own addresses.
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('the HTML shell and its script carry the policy; no source map is served', async () => {
    for (const url of ['/', '/admin/users']) {
      const page = await t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expectBrowserProtections(page.headers);
    }
    const script = await t.request({ method: 'GET', url: '/assets/x.js' });
    expect(script.statusCode).toBe(200);
    expectBrowserProtections(script.headers);

    for (const url of ['/assets/x.js.map', '/assets/x.js%2Emap', '/assets/x.js.map?v=1']) {
      for (const accept of ['*/*', 'text/html', 'application/json']) {
        const map = await t.request({ method: 'GET', url, headers: { accept } });
        expect(map.statusCode, `${url} ${accept}`).toBe(404);
        expect(map.json()).toEqual({
          error: 'Not found',
          code: 'NOT_FOUND',
          message_key: 'notFound',
        });
        expect(map.body).not.toContain('secret.ts');
      }
    }
  });

  it('personal API answers are no-store; anonymous catalogue reads stay cacheable', async () => {
    const student = await signedInStudent(t);
    const profile = await t.request({
      method: 'GET',
      url: '/api/users/profile',
      token: student.token,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    expectBrowserProtections(profile.headers);

    const login = await t.request({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: student.email, password: student.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');

    const resetCheck = await t.request({ method: 'GET', url: '/api/users/reset-password/abc' });
    expect(resetCheck.headers['cache-control']).toBe('no-store');

    for (const url of ['/api/classes', '/api/settings/public']) {
      const open = await t.request({ method: 'GET', url });
      expect(open.statusCode, url).toBe(200);
      expect(open.headers['cache-control'], url).toBeUndefined();
      expectBrowserProtections(open.headers);
    }
  });

  it('a certificate download is private and not stored', async () => {
    const admin = await t.tokenFor((await t.createUser({ role: 'admin' })).id);
    const owner = await signedInStudent(t);
    const cls = await createClass(t);
    const body = multipart(
      { user_id: owner.id, class_id: cls.classId, certificate_name: 'CPR card' },
      { name: 'card.png', type: 'image/png', data: PNG },
    );
    const created = await t.request({
      method: 'POST',
      url: '/api/certificates',
      token: admin,
      ...body,
    });
    expect(created.statusCode).toBe(201);
    const file = await t.request({
      method: 'GET',
      url: `/api/certificates/${created.json().certificate.id}/download`,
      token: owner.token,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expectBrowserProtections(file.headers);
  });
});

describe('HSTS', () => {
  it('is sent when the public address is https, and upgrades the site’s own requests', async () => {
    const secure = await createTestApp({ appUrl: 'https://careclass.example' });
    try {
      const res = await secure.request({ method: 'GET', url: '/api/settings/public' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toBe(`${CSP};upgrade-insecure-requests`);
    } finally {
      await secure.close();
    }
  });

  it('is sent for https behind a trusted proxy, and not when the proxy is not trusted', async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      const viaHttps = await proxied.request({
        method: 'GET',
        url: '/api/settings/public',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(viaHttps.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const viaHttp = await proxied.request({
        method: 'GET',
        url: '/api/settings/public',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(viaHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    const forged = await t.request({
      method: 'GET',
      url: '/api/settings/public',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});
