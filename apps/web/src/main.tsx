import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { initI18n } from './i18n/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first paint waits for the chosen language's common catalogue (bundled for English).
void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
