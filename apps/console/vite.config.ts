import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const require = createRequire(import.meta.url);
/** `npm run dev` runs the server on PORT (default 8080); the dev console proxies the API to it. */
const api = `http://${process.env.HOST || '127.0.0.1'}:${process.env.PORT || 8080}`;

/**
 * Mantine's CSS split like its JavaScript: each component's compiled class map
 * (`@mantine/core/esm/**\/<Name>.module.mjs`) imports that component's stylesheet, so the CSS goes
 * into the chunk that renders the component instead of one 230 KB file on every page. Each
 * stylesheet sits in its own cascade layer, `mantine.<Name>`, and `virtual:mantine-base.css`
 * (main.tsx's first import) declares the layers in the order of Mantine's own styles.css before
 * its baseline, variables and global styles: the cascade stays what Mantine intends whatever order
 * the chunks arrive in, and the console's own styles, outside any layer, win over all of it.
 */
function mantineCssPerComponent(): Plugin {
  const stylesDir = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  const classMap = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
  const layered = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z-]+)\.css\?mantine-layer$/;
  const base = ['baseline', 'default-css-variables', 'global'];
  const read = (name: string) => fs.readFileSync(path.join(stylesDir, `${name}.css`), 'utf8');
  /** Layer names in styles.css order: where each file's first rule appears in the whole. */
  const layerOrder = () => {
    const whole = fs.readFileSync(path.join(stylesDir, '../styles.css'), 'utf8');
    const components = fs
      .readdirSync(stylesDir)
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      .map((file) => file.slice(0, -'.css'.length))
      .filter((name) => !base.includes(name));
    const at = (name: string) => whole.indexOf(read(name).trim().split('{')[0] ?? '');
    return [...base, ...components.sort((a, b) => at(a) - at(b))];
  };
  return {
    name: 'vitrina:mantine-css-per-component',
    enforce: 'pre',
    resolveId(id) {
      return id === 'virtual:mantine-base.css' ? '\0mantine-base.css' : null;
    },
    load(id) {
      if (id !== '\0mantine-base.css') return null;
      const layers = layerOrder().map((name) => `mantine.${name}`);
      return [`@layer ${layers.join(', ')};`, ...base.map((name) => `@layer mantine.${name} {\n${read(name)}\n}`)].join('\n');
    },
    transform(code, id) {
      const component = classMap.exec(id)?.[1];
      if (component) return { code: `import '@mantine/core/styles/${component}.css?mantine-layer';\n${code}`, map: null };
      const sheet = layered.exec(id)?.[1];
      if (sheet) return { code: `@layer mantine.${sheet} {\n${code}\n}`, map: null };
      return null;
    },
  };
}

export default defineConfig(({ command }) => {
  // A build is for browsers: under vitest (NODE_ENV=test, the e2e suite's `npm start`) it would
  // otherwise ship React's development build, larger and slower than what users get.
  if (command === 'build' && process.env.NODE_ENV === 'test') process.env.NODE_ENV = 'production';
  return {
    root,
    base: '/',
    plugins: [react(), mantineCssPerComponent()],
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
          // What every page loads (React, the router, i18next, Mantine's core, the app shell) in one
          // chunk rather than a dozen: fewer requests, and brotli compresses it 10 KB smaller.
          codeSplitting: { groups: [{ name: 'core', tags: ['$initial'] }] },
        },
      },
    },
  };
});
