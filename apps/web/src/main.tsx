import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { initI18n } from './i18n/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first paint waits for the chosen language's common catalogue (bundled for English). The first
// render is a transition, which React renders in slices that yield to the browser between them,
// so a slow phone is never blocked by one long task while the page builds.
void initI18n().then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
