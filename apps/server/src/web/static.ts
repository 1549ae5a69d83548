import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from '../lib/error-body.ts';
import { loadPageDrawer } from './prerender.ts';

/**
 * Serves the built single-page app, precompressed (brotli or gzip) when the client accepts it:
 * hashed assets cached for a year, index.html never cached,
 * and every other GET that accepts HTML answered with index.html so client routes work on reload.
 * /api paths never fall back: an unknown API path is a JSON 404. Source maps are never served,
 * not even a stale one left in the folder: they would publish the whole original source. Nor is
 * anything in a dot-folder (the build's .vite/manifest.json is for the bundle benchmark).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  const hasWeb = !!distDir && existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (vite.config.ts); the client's
      // Accept-Encoding picks one, and Vary tells caches so.
      preCompressed: true,
      allowedPath: (pathName) => !isSourceMap(pathName) && !isHidden(pathName),
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // Home, the catalogue and class pages drawn on the server for a visitor (prerender.ts).
  const drawer = hasWeb ? await loadPageDrawer(app, distDir!) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // Browsers ask for text/html; tools often send */* or nothing. Only a client that asks for
    // something else (JSON, an image) gets the 404.
    const accept = request.headers.accept ?? '';
    const wantsHtml = accept === '' || accept.includes('text/html') || accept.includes('*/*');
    if (
      hasWeb &&
      !isApi &&
      !isSourceMap(request.url) &&
      !isHidden(request.url) &&
      request.method === 'GET' &&
      wantsHtml
    ) {
      if (drawer && (await drawer.send(request, reply))) return reply;
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('Not found', 'NOT_FOUND'));
  });
}

function isSourceMap(url: string) {
  const pathName = url.split(/[?#]/)[0]!;
  let decoded = pathName;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    // A malformed escape is no file name either; judge the raw path.
  }
  return /\.map$/i.test(pathName) || /\.map$/i.test(decoded);
}

/** A path with a segment that starts with a dot (.vite, .env): never a file of the app. */
function isHidden(url: string) {
  return url
    .split(/[?#]/)[0]!
    .split('/')
    .some((segment) => segment.startsWith('.') || segment.toLowerCase().startsWith('%2e'));
}
