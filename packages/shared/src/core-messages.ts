/**
 * The texts of MSG that the web app's first page may show before anything else has loaded: the API
 * client's failures, the error page and the access-denied page. They are entries of MSG like every
 * other (messages.ts takes them from here), kept in their own module so that the first page's code
 * carries these few rather than all of MSG, which the web app loads afterwards as its English
 * `messages` catalogue (docs/decisions/0046).
 */
export const CORE_MSG = {
  invalidServerResponse: 'Invalid server response',
  /** JSON, but not the shape the call answers (a list without its array, a missing object). */
  invalidResponseFormat: 'Invalid response format from server',
  /** An authenticated call answered by an HTML page: a proxy in front of the API, not the API. */
  apiProxyError: 'API proxy error',
  sessionExpired: 'Session expired. Please login again.',
  somethingWentWrong: 'Something went wrong.',
  /** A failure of the server (5xx): the specification's generic text, then what to try next. */
  serverFailure:
    'Something went wrong. Please try again in a few minutes; if it keeps happening, contact us.',
  networkError: 'Network error. Please check your connection and try again.',
  accessDenied: 'Access Denied - You do not have permission to access this page.',
} as const;
