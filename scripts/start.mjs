#!/usr/bin/env node
// `npm start`: builds the console when its build is missing or older than its sources, then
// runs every role of the server in this process (DEMO on unless the environment says otherwise).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const consoleDir = path.join(root, 'apps/console');
const built = path.join(consoleDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestMtime(consoleDir), newestMtime(path.join(root, 'packages/contracts/src')));
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
  console.log('Building the console…');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: consoleDir,
    stdio: 'inherit',
  });
}

process.env.DEMO ??= '1';
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
