import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/App.tsx';
import { queryClient } from './app/query-client.ts';
import { readSsrState } from './app/ssr-state.ts';
import { initI18n } from './i18n/i18n.ts';
import { detectLanguage, syncLanguageCookie } from './i18n/languages.ts';
import { getToken, markSignedIn } from './lib/session-storage.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// `data-app` on <html>: "starting" once this script runs, "ready" when the page's content has
// been drawn or taken over by the app (RootLayout): before that a drawn page's controls are
// visible but not yet live.
document.documentElement.dataset.app = 'starting';

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A page the server drew (docs/decisions/0056) is taken over as it stands when it shows what this
// browser would draw: a visitor's page in this browser's language. Otherwise (a session the server
// could not see, another language) the app draws its own, replacing the server's on its first
// commit. The first paint waits for the language's common catalogue (bundled for English); the
// first render is a transition, which React renders in slices that yield to the browser.
const token = getToken();
markSignedIn(token !== null);
syncLanguageCookie();
const language = detectLanguage();
const drawn = readSsrState();
const takeOver = drawn !== undefined && drawn.language === language && token === null;
if (takeOver) {
  // The server checked that these answers were still current when it sent the page, however long
  // ago it drew it (apps/server/src/web/prerender.ts): they count as fetched now, not refetched.
  const now = Date.now();
  for (const query of drawn.queries.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, drawn.queries);
}

void initI18n(language).then(() => {
  startTransition(() => {
    if (takeOver) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
