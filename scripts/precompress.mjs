#!/usr/bin/env node
// Compresses built static files once, at build time: `<file>.br` (brotli 11) and `<file>.gz`
// (gzip 9) beside each text file of at least MIN_BYTES, so the server sends them as they are and
// never compresses a static file per request (decision 0014). A file whose compressed forms are
// newer than it is left alone. Usage: node scripts/precompress.mjs <dir> [<dir> …]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Below this a compressed file saves less than its headers cost. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // A dotted folder is never served (the build's manifest, the server's renderer).
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(full);
    } else if (TEXT.has(path.extname(entry.name))) yield full;
  }
}

const fresh = (target, source) => fs.existsSync(target) && fs.statSync(target).mtimeMs >= fs.statSync(source).mtimeMs;

export function precompress(dir) {
  let written = 0;
  for (const file of files(dir)) {
    const size = fs.statSync(file).size;
    for (const suffix of ['.br', '.gz']) {
      const target = file + suffix;
      if (size < MIN_BYTES) {
        fs.rmSync(target, { force: true });
        continue;
      }
      if (fresh(target, file)) continue;
      const body = fs.readFileSync(file);
      const packed =
        suffix === '.br'
          ? zlib.brotliCompressSync(body, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : zlib.gzipSync(body, { level: 9 });
      fs.writeFileSync(target, packed);
      written++;
    }
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of process.argv.slice(2)) if (fs.existsSync(dir)) precompress(path.resolve(dir));
}
