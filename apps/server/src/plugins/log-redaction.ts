import type { FastifyRequest } from 'fastify';

const CENSOR = '[redacted]';

/** Query parameters whose values are secrets wherever they appear (reset links, signed URLs). */
const SECRET_QUERY_KEYS =
  /^(token|code|password|secret|signature|key|x-amz-signature|access_token)$/i;

/**
 * Path segments that follow these words are secrets: /users/reset-password/<token>, and a
 * calendar feed's address /calendar/feed/<token>.ics (docs/decisions/0048).
 */
const SECRET_PATH_AFTER = /(\/reset-password\/|\/calendar\/feed\/)[^/?#]+/gi;

/**
 * Pino options that keep secrets out of the log: credentials in headers, passwords and tokens in
 * logged objects, tokens in request URLs, and the parameters a failed database query carries
 * (a new user's password hash, e-mail addresses).
 */
export const loggerRedaction = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      'headers.authorization',
      'headers.cookie',
      '*.password',
      '*.passwordHash',
      '*.password_hash',
      '*.token',
      '*.params',
    ],
    censor: CENSOR,
  },
  serializers: { req: serializeRequest, err: serializeError },
};

/** Fastify's request summary, with secrets cut out of the URL. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathPart = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(
    SECRET_PATH_AFTER,
    `$1${CENSOR}`,
  );
  if (queryAt === -1) return pathPart;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return eq !== -1 && SECRET_QUERY_KEYS.test(decoded) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number;
  cause?: LoggedError;
}

const DB_FIELDS = ['code', 'constraint', 'table', 'column'] as const;

/**
 * Errors as the log sees them. A failed query (drizzle wraps the driver error) names its SQL and
 * parameters in its message and stack, and the driver's `detail` repeats the offending values: the
 * log keeps the SQLSTATE code, constraint, table and column, the SQL without its parameters, and
 * the stack frames below the message.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: String(error), stack: '' };
  }
  const e = error as Partial<Error> & Record<string, unknown>;
  const original = String(e.message ?? '');
  const message = withoutParams(original);
  const out: LoggedError = {
    type: e.constructor?.name ?? 'Error',
    message,
    stack: typeof e.stack === 'string' ? replaceHead(e.stack, original, message) : '',
  };
  for (const key of DB_FIELDS) {
    const value = e[key];
    if (typeof value === 'string' && value) out[key] = value;
  }
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (e.cause && depth < 3) {
    const cause = serializeError(e.cause, depth + 1);
    out.cause = cause;
    // The driver's SQLSTATE and constraint, lifted beside the message where a reader looks first.
    for (const key of DB_FIELDS) out[key] ??= cause[key];
  }
  return out;
}

/** Drizzle's message is "Failed query: <sql>\nparams: <values>": the values go. */
function withoutParams(message: string) {
  const at = message.search(/\nparams:/);
  return at === -1 ? message : `${message.slice(0, at)}\nparams: ${CENSOR}`;
}

/** A stack starts with "<type>: <message>"; that message is replaced by its cleaned form. */
function replaceHead(stack: string, original: string, cleaned: string) {
  if (original && stack.includes(original)) return stack.replace(original, cleaned);
  // The message is not found verbatim: keep only the frames.
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}
