// Statistics at scale: STATS_EVENTS (default 10 million) search events of one shop over a year,
// written through the search API's event buffer into the embedded database (or DATABASE_URL's
// PostgreSQL, in a database made for the run); then the daily and monthly rollups, then p50/p99 latency of
// every search report over 30 days and over the year. Prints a markdown table.
// Run: npm run bench:stats   (STATS_EVENTS=… RUNS=… DATABASE_URL=… to change it)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Db, openPglite, openPostgres } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import type { SearchEvent } from '../../apps/server/src/modules/search/event-buffer';
import { createSqlEventsStore } from '../../apps/server/src/modules/stats/events-store';
import { rollupEndedMonths } from '../../apps/server/src/modules/stats/month-rollups';
import { ensureMonthPartitions } from '../../apps/server/src/modules/stats/partitions';
import { rollupEndedDays } from '../../apps/server/src/modules/stats/rollups';
import { SEARCH_REPORTS } from '../../apps/server/src/modules/stats/search-reports';
import { searchEvents } from './events';

const EVENTS = Number(process.env.STATS_EVENTS ?? 10_000_000);
const RUNS = Number(process.env.RUNS ?? 10);
const DAYS = 365;
const DAY = 86_400_000;

async function openBenchDb(): Promise<{ db: Db; engine: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-stats-bench-'));
    const db = await openPglite(dir);
    const drop = async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    };
    return { db, engine: 'PGlite (on disk)', drop };
  }
  const name = `vitrina_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString());
  console.error(`database ${name}`);
  const [version] = await db.query<{ v: string }>("select current_setting('server_version') as v");
  return {
    db,
    engine: `PostgreSQL ${version?.v}`,
    drop: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

const { db, engine, drop } = await openBenchDb();
await migrate(db);
const uuid = randomUUID();
const now = new Date();
const store = createSqlEventsStore(db);
// The month partitions a year of live traffic would have made as it went.
for (let month = 12; month >= 0; month--)
  await ensureMonthPartitions(db, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - month, 1)));

// Ingest: the statement the search API's buffer flushes (one array per column), in batches of
// INGEST_BATCH (the buffer writes 1,000 at a time; bigger batches are the bulk-load rate).
const BATCH = Number(process.env.INGEST_BATCH ?? 10_000);
let started = performance.now();
let recorded = 0;
let batch: SearchEvent[] = [];
for (const event of searchEvents(uuid, EVENTS, DAYS, now)) {
  batch.push(event);
  if (batch.length < BATCH) continue;
  await store.writeSearchEvents(batch);
  batch = [];
  recorded += BATCH;
  if (recorded % 1_000_000 === 0) console.error(`${recorded} events, ${Math.round(recorded / ((performance.now() - started) / 1000))}/s`);
}
if (batch.length) await store.writeSearchEvents(batch);
const ingestSeconds = (performance.now() - started) / 1000;

// The same report before any rollup exists: every intent of the year found from raw events.
const yearOptions = {
  from: new Date(now.getTime() - DAYS * DAY),
  to: now,
  limit: 100,
  skip: 0,
  detail: 'day' as const,
  device: 'all' as const,
};
started = performance.now();
await store.report(uuid, 'popularQueries', yearOptions);
const rawYearMs = performance.now() - started;

started = performance.now();
const days = await rollupEndedDays(db, now);
const rollupSeconds = (performance.now() - started) / 1000;
// The year report again with daily rollups only, then with the monthly ones.
started = performance.now();
await store.report(uuid, 'popularQueries', yearOptions);
const dailyYearMs = performance.now() - started;
started = performance.now();
const months = await rollupEndedMonths(db, now);
const monthSeconds = (performance.now() - started) / 1000;
const [sizes] = await db.query<{ raw: number; queries: number; users: number; monthRows: number }>(
  `select (select count(*) from search_events)::int as raw, (select count(*) from search_rollup_queries)::int as queries,
     (select count(*) from search_rollup_users)::int as users, (select count(*) from search_rollup_month_queries)::int as "monthRows"`,
);

const lines = [
  `${engine}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), node ${process.version}`,
  '',
  `- ingest through the event buffer: ${sizes?.raw} events in ${ingestSeconds.toFixed(0)} s = ${Math.round(EVENTS / ingestSeconds)} events/s`,
  `- daily rollups: ${days.length} days in ${rollupSeconds.toFixed(0)} s (${((rollupSeconds / Math.max(1, days.length)) * 1000).toFixed(0)} ms a day); ` +
    `${sizes?.queries} query rows, ${sizes?.users} user rows`,
  `- monthly rollups: ${months.length} months in ${monthSeconds.toFixed(1)} s; ${sizes?.monthRows} query rows`,
  `- popularQueries over 365 days from raw events alone (before the rollups): ${ms(rawYearMs)} ms; ` +
    `from daily rollups (before the monthly ones): ${ms(dailyYearMs)} ms`,
  `- load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}`,
  '',
  '| report | 30 days p50 | 30 days p99 | 365 days p50 | 365 days p99 |',
  '| --- | --- | --- | --- | --- |',
];
for (const select of SEARCH_REPORTS) {
  const cells: string[] = [];
  for (const span of [30, 365]) {
    const options = {
      from: new Date(now.getTime() - span * DAY),
      to: now,
      limit: 100,
      skip: 0,
      detail: 'day' as const,
      device: 'all' as const,
    };
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      await store.report(uuid, select, options);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    cells.push(`${ms(percentile(times, 50))} ms`, `${ms(percentile(times, 99))} ms`);
  }
  lines.push(`| ${select} | ${cells.join(' | ')} |`);
}
console.log(lines.join('\n'));
if (process.env.STATS_KEEP_DB) console.error('database kept (STATS_KEEP_DB)');
else await drop();
