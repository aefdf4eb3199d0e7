// Builds dist/init.js: one IIFE file with Preact and the CSS inside, for GET /scripts/v3/init.js.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = path.dirname(fileURLToPath(import.meta.url));
const watch = process.argv.includes('--watch');

const options = {
  entryPoints: [path.join(dir, 'src/index.ts')],
  outfile: path.join(dir, 'dist/init.js'),
  bundle: true,
  format: 'iife',
  minify: !watch,
  sourcemap: false,
  // Current Chromium, Firefox and Safari (issue 5) and a few years back: ES2020 syntax.
  target: ['es2020'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  banner: { js: '/* Vitrina search widget */' },
  logLevel: 'warning',
};

if (watch) {
  const { context } = await import('esbuild');
  const ctx = await context(options);
  await ctx.watch();
  console.log('watching apps/widget/src …');
} else {
  await build(options);
}
