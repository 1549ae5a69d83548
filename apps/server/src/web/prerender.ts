import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, DRAWN_PAGE, LANGUAGES, type Language } from '@careclass/shared';

/**
 * Public pages drawn on the server (docs/decisions/0056). The web build's server module
 * (apps/web/dist-server/entry-server.js) draws the home page, the catalogue and a class page as an
 * anonymous visitor sees them, in the visitor's language, so a phone paints the page as soon as
 * the HTML arrives instead of after the app's JavaScript; the app then takes the page over.
 *
 * Drawn only for a visitor who is not signed in (the app's `careclass_signed_in` cookie): a
 * signed-in person's page differs, and it must never show them the anonymous page first.
 */

/** The module built from apps/web/src/entry-server.tsx. */
interface PageModule {
  render(
    url: string,
    language: Language,
    fetchApi: typeof fetch,
  ): Promise<{ html: string; styles: string; title: string | undefined; state: string } | null>;
}

/** The pages drawn here: home, the catalogue (with its filters) and a class page. */
const DRAWN_PAGES = [/^\/$/, /^\/classes\/?$/, /^\/classes\/[^/]+\/?$/];

/**
 * Drawn pages kept, by address and language, with the answers of the API calls they were drawn
 * from. A kept page is sent again only when those calls answer the same now (the catalogue answers
 * from its cache, kept current by every write: decision 47), so a page is never staler than the
 * catalogue a visitor's app would read.
 */
const MAX_KEPT = 500;
/**
 * Pages are drawn one at a time (entry-server.tsx). Past this many waiting, a visitor gets the app
 * to draw in the browser at once: a burst of distinct addresses never queues real visitors.
 */
const MAX_WAITING = 4;

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The visitor's language as the web app picks it (languages.ts detectLanguage): the choice saved
 * in this browser (mirrored in a cookie), else the first of the browser's languages CareClass
 * speaks, else English.
 */
const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly (string | undefined)[]).includes(value);

export function chooseLanguage(cookieHeader?: string, acceptLanguage?: string): Language {
  const saved = cookieValue(cookieHeader, DRAWN_PAGE.languageCookie);
  if (isLanguage(saved)) return saved;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The app's HTML with a drawn page in it. */
export function pageHtml(
  template: string,
  page: { html: string; styles: string; title: string | undefined; state: string },
  language: Language,
): string {
  // Replacer functions, not strings: a class's text may hold "$&" or "$$", which a replacement
  // string would read as patterns.
  let out = template.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);
  if (page.title) out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
  return out
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>` +
        `<script type="application/json" id="${DRAWN_PAGE.stateId}">${page.state}</script>`,
    );
}

interface Drawn {
  html: string;
  /** The API calls the page made and a digest of each answer. */
  calls: { url: string; digest: string }[];
  encoded: Map<string, Promise<Buffer>>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function encode(html: string, encoding: string): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  return gzip(html, { level: 6 });
}

function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

export interface PageDrawer {
  /** Sends the drawn page; false when this request is not one to draw (the caller sends the app). */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** The drawer of the built web app in `distDir`, if the build has its server module. */
export async function loadPageDrawer(
  app: FastifyInstance,
  distDir: string,
): Promise<PageDrawer | undefined> {
  const modulePath = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(modulePath)) return undefined;
  const pages = (await import(pathToFileURL(modulePath).href)) as PageModule;
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const kept = new Map<string, Drawn>();
  const drawing = new Map<string, Promise<Drawn | null>>();

  /** A GET of this server's API, answered in-process (no network round trip). */
  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  const digestOf = (status: number, body: string) =>
    createHash('sha256').update(`${status} ${body}`).digest('base64url');

  const draw = async (url: string, language: Language): Promise<Drawn | null> => {
    const calls: Drawn['calls'] = [];
    // The page's own calls. Only reads of public data reach here (entry-server.tsx fetches the
    // catalogue and the public settings alone).
    const fetchApi: typeof fetch = async (input) => {
      const answer = await get(String(input));
      calls.push({ url: String(input), digest: digestOf(answer.statusCode, answer.body) });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    try {
      const page = await pages.render(url, language, fetchApi);
      return page ? { html: pageHtml(template, page, language), calls, encoded: new Map() } : null;
    } catch (error) {
      // The app still works without: it draws the page in the browser.
      app.log.error({ err: error, url }, 'drawing a public page failed');
      return null;
    }
  };

  /** Whether every call a kept page was drawn from answers the same now. */
  const stillCurrent = async (page: Drawn) => {
    const now = await Promise.all(page.calls.map((call) => get(call.url)));
    return now.every(
      (answer, i) => digestOf(answer.statusCode, answer.body) === page.calls[i]!.digest,
    );
  };

  const pageFor = async (url: string, language: Language): Promise<Drawn | null> => {
    const key = `${language} ${url}`;
    const found = kept.get(key);
    if (found && (await stillCurrent(found))) {
      // Most recently used last: the first key is the one to forget.
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    let pending = drawing.get(key);
    if (!pending) {
      if (drawing.size >= MAX_WAITING) return null;
      pending = draw(url, language).then((page) => {
        drawing.delete(key);
        kept.delete(key);
        if (page) {
          while (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
          kept.set(key, page);
        }
        return page;
      });
      drawing.set(key, pending);
    }
    return pending;
  };

  return {
    async send(request, reply) {
      const pathName = request.url.split('?')[0]!;
      if (!DRAWN_PAGES.some((page) => page.test(pathName))) return false;
      if (cookieValue(request.headers.cookie, DRAWN_PAGE.signedInCookie)) return false;
      const language = chooseLanguage(request.headers.cookie, request.headers['accept-language']);
      const page = await pageFor(request.url, language);
      if (!page) return false;
      const html = page.html;
      const encoding = encodingFor(request.headers['accept-encoding']);
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding, Accept-Language, Cookie');
      if (!encoding) {
        await reply.send(html);
        return true;
      }
      let body = page.encoded.get(encoding);
      if (!body) {
        body = encode(html, encoding);
        page.encoded.set(encoding, body);
      }
      await reply.header('content-encoding', encoding).send(await body);
      return true;
    },
  };
}
