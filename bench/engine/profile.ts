// Profiles the engine's search and completions on the bench catalogue, per query kind:
// CPU time per call (process.cpuUsage) and the slowest queries. Run under `node --cpu-prof` for a profile.
// Run: node --import tsx bench/engine/profile.ts   (SIZE=500000, WHAT=search|facets|complete, ROUNDS=3)
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildIndex } from '../../packages/engine/src/index';
import { generateCatalog, generateQueries } from './catalog';

const SIZE = Number(process.env.SIZE ?? 100_000);
const WHAT = process.env.WHAT ?? 'facets';
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const catalog = generateCatalog(SIZE);
const queries = generateQueries(catalog);
const index = buildIndex({ offers: catalog.offers, categories: catalog.categories });
const typed = (text: string) => text.slice(0, Math.min(text.length, Math.max(text.lastIndexOf(' ') + 2, Math.ceil(text.length * 0.6))));
const run = (text: string) => {
  if (WHAT === 'complete') index.complete({ query: typed(text) });
  else index.search({ query: text, limit: 10, ...(WHAT === 'facets' ? { facets: ['category', 'vendor'] } : {}) });
};
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
for (const q of queries.slice(0, 200)) run(q.text);
// PROFILE=file.cpuprofile: a CPU profile of the timed queries only (not of the build).
const session = process.env.PROFILE ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const times: Array<{ ms: number; text: string; kind: string }> = [];
for (let r = 0; r < ROUNDS; r++)
  for (const q of queries) {
    const start = cpu();
    run(q.text);
    times.push({ ms: cpu() - start, text: WHAT === 'complete' ? typed(q.text) : q.text, kind: q.kind });
  }
if (session && process.env.PROFILE) {
  const { profile } = await session.post('Profiler.stop');
  fs.writeFileSync(process.env.PROFILE, JSON.stringify(profile));
}
const sorted = [...times].sort((a, b) => a.ms - b.ms);
const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]?.ms.toFixed(3);
console.log(
  `${WHAT} at ${SIZE}: CPU p50 ${at(0.5)} ms, p90 ${at(0.9)}, p99 ${at(0.99)}, total ${times.reduce((s, t) => s + t.ms, 0).toFixed(0)} ms`,
);
const kinds = new Map<string, number[]>();
for (const t of times) kinds.set(t.kind, [...(kinds.get(t.kind) ?? []), t.ms]);
for (const [kind, list] of kinds) {
  list.sort((a, b) => a - b);
  console.log(
    `  ${kind}: p50 ${list[Math.floor(list.length / 2)]?.toFixed(3)} p99 ${list[Math.floor(list.length * 0.99)]?.toFixed(3)} (${list.length})`,
  );
}
const slow = new Map<string, number>();
for (const t of sorted.slice(-60)) slow.set(t.text, Math.max(slow.get(t.text) ?? 0, t.ms));
console.log(
  'slowest:',
  [...slow]
    .slice(-20)
    .map(([text, ms]) => `${text} ${ms.toFixed(1)}`)
    .join(' | '),
);
