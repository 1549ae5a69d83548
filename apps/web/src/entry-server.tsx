import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { RouteErrorBoundary } from './app/RouteErrorBoundary.tsx';
import { queryClient } from './app/query-client.ts';
import { AppRoutes } from './app/router.tsx';
import { i18n, initI18n } from './i18n/i18n.ts';
import type { Language } from './i18n/languages.ts';
import { setTransport } from './lib/api-client.ts';
import type { SsrState } from './app/ssr-state.ts';
import { catalogueKeys } from './features/catalogue/api/keys.ts';

/**
 * The server's first paint of a public page (docs/decisions/0056): the page as an anonymous
 * visitor sees it in the chosen language, with the catalogue answers it shows, the styles it
 * uses and the state the browser needs to take it over (hydrate) without drawing it again.
 *
 * Built by `vite build --ssr` into dist-server/ and loaded by the API server, which answers the
 * page's own API calls in-process (`fetchApi`). Renders run one at a time: the app keeps one query
 * client and one i18n instance (module singletons of the browser app), set for each render.
 */

export interface Prerendered {
  /** The app's markup, for inside #root. */
  html: string;
  /** <style> tags of the styles the markup uses. */
  styles: string;
  /** The page's <title>, if it set one. */
  title: string | undefined;
  /** JSON for <script type="application/json" id=DRAWN_PAGE.stateId>. */
  state: string;
}

/**
 * The answers a drawn page may carry: the public catalogue and the provider's public settings.
 * Anything else a page asks for (a signed-in person's data) is never fetched here.
 */
const PUBLIC_QUERIES = new Set([catalogueKeys.classes[0], 'settings']);

let started: Promise<void> | undefined;
let queue: Promise<unknown> = Promise.resolve();

/** One render at a time (see above); a failed render does not block the next. */
export function render(url: string, language: Language, fetchApi: typeof fetch) {
  const next = queue.then(() => renderNow(url, language, fetchApi));
  queue = next.catch(() => {});
  return next;
}

async function renderNow(
  url: string,
  language: Language,
  fetchApi: typeof fetch,
): Promise<Prerendered | null> {
  started ??= initI18n(language);
  await started;
  await i18n.changeLanguage(language);
  setTransport(fetchApi);
  queryClient.clear();

  // First pass: lets the page's lazy code and catalogues load and its queries register; then
  // their answers are fetched and the second pass draws the page with them.
  await renderApp(url);
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => PUBLIC_QUERIES.has(String(query.queryKey[0])));
  await Promise.all(
    queries.map((query) =>
      // No retries: a failing answer leaves the page to the browser at once (it retries).
      queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false }),
    ),
  );
  // A page whose data failed (an unknown class, the database away) is left to the browser,
  // which shows its own error state and retries.
  if (queries.some((query) => query.state.status !== 'success')) return null;
  const { html, styles } = await renderApp(url);
  const titleMatch = /<title>([^<]*)<\/title>/.exec(html);
  // (A function, not a string, removes it: the page's text may hold "$" patterns.)
  const state: SsrState = {
    language,
    queries: dehydrate(queryClient),
  };
  return {
    html: titleMatch ? html.replace(titleMatch[0], () => '') : html,
    styles,
    title: titleMatch?.[1],
    state: JSON.stringify(state).replace(/</g, '\\u003c'),
  };
}

async function renderApp(url: string): Promise<{ html: string; styles: string }> {
  // The browser's emotion cache uses the key `css` too: it adopts these <style> tags at start.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouter location={url}>
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
    // Every boundary inline, complete: React would otherwise move a large one to the end of the
    // document with a script to put it in place, and the CSP allows no inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const chunks = emotion.extractCriticalToChunks(html);
  return { html, styles: emotion.constructStyleTagsFromChunks(chunks) };
}
