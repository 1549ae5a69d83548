import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browser protections on every answer (helmet), HSTS only over https, and `no-store` on API
 * answers that are personal.
 *
 * The login token lives in localStorage, so a script injected into the page would take over the
 * account: scripts come from this site only, never inline.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { appUrl: string }) {
  const servedOverHttps = opts.appUrl.startsWith('https://');
  // Built once: helmet works out every header's value here, and each answer only has them set.
  // (The Fastify wrapper built all of it again for every request: a fortieth of a signed-in
  // call's CPU, parsing the same policy each time.)
  const protect = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // MUI styles through emotion, which writes its rules into <style> elements at run time, and
        // components set style attributes: both need 'unsafe-inline' for styles (not for scripts).
        // A per-request nonce would need the static index.html to be rendered on every request.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Class pictures are addresses of any image service; downloads go through object URLs.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only a site served over https can ask for its http addresses to be upgraded; on a plain
        // http site (a local install) the upgrade would point its own files at a closed port.
        upgradeInsecureRequests: servedOverHttps ? [] : null,
      },
    },
    // HSTS is set below, only when the answer went out over https.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    protect(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });

  app.addHook('onSend', async (request, reply) => {
    if (servedOverHttps || request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS);
    }
    if (isApi(request) && !reply.hasHeader('cache-control') && isPersonal(request)) {
      reply.header('cache-control', 'no-store');
    }
  });
}

function isApi(request: FastifyRequest) {
  return request.url === '/api' || request.url.startsWith('/api/');
}

/**
 * An answer is personal when the caller presented a login, when it answers a write (a login
 * answers with a token), or when the address itself carries a secret (a reset token). Anonymous
 * reads of the catalogue stay cacheable.
 */
function isPersonal(request: FastifyRequest) {
  if (request.auth || request.headers.authorization || request.headers.cookie) return true;
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  return (request.routeOptions.url ?? '').includes(':token');
}
