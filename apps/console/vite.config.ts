import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** `npm run dev` runs the server on PORT (default 8080); the dev console proxies the API to it. */
const api = `http://${process.env.HOST || '127.0.0.1'}:${process.env.PORT || 8080}`;

export default defineConfig(({ command }) => {
  // A build is for browsers: under vitest (NODE_ENV=test, the e2e suite's `npm start`) it would
  // otherwise ship React's development build, larger and slower than what users get.
  if (command === 'build' && process.env.NODE_ENV === 'test') process.env.NODE_ENV = 'production';
  return {
    root,
    base: '/',
    plugins: [react()],
    server: {
      port: 5173,
      proxy: {
        '/api': { target: api, changeOrigin: false },
        '/demo-shop': { target: api, changeOrigin: false },
        '/samples': { target: api, changeOrigin: false },
      },
    },
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      emptyOutDir: true,
      // CodeMirror and the charts are larger than Vite's default 500 kB warning; they load on their pages only.
      chunkSizeWarningLimit: 1200,
      // dist/.vite/manifest.json: which chunks and CSS each module brings, read by scripts/size-budget.mjs
      // (the server serves no dotted folder).
      manifest: true,
    },
  };
});
