// Size budget of the widget script (issue 5): prints raw and gzip sizes of apps/widget/dist/init.js and
// exits non-zero when the gzipped size is above the budget, so `npm run build -w apps/widget` fails.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const BUDGET_GZIP_BYTES = 45 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const file = path.join(root, 'apps/widget/dist/init.js');

if (!fs.existsSync(file)) {
  console.error(`no ${path.relative(root, file)}: run npm run build -w apps/widget`);
  process.exit(2);
}
const raw = fs.readFileSync(file);
const gzip = zlib.gzipSync(raw, { level: 9 }).length;
const brotli = zlib.brotliCompressSync(raw).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const share = ((gzip / BUDGET_GZIP_BYTES) * 100).toFixed(0);
console.log(
  `widget init.js: raw ${kb(raw.length)}, gzip ${kb(gzip)}, brotli ${kb(brotli)} (budget ${kb(BUDGET_GZIP_BYTES)} gzip, ${share}% used)`,
);
if (gzip > BUDGET_GZIP_BYTES) {
  console.error(`widget init.js is over its size budget by ${kb(gzip - BUDGET_GZIP_BYTES)} gzipped`);
  process.exit(1);
}
