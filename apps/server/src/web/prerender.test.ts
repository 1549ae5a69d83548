import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass } from '../../test/factories.ts';
import { chooseLanguage, cookieValue, pageHtml } from './prerender.ts';

/**
 * The server's side of drawn pages (docs/decisions/0056): when it draws, in which language, how
 * it keeps pages current with the catalogue, and how it falls back to the app. The web build's
 * real page module is exercised by the browser tests (e2e/drawn-pages.spec.ts); here a small page
 * module in its place draws the catalogue's titles from the real API, so what the server does
 * with a module's answers is seen exactly.
 */

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>CareClass</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

// What apps/web/src/entry-server.tsx exports: render(url, language, fetchApi). This one lists the
// catalogue's titles, counts its drawings, and declines the page /classes/0 as a failed page would.
const PAGE_MODULE = `
let drawings = 0;
export async function render(url, language, fetchApi) {
  drawings += 1;
  if (url.startsWith('/classes/0')) return null;
  if (url.startsWith('/classes/throws')) throw new Error('boom');
  const answer = await fetchApi('/api/classes');
  const { classes } = await answer.json();
  const titles = classes.map((c) => '<li>' + c.title + '</li>').join('');
  return {
    html: '<main data-drawing="' + drawings + '"><h1>' + language + ' ' + url + '</h1><ul>' + titles + '</ul></main>',
    styles: '<style data-emotion="css x">.x{}</style>',
    title: language === 'es' ? 'Clases | CareClass' : 'Classes | CareClass',
    state: JSON.stringify({ language }),
  };
}
`;

let t: TestApp;
let dist: string;
let adminToken: string;
beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'careclass-web-'));
  dist = path.join(root, 'dist');
  mkdirSync(dist);
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), PAGE_MODULE);
  t = await createTestApp({ webDistDir: dist });
  adminToken = await t.tokenFor((await t.createUser({ role: 'admin' })).id);
});
afterAll(async () => {
  await t?.close();
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const drawingOf = (html: string) => Number(/data-drawing="(\d+)"/.exec(html)?.[1]);

describe('public pages drawn on the server', () => {
  it('draws home, the catalogue and a class page into the app, in the visitor language', async () => {
    await createClass(t, { title: 'Drawn Class Alpha' });
    for (const url of ['/', '/classes', '/classes?location_type=online', '/classes/12']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(res.body).toContain(`<div id="root"><main data-drawing=`);
      expect(res.body).toContain(`<h1>en ${url}</h1>`);
      expect(res.body).toContain('<li>Drawn Class Alpha</li>');
      expect(res.body).toContain('<title>Classes | CareClass</title>');
      expect(res.body).toContain('<style data-emotion="css x">.x{}</style></head>');
      expect(res.body).toContain(
        '<script type="application/json" id="ssr-state">{"language":"en"}</script>',
      );
      // The app's own script stays, to take the page over.
      expect(res.body).toContain('<script type="module" src="/assets/app.js"></script>');
    }
  });

  it('picks the language the app would: the saved choice, else the browser languages', async () => {
    const spanish = await page('/classes', { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('<h1>es /classes</h1>');
    expect(spanish.body).toContain('<title>Clases | CareClass</title>');
    const saved = await page('/classes', {
      'accept-language': 'es-US,es;q=0.9',
      cookie: 'other=1; careclass_lang=en',
    });
    expect(saved.body).toContain('<h1>en /classes</h1>');
  });

  it('never draws for a signed-in browser, nor pages other than the public three', async () => {
    for (const [url, headers] of [
      ['/classes', { cookie: 'careclass_signed_in=1' }],
      ['/', { cookie: 'careclass_lang=es; careclass_signed_in=1' }],
      ['/profile', {}],
      ['/admin/classes', {}],
      ['/contact', {}],
      ['/classes/3/extra', {}],
    ] as const) {
      const res = await page(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(TEMPLATE);
    }
  });

  it('sends the app when a page cannot be drawn', async () => {
    for (const url of ['/classes/0', '/classes/throws']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(TEMPLATE);
    }
  });

  it('sends a kept page while the catalogue is unchanged, and draws again after a write', async () => {
    const first = await page('/classes?duration=short');
    const again = await page('/classes?duration=short');
    expect(drawingOf(again.body)).toBe(drawingOf(first.body));

    // Any write of the catalogue: a class created, then a class's title changed.
    const created = await createClass(t, { title: 'Drawn Class Beta' });
    const afterCreate = await page('/classes?duration=short');
    expect(drawingOf(afterCreate.body)).toBeGreaterThan(drawingOf(first.body));
    expect(afterCreate.body).toContain('<li>Drawn Class Beta</li>');

    const edit = await t.request({
      method: 'PUT',
      url: `/api/admin/classes/${created.classId}`,
      token: adminToken,
      payload: { title: 'Drawn Class Gamma' },
    });
    expect(edit.statusCode).toBe(200);
    const afterEdit = await page('/classes?duration=short');
    expect(afterEdit.body).toContain('<li>Drawn Class Gamma</li>');
    expect(afterEdit.body).not.toContain('Drawn Class Beta');
  });

  it('compresses the page for clients that accept it', async () => {
    const br = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>en /</h1>');
    const gz = await page('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<h1>en /</h1>');
    const plain = await page('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers API misses as JSON, not with a page', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the rules of drawn pages', () => {
  it.each([
    [undefined, undefined, 'en'],
    [undefined, 'es', 'es'],
    [undefined, 'es-MX', 'es'],
    [undefined, 'fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4', 'es'],
    [undefined, 'en;q=0.5, es;q=0.8', 'es'],
    [undefined, 'es;q=0, en', 'en'],
    [undefined, 'de, fr', 'en'],
    ['careclass_lang=es', 'en-US', 'es'],
    ['careclass_lang=xx', 'es', 'es'],
  ])('cookie %s, Accept-Language %s -> %s', (cookie, accept, expected) => {
    expect(chooseLanguage(cookie, accept)).toBe(expected);
  });

  it('reads one cookie among several', () => {
    expect(cookieValue('a=1; careclass_lang=es ; b=2', 'careclass_lang')).toBe('es');
    expect(cookieValue('xcareclass_lang=es', 'careclass_lang')).toBeUndefined();
    expect(cookieValue(undefined, 'careclass_lang')).toBeUndefined();
  });

  it('puts text with replacement patterns ($&, $$) in as it is', () => {
    const html = pageHtml(
      TEMPLATE,
      { html: "<p>Save $$ at $& and $'</p>", styles: '', title: 'A $& | CareClass', state: '{}' },
      'en',
    );
    expect(html).toContain('<div id="root"><p>Save $$ at $& and $\'</p></div>');
    expect(html).toContain('<title>A $& | CareClass</title>');
  });

  it('puts the drawing into the template', () => {
    const html = pageHtml(
      TEMPLATE,
      { html: '<p>hi</p>', styles: '<style>s</style>', title: 'T | CareClass', state: '{}' },
      'es',
    );
    expect(html).toBe(
      '<!doctype html><html lang="es"><head><title>T | CareClass</title><style>s</style></head>' +
        '<body><div id="root"><p>hi</p></div>' +
        '<script type="application/json" id="ssr-state">{}</script>' +
        '<script type="module" src="/assets/app.js"></script></body></html>',
    );
  });
});
