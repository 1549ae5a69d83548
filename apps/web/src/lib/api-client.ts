import type { z } from 'zod';
import { API_BASE, CORE_MSG } from '@careclass/shared';
import { isLazySchema, type LazySchema } from './lazy-schema.ts';
import { clearSession, getToken } from './session-storage.ts';

/**
 * The one place that talks to the API: adds the Bearer token, parses the error envelope
 * `{ error, code, fields? }` into an ApiError, and handles an expired session (401).
 */

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;
  /** True when the user was already told (or sent away), so no toast should be shown. */
  readonly silent: boolean;
  /** True when the message is the server's own text (`error` or `message` of the body). */
  readonly fromServer: boolean;
  /** The MSG key of the server's text (`message_key`), so the page can show it translated. */
  readonly messageKey: string | undefined;
  /** The MSG keys of the field messages (`field_keys`), field by field. */
  readonly fieldKeys: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    options: {
      code?: string;
      fields?: Record<string, string>;
      silent?: boolean;
      fromServer?: boolean;
      messageKey?: string;
      fieldKeys?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.fields = options.fields;
    this.silent = options.silent ?? false;
    this.fromServer = options.fromServer ?? false;
    this.messageKey = options.messageKey;
    this.fieldKeys = options.fieldKeys;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text to show a person for an error. With a `fallback` (the screen's own text, such as
 * "Failed to reset password"), a generic HTTP or non-JSON failure shows the fallback; the server's
 * own text, a network error and a malformed answer keep their message. Without one, the generic
 * texts of the specification are shown ("HTTP error! status: 404", and for any failure of the
 * server "Something went wrong." with what to try next).
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    const specific =
      error.fromServer ||
      error.isNetworkError ||
      error.code === 'INVALID_RESPONSE' ||
      error.code === 'PROXY_ERROR';
    if (specific || !fallback) return error.message;
    // The bare generic fallback gains what to try next when the server failed.
    if (fallback === CORE_MSG.somethingWentWrong && error.status >= 500) return error.message;
    return fallback;
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback ?? CORE_MSG.somethingWentWrong;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Serialised as JSON; a FormData is sent as it is (multipart, the browser sets the boundary). */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Send the stored token (default true). Public account calls pass false. */
  auth?: boolean;
  /**
   * What a 401 on an authenticated call does: 'redirect' (default) clears the session and sends
   * the browser to /login; 'throw' only throws (the auth check and logout decide for themselves).
   */
  on401?: 'redirect' | 'throw';
  /** 'blob' answers a file (a download) instead of JSON; errors are read as usual. */
  responseType?: 'json' | 'blob';
  /**
   * The answer's schema from the shared contract (packages/shared/src/contracts). The answer is
   * parsed with it: the caller gets the typed output, and an answer of another shape is the
   * "invalid format" error rather than a screen reading undefined fields. A `lazySchema` is
   * loaded while the request is under way.
   */
  schema?: z.ZodType | LazySchema<z.ZodType>;
  /**
   * The text of an answer that does not fit `schema`, where the specification gives the call its
   * own ("Invalid login response"); by default the invalid-format error.
   */
  invalidMessage?: string;
}

const MAX_TEXT_IN_MESSAGE = 200;

/**
 * How a request travels: the browser's fetch, or, when the server draws a public page
 * (entry-server.tsx), the server answering its own API in-process.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setTransport(next: typeof fetch): void {
  transport = next;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function shorten(text: string): string {
  const t = text.trim();
  return t.length > MAX_TEXT_IN_MESSAGE ? `${t.slice(0, MAX_TEXT_IN_MESSAGE)}…` : t;
}

function isJsonResponse(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return type.includes('application/json') || type.includes('+json');
}

function isHtmlResponse(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('text/html');
}

/** JSON of the wrong shape: what a call's reader throws when a field it needs is missing. */
export function invalidFormat(): ApiError {
  return new ApiError(200, CORE_MSG.invalidResponseFormat, { code: 'INVALID_RESPONSE' });
}

/**
 * An HTML page where an authenticated call expected JSON (not a server failure, which has its own
 * text): the page of a proxy or of the web server in front of the API, never the API's answer.
 */
export function proxyError(status: number): ApiError {
  return new ApiError(status, CORE_MSG.apiProxyError, { code: 'PROXY_ERROR' });
}

function readFields(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'string') out[k] = v;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The ApiError of a failed answer. A client error (4xx) carries the server's text from the
 * envelope, else the specification's "HTTP error! status: N" or "Non-JSON error response: ...".
 * A server failure (5xx) never shows what the server or a proxy in front of it wrote (such as
 * "Internal Server Error" or an HTML error page): it is the generic text with what to try next;
 * only the server's own 503 BUSY keeps its text, which already says what to do.
 */
export function errorOfResponse(status: number, text: string, json: unknown): ApiError {
  const envelope = json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  const code = typeof envelope?.code === 'string' ? envelope.code : undefined;
  // The one server answer of 5xx whose text is meant for people: "busy, try again" (a deadlock
  // on every try; nothing was written). A proxy's 503 has no such code and stays generic.
  const busy = status === 503 && code === 'BUSY';
  if (status >= 500 && !busy) return new ApiError(status, CORE_MSG.serverFailure, { code });
  if (envelope) {
    const serverText =
      (typeof envelope.error === 'string' && envelope.error.trim()) ||
      (typeof envelope.message === 'string' && envelope.message.trim()) ||
      '';
    return new ApiError(status, serverText || `HTTP error! status: ${status}`, {
      code,
      fields: readFields(envelope.fields),
      fromServer: serverText !== '',
      // Only with the server's own text: a key never names a text the person is not shown.
      messageKey:
        serverText !== '' && typeof envelope.message_key === 'string'
          ? envelope.message_key
          : undefined,
      fieldKeys: readFields(envelope.field_keys),
    });
  }
  const message =
    text.trim() !== ''
      ? `Non-JSON error response: ${shorten(text)}`
      : `HTTP error! status: ${status}`;
  return new ApiError(status, message);
}

