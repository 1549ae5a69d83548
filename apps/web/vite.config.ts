import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';

// The API runs on port 3000 in development (apps/server); the web app calls it under /api.
const apiTarget = process.env.CARECLASS_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // Works whether Vite is started from this folder or from the repository root (--config).
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // Every text file of the build also as .br and .gz, made once here at the highest levels, so
    // the server sends them compressed without spending CPU per request (@fastify/static's
    // preCompressed). A file that would not shrink is left alone.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|svg|txt|webmanifest)$/,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the build: served, they would publish the whole original source.
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each page needs, read by `npm run bench -- bundle`
    // (the server does not serve dot-folders).
    manifest: true,
    chunkSizeWarningLimit: 800,
    // Every browser the app supports (modern phones) knows <link rel="modulepreload">: no
    // polyfill for it in the first page's script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The shared contract package only declares constants, schemas and pure functions. Saying
        // so lets a public page that uses only MSG or LIMITS leave zod and the schemas to the
        // lazily loaded form pages.
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // Stable, cacheable vendor chunks; the form libraries load only with the form pages.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@babel|stylis|react-is|react-transition-group|clsx|prop-types|hoist-non-react-statics|@popperjs)[\\/]/,
              // Only what the public pages load at start; components that lazy pages alone use
              // (the back office's tables, accordions, menus) stay in those pages' chunks.
              tags: ['$initial'],
            },
            // zod reads every answer (the shared contract), so it loads at start; the form
            // library only with the pages that have forms.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            // The rest of what the first page loads, in two files rather than a dozen small ones
            // (the modules that the first page shares with later pages made each its own chunk):
            // one file compresses better than its parts, and each file costs its own imports and
            // exports. Libraries (i18next, TanStack Query) in one, cacheable across releases; the
            // app's own start-up code joins the entry. Later pages import from these two.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            { name: 'startup', test: /./, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
