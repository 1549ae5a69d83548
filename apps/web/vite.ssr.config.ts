import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The server's build of the public pages (src/entry-server.tsx, docs/decisions/0056): one module
 * for Node in dist-server/, with its libraries bundled in, loaded by the API server. It is never
 * served to browsers.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // The static files (images) are the browser build's.
  publicDir: false,
  // Bundle every library: the server then needs none of the web app's packages at run time, and
  // nothing depends on how each library's CommonJS and ESM builds load under Node.
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rolldownOptions: {
      // The catalogues and pages load on demand in the browser; here one file is simpler to load.
      output: { codeSplitting: false },
    },
  },
});
