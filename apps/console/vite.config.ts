import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineCssPerComponent } from './build/mantine-css.ts';
import { ROUTE_MODULES } from './build/route-modules.ts';
import { routePreload } from './build/route-preload.ts';
import { ssrBundle } from './build/ssr-bundle.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** `npm run dev` runs the server on PORT (default 8080); the dev console proxies the API to it. */
const api = `http://${process.env.HOST || '127.0.0.1'}:${process.env.PORT || 8080}`;
/** Mantine and the small libraries under it; CodeMirror, the charts and the phone field stay apart. */
const UI_LIBRARIES =
  /node_modules[\\/](@mantine[\\/](core|hooks|store)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|react-textarea-autosize|clsx|tabbable)[\\/]/;
/**
 * Mantine's inputs that a few forms use (widget settings, the trade widgets, the creative booster…):
 * left out of `ui`, so they come with the pages that render them and the feed, settings or
 * projects page does not evaluate them (react-number-format, the colour picker, the slider).
 */
const RARE_COMPONENTS =
  /node_modules[\\/](react-number-format[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](ColorInput|ColorPicker|Slider|NumberInput|TagsInput|MultiSelect|PillsInput|Pill|Chip|FileInput|Radio)[\\/])/;
const isUiLibrary = (id: string) => UI_LIBRARIES.test(id) && !RARE_COMPONENTS.test(id);

export default defineConfig(({ command }) => {
  // A build is for browsers: under vitest (NODE_ENV=test, the e2e suite's `npm start`) it would
  // otherwise ship React's development build, larger and slower than what users get.
  if (command === 'build' && process.env.NODE_ENV === 'test') process.env.NODE_ENV = 'production';
  return {
    root,
    base: '/',
    plugins: [react(), mantineCssPerComponent(), routePreload(ROUTE_MODULES, root), ssrBundle(root)],
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
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Common chunks under 64 KB are copied into the chunks that read them (one module state
            // kept by rolldown's runtime), so a project page loads 10 files instead of 31. On the
            // 2-core machine each request costs the browser more than the bytes it saves: time to
            // content 11-16% shorter on project pages, 4% more JS (decision 0025).
            experimentalInlineCommonChunks: { maxSize: 64 * 1024 },
            groups: [
              // What every page loads (React, the router, i18next, Mantine's core, the app shell and
              // the sign-in page) in one chunk rather than a dozen: brotli compresses it 10 KB smaller.
              { name: 'core', tags: ['$initial'], priority: 2 },
              // The rest of Mantine and its helpers in one chunk: a signed-in page then makes 20 to
              // 30 requests instead of 45 to 100, each of which costs the server a few milliseconds.
              { name: 'ui', test: isUiLibrary, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