let redirecting = false;

/** Session expired: forget it and make a full redirect to /login (the toast is suppressed). */
function expireSession(): void {
  clearSession();
  if (redirecting) return;
  if (window.location.pathname !== '/login') {
    redirecting = true;
    window.location.assign('/login');
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    query,
    signal,
    auth = true,
    on401 = 'redirect',
    responseType = 'json',
  } = options;
  const headers: Record<string, string> = {
    Accept: responseType === 'blob' ? '*/*' : 'application/json',
  };
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const schema = schemaOf(options.schema);

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, CORE_MSG.networkError, { code: 'NETWORK_ERROR' });
  }

  if (response.ok && responseType === 'blob') return (await response.blob()) as T;

  const text = await response.text().catch(() => '');
  const json = isJsonResponse(response);
  let data: unknown = undefined;
  let parsed = false;
  if (json && text.trim() !== '') {
    try {
      data = JSON.parse(text);
      parsed = true;
    } catch {
      parsed = false;
    }
  }

  if (!response.ok) {
    if (response.status === 401 && token && on401 === 'redirect') {
      expireSession();
      throw new ApiError(401, CORE_MSG.sessionExpired, { code: 'UNAUTHORIZED', silent: true });
    }
    if (token && response.status < 500 && isHtmlResponse(response)) {
      throw proxyError(response.status);
    }
    throw errorOfResponse(response.status, text, parsed ? data : undefined);
  }

  if (token && isHtmlResponse(response)) throw proxyError(response.status);
  if (response.status === 204 || text.trim() === '') return undefined as T;
  if (!json) {
    throw new ApiError(response.status, `Expected JSON but got: ${shorten(text)}`, {
      code: 'INVALID_RESPONSE',
    });
  }
  if (!parsed) {
    throw new ApiError(response.status, CORE_MSG.invalidServerResponse, {
      code: 'INVALID_RESPONSE',
    });
  }
  return (schema ? parseAnswer(await schema, data, options.invalidMessage) : data) as T;
}

/**
 * The answer's schema, as a promise started before the request so that a lazily loaded one
 * arrives with the answer. A schema that cannot be downloaded is the network error.
 */
function schemaOf(schema: RequestOptions['schema']): Promise<z.ZodType> | undefined {
  if (!schema) return undefined;
  if (!isLazySchema(schema)) return Promise.resolve(schema);
  const loading = schema.load().catch(() => {
    throw new ApiError(0, CORE_MSG.networkError, { code: 'NETWORK_ERROR' });
  });
  // Awaited only after a successful answer; a failed request must not leave it unhandled.
  loading.catch(() => undefined);
  return loading;
}

/**
 * Reads an answer through its contract schema; a mismatch is the invalid-format error, or the
 * call's own text of it when given.
 */
export function parseAnswer<S extends z.ZodType>(
  schema: S,
  data: unknown,
  invalidMessage?: string,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  if (import.meta.env?.DEV) console.warn('Answer does not fit its contract', result.error.issues);
  if (invalidMessage) throw new ApiError(200, invalidMessage, { code: 'INVALID_RESPONSE' });
  throw invalidFormat();
}

type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'schema' | 'invalidMessage'>;
/** Options of a call whose answer is parsed with its contract schema. */
type Parsed<S extends z.ZodType> = CallOptions & {
  schema: S | LazySchema<S>;
  invalidMessage?: string;
};

function get<S extends z.ZodType>(path: string, options: Parsed<S>): Promise<z.output<S>>;
function get<T>(path: string, options?: CallOptions): Promise<T>;
function get(path: string, options?: RequestOptions) {
  return apiRequest(path, { ...options, method: 'GET' });
}
function withBody(method: 'POST' | 'PUT' | 'PATCH') {
  function call<S extends z.ZodType>(
    path: string,
    body: unknown,
    options: Parsed<S>,
  ): Promise<z.output<S>>;
  function call<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  function call(path: string, body?: unknown, options?: RequestOptions) {
    return apiRequest(path, { ...options, method, body });
  }
  return call;
}
function del<S extends z.ZodType>(path: string, options: Parsed<S>): Promise<z.output<S>>;
function del<T>(path: string, options?: CallOptions): Promise<T>;
function del(path: string, options?: RequestOptions) {
  return apiRequest(path, { ...options, method: 'DELETE' });
}
function upload<S extends z.ZodType>(
  path: string,
  form: FormData,
  options: Parsed<S>,
): Promise<z.output<S>>;
function upload<T>(path: string, form: FormData, options?: CallOptions): Promise<T>;
function upload(path: string, form: FormData, options?: RequestOptions) {
  return apiRequest(path, { ...options, method: 'POST', body: form });
}

/**
 * The calls. Pass `schema` (the answer's contract schema) and the answer comes back parsed and
 * typed; without it the answer is returned as the server sent it (files, and the few calls that
 * read an answer of their own kind).
 */
export const api = {
  get,
  post: withBody('POST'),
  put: withBody('PUT'),
  patch: withBody('PATCH'),
  delete: del,
  /** A multipart form (a file upload), POST. */
  upload,
  /** A file behind authentication, as a Blob (GET). */
  blob: (path: string, options?: Omit<RequestOptions, 'method' | 'body' | 'responseType'>) =>
    apiRequest<Blob>(path, { ...options, method: 'GET', responseType: 'blob' }),
};
