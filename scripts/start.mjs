#!/usr/bin/env node
// `npm start`: builds the console and the widget when missing or older than their sources, then
// runs every role of the server in this process (DEMO on unless the environment says otherwise).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const consoleDir = path.join(root, 'apps/console');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds an app when its build is missing or older than its sources (or the shared contracts). */
function buildIfStale(appDir, output, build) {
  const sources = Math.max(newestMtime(appDir), newestMtime(path.join(root, 'packages/contracts/src')));
  if (fs.existsSync(output) && fs.statSync(output).mtimeMs >= sources) return;
  console.log(`Building ${path.relative(root, appDir)}…`);
  execFileSync(process.execPath, build, { cwd: appDir, stdio: 'inherit' });
}

buildIfStale(consoleDir, path.join(consoleDir, 'dist/index.html'), [
  path.join(root, 'node_modules/vite/bin/vite.js'),
  'build',
  '--logLevel',
  'warn',
]);
const widgetDir = path.join(root, 'apps/widget');
buildIfStale(widgetDir, path.join(widgetDir, 'dist/init.js'), [path.join(widgetDir, 'build.mjs')]);
// Static files go out as built once in brotli and gzip (only what changed is compressed again).
for (const dist of [path.join(consoleDir, 'dist'), path.join(widgetDir, 'dist')]) precompress(dist);

process.env.DEMO ??= '1';
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
