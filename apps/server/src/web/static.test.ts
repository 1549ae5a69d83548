import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'careclass-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>CareClass</title><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The build's chunk map, for the bundle benchmark only.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"x.js"}}');
  // What the build writes beside each text file (vite.config.ts).
  for (const file of ['index.html', path.join('assets', 'app-abc123.js')]) {
    const text = readFileSync(path.join(dist, file));
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
  }
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each([['/'], ['/classes/3'], ['/admin/users']])(
    'answers %s with the app, whatever the client accepts',
    async (url) => {
      for (const accept of ['text/html,application/xhtml+xml', '*/*', undefined]) {
        const res = await t.request({ method: 'GET', url, headers: accept ? { accept } : {} });
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.body).toContain('<div id="root">');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    },
  );

  it('leaves the API reference and document to the API, not the app', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-ui.css', '/api/openapi.json']) {
      const res = await t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache, and API misses as JSON 404s', async () => {
    const asset = await t.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.request({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND', message_key: 'notFound' });
    const json = await t.request({
      method: 'GET',
      url: '/favicon-missing.png',
      headers: { accept: 'image/png' },
    });
    expect(json.statusCode).toBe(404);
  });

  it('serves nothing from a dot-folder such as the build manifest', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/assets/../.vite/manifest.json',
    ]) {
      for (const accept of ['application/json', 'text/html']) {
        const res = await t.request({ method: 'GET', url, headers: { accept } });
        expect(res.body, `${url} ${accept}`).not.toContain('"file"');
        expect(res.statusCode, `${url} ${accept}`).toBe(404);
      }
    }
  });

  it('sends the precompressed file the client accepts, brotli first, and says it varies', async () => {
    for (const url of ['/assets/app-abc123.js', '/', '/classes/3']) {
      const br = await t.request({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      const plain = brotliDecompressSync(br.rawPayload).toString();
      expect(plain, url).toBe(url.startsWith('/assets') ? 'console.log(1)' : readIndex());

      const gz = await t.request({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(plain);

      const none = await t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(none.headers['content-encoding'], url).toBeUndefined();
      expect(none.body, url).toBe(plain);
    }
    const asset = await t.request({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});

function readIndex() {
  return readFileSync(path.join(dist, 'index.html'), 'utf8');
}
