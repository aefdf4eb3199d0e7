// What compressing a search answer costs on the server against what it saves on a phone connection:
// real answers of the search API (20k generated offers, 24 offers with facets), each encoding and
// level timed on this machine; transfer time at "Fast 3G" (1.6 Mbit/s down) and "4G" (9 Mbit/s).
// Run: npm run bench:compression
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import zlib from 'node:zlib';
import pino from 'pino';
import { createSearchApp } from '../../apps/server/src/app';
import { readConfig } from '../../apps/server/src/config';
import { generateCatalog, generateQueries } from '../engine/catalog';
import { benchDeps } from '../support/bench-deps';
import { benchCatalogProject } from '../support/catalog-project';

const catalog = generateCatalog(20_000);
const { db, dataDir, uuid } = await benchCatalogProject('compression', catalog);
const config = readConfig({
  DATA_DIR: dataDir,
  CONSOLE_DIR: '/nonexistent',
  RATE_LIMIT_ADDRESS_PER_MINUTE: '0',
  RATE_LIMIT_PROJECT_PER_MINUTE: '0',
});
const app = await createSearchApp(benchDeps({ config, db, log: pino({ level: 'warn' }) }));
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const answers: Buffer[] = [];
for (const query of generateQueries(catalog, 200).slice(0, 100)) {
  const response = await fetch(`${base}/api/${uuid}/search?query=${encodeURIComponent(query.text)}&limit=24`, {
    headers: { 'accept-encoding': 'identity' },
  });
  answers.push(Buffer.from(await response.arrayBuffer()));
}
for (const query of generateQueries(catalog, 200).slice(0, 50)) {
  const response = await fetch(`${base}/api/${uuid}/completions?query=${encodeURIComponent(query.text.slice(0, 4))}`, {
    headers: { 'accept-encoding': 'identity' },
  });
  answers.push(Buffer.from(await response.arrayBuffer()));
}
await app.close();
await db.close();

const encodings: Array<[string, (body: Buffer) => Buffer]> = [
  ['none', (body) => body],
  ...[1, 4, 6, 9].map((level): [string, (body: Buffer) => Buffer] => [`gzip ${level}`, (body) => zlib.gzipSync(body, { level })]),
  ...[1, 4, 5, 6, 11].map((quality): [string, (body: Buffer) => Buffer] => [
    `brotli ${quality}`,
    (body) =>
      zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
  ]),
];
const plain = answers.reduce((sum, body) => sum + body.length, 0) / answers.length;
console.log(
  `load average ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')}; ${answers.length} answers (100 searches, 50 completions), ${(plain / 1024).toFixed(1)} KB on average`,
);
console.log('| encoding | avg bytes | ratio | CPU µs per answer | Fast 3G ms (1.6 Mbit/s) | 4G ms (9 Mbit/s) |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [name, encode] of encodings) {
  for (const body of answers.slice(0, 20)) encode(body);
  const rounds = 5;
  const started = process.cpuUsage();
  let bytes = 0;
  for (let r = 0; r < rounds; r++) for (const body of answers) bytes += encode(body).length;
  const used = process.cpuUsage(started);
  const perAnswer = (used.user + used.system) / (rounds * answers.length);
  const avg = bytes / (rounds * answers.length);
  const ms = (mbit: number) => ((avg * 8) / (mbit * 1e6)) * 1000;
  console.log(
    `| ${name} | ${Math.round(avg)} | ${(plain / avg).toFixed(1)} | ${perAnswer.toFixed(0)} | ${ms(1.6).toFixed(1)} | ${ms(9).toFixed(1)} |`,
  );
}
import('node:fs').then((fs) => fs.rmSync(dataDir, { recursive: true, force: true }));
