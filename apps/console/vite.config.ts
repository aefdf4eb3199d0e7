import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** `npm run dev` runs the server on PORT (default 8080); the dev console proxies the API to it. */
const api = `http://${process.env.HOST || '127.0.0.1'}:${process.env.PORT || 8080}`;

export default defineConfig({
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
    // Mantine and React together are larger than Vite's default 500 kB warning.
    chunkSizeWarningLimit: 1200,
  },
});
