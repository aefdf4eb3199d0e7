// Engine against its peers on one generated catalogue: build time, heap, latency with typos,
// latency with category+vendor facet counts, and typo recall (the intended offer in the top 10).
// Run: npm run bench:engine   (SIZES=100000 PEERS=ours,minisearch to narrow it; PEERS_500K=1 runs peers at 500k too)
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type BenchQuery, generateCatalog, generateQueries } from './catalog';
import { flexsearch, lunrPeer, minisearch, orama, ours, oursLearned, oursLoaded, type Peer, type Searcher } from './peers';

const SIZES = (process.env.SIZES ?? '100000,500000').split(',').map(Number);
const ALL: Record<string, Peer> = { ours, oursLoaded, learned: oursLearned, minisearch, orama, flexsearch, lunr: lunrPeer };
const PEERS = (process.env.PEERS ?? Object.keys(ALL).join(',')).split(',').filter((name) => name in ALL);
const PEERS_500K = process.env.PEERS_500K === '1';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.warn('run with node --expose-gc for heap numbers');

function heap(): number {
  gc?.();
  gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** CPU time (user + system) of this process in ms: waiting for a busy core does not count, unlike wall time. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

interface Timing {
  p50: number;
  p99: number;
  cpuP50: number;
  cpuP99: number;
  results: number[][];
}

function timeQueries(queries: BenchQuery[], run: (query: string) => number[]): Timing {
  for (const query of queries.slice(0, 200)) run(query.text);
  const times: number[] = [];
  const cpu: number[] = [];
  const results: number[][] = [];
  for (const query of queries) {
    const cpuStart = cpuMs();
    const start = performance.now();
    let hits: number[] = [];
    try {
      hits = run(query.text);
    } catch {
      hits = [];
    }
    times.push(performance.now() - start);
    cpu.push(cpuMs() - cpuStart);
    results.push(hits);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), cpuP50: percentile(cpu, 50), cpuP99: percentile(cpu, 99), results };
}

interface Row {
  engine: string;
  size: number;
  build: number;
  heap: number;
  p50: number;
  p99: number;
  facetP50: number | null;
  facetP99: number | null;
  cpu: string;
  typoRecall: number;
  exactRecall: number;
  snapshotMB: number | null;
  loadMs: number | null;
  completeP50: number | null;
  completeP99: number | null;
}

/** What a shopper has typed on the way to a query: its first 60 %, at least one letter of the last word. */
function typedPrefix(text: string): string {
  const cut = Math.max(text.lastIndexOf(' ') + 2, Math.ceil(text.length * 0.6));
  return text.slice(0, Math.min(text.length, cut));
}

/** One engine at one size, in this process (a child of the run, so heaps never mix). */
async function measure(name: string, size: number): Promise<Row> {
  const catalog = generateCatalog(size);
  const queries = generateQueries(catalog);
  const peer = ALL[name] as Peer;
  const before = heap();
  const start = performance.now();
  const searcher: Searcher = await peer.build(catalog);
  const build = performance.now() - start;
  const heapDelta = heap() - before;
  searcher.prepare?.(queries.map((query) => query.text));
  const plain = timeQueries(queries, searcher.search);
  const facets = searcher.searchWithFacets ? timeQueries(queries, searcher.searchWithFacets) : null;
  const completions = searcher.complete
    ? timeQueries(queries, (typed) => {
        searcher.complete?.(typedPrefix(typed));
        return [];
      })
    : null;
  const snapshot = searcher.snapshot?.() ?? null;
  const recall = (kind: BenchQuery['kind']) => {
    const list = queries.map((query, i) => ({ query, hits: plain.results[i] as number[] })).filter(({ query }) => query.kind === kind);
    return list.filter(({ query, hits }) => hits.includes(query.target)).length / list.length;
  };
  return {
    engine: peer.name,
    size,
    build,
    heap: heapDelta,
    p50: plain.p50,
    p99: plain.p99,
    facetP50: facets?.p50 ?? null,
    facetP99: facets?.p99 ?? null,
    cpu: [plain, facets, completions].map((t) => (t ? `${t.cpuP50.toFixed(3)} / ${t.cpuP99.toFixed(2)}` : '—')).join(' · '),
    typoRecall: recall('typo'),
    exactRecall: recall('exact'),
    snapshotMB: snapshot ? snapshot.bytes / 2 ** 20 : null,
    loadMs: snapshot?.loadMs ?? null,
    completeP50: completions?.p50 ?? null,
    completeP99: completions?.p99 ?? null,
  };
}

if (process.env.BENCH_CHILD) {
  const [name, size] = process.env.BENCH_CHILD.split(':');
  console.log(JSON.stringify(await measure(name as string, Number(size))));
  process.exit(0);
}

const rows: Row[] = [];
console.log(
  `load average ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')} on ${os.availableParallelism()} cores`,
);
for (const size of SIZES) {
  for (const name of PEERS) {
    if (size > 100_000 && !name.startsWith('ours') && name !== 'learned' && !PEERS_500K) continue;
    const output = execFileSync(process.execPath, [...process.execArgv, '--max-old-space-size=8192', fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_CHILD: `${name}:${size}` },
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    });
    const row = JSON.parse(output.trim().split('\n').at(-1) as string) as Row;
    rows.push(row);
    console.log(JSON.stringify(row));
  }
}

const fmt = (value: number | null, digits = 2) => (value === null ? '—' : value.toFixed(digits));
console.log(
  '\n| offers | engine | build s | heap MB | p50 ms | p99 ms | facets p50 ms | facets p99 ms | typo recall | exact recall | completions p50 / p99 ms | snapshot MB | load ms |',
);
console.log('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows)
  console.log(
    `| ${row.size.toLocaleString('en')} | ${row.engine} | ${fmt(row.build / 1000, 1)} | ${fmt(row.heap / 2 ** 20, 0)} | ${fmt(row.p50, 3)} | ${fmt(row.p99)} | ${fmt(row.facetP50, 3)} | ${fmt(row.facetP99)} | ${fmt(row.typoRecall * 100, 1)}% | ${fmt(row.exactRecall * 100, 1)}% | ${row.completeP50 === null ? '—' : `${fmt(row.completeP50, 3)} / ${fmt(row.completeP99)}`} | ${fmt(row.snapshotMB, 1)} | ${fmt(row.loadMs, 0)} |`,
  );
console.log('\nCPU time per call, p50 / p99 ms (search · search with facets · completions):');
for (const row of rows) console.log(`${row.size.toLocaleString('en')} ${row.engine}: ${row.cpu}`);
console.log(
  `load average ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')}`,
);
if (!PEERS_500K && SIZES.some((size) => size > 100_000)) console.log('\nPeers skipped above 100k (minutes each); PEERS_500K=1 runs them.');
