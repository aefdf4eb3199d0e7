// Statistics at scale: STATS_EVENTS (default 10 million) search events of one shop over a year
// and TRACKER_EVENTS (default a tenth of that) tracker events, written with the statements the
// search API's buffer and the events endpoint use, in batches of INGEST_BATCH, into the embedded
// database (or DATABASE_URL's PostgreSQL, in a database made for the run and dropped after it,
// kept with STATS_KEEP_DB=1); then the daily, monthly and tracker rollups, then p50/p99 latency of
// every search report and the e-commerce report over 30 days and over the year. Prints markdown.
// Run: npm run bench:stats   (STATS_EVENTS=… RUNS=… DATABASE_URL=… to change it)
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { migrate } from '../../apps/server/src/db/migrate';
import type { SearchEvent } from '../../apps/server/src/modules/search';
import {
  createSqlEventsStore,
  ensureMonthPartitions,
  rollupEndedDays,
  rollupEndedMonths,
  rollupEndedTrackerDays,
  SEARCH_REPORTS,
  type StoredTrackerEvent,
} from '../../apps/server/src/modules/stats';
import { openBenchDb } from '../support/bench-db';
import { searchEvents, trackerEvents } from './events';

const EVENTS = Number(process.env.STATS_EVENTS ?? 10_000_000);
const RUNS = Number(process.env.RUNS ?? 10);
const TRACKER_EVENTS = Number(process.env.TRACKER_EVENTS ?? Math.round(EVENTS / 10));
const DAYS = 365;
const DAY = 86_400_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

const { db, engine, name, drop } = await openBenchDb('stats');
if (name) console.error(`database ${name}`);
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

// Tracker events (page views, clicks, carts, purchases), written as the events endpoint does: one device a statement.
started = performance.now();
const pending = new Map<string, StoredTrackerEvent[]>();
for (const { device, event } of trackerEvents(TRACKER_EVENTS, DAYS, now)) {
  const list = pending.get(device) ?? [];
  list.push(event);
  pending.set(device, list);
  if (list.length >= 5000) {
    await store.writeTrackerEvents(uuid, list, device);
    pending.set(device, []);
  }
}
for (const [device, list] of pending) if (list.length) await store.writeTrackerEvents(uuid, list, device);
const trackerSeconds = (performance.now() - started) / 1000;

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
await store.report(uuid, 'ecommerce', { ...yearOptions, detail: 'month' });
const rawEcommerceMs = performance.now() - started;

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
started = performance.now();
const trackerDays = await rollupEndedTrackerDays(db, now);
const trackerRollupSeconds = (performance.now() - started) / 1000;
const [sizes] = await db.query<Record<string, number>>(
  `select (select count(*) from search_events)::int as raw, (select count(*) from search_rollup_queries)::int as queries,
     (select count(*) from search_rollup_users)::int as users, (select count(*) from search_rollup_month_queries)::int as "monthRows",
     (select count(*) from search_rollup_month_users)::int as "monthUsers", (select count(*) from search_rollup_month_reach)::int as "monthReach",
     (select count(*) from tracker_events)::int as tracker, (select count(*) from tracker_rollup_visitors)::int as visitors,
     (select count(*) from search_rollup_searchers)::int as searchers`,
);

const lines = [
  `${engine}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), node ${process.version}`,
  '',
  `- ingest (the buffer's statement, ${BATCH} events each): ${sizes?.raw} events in ${ingestSeconds.toFixed(0)} s = ${Math.round(EVENTS / ingestSeconds)} events/s`,
  `- daily rollups: ${days.length} days in ${rollupSeconds.toFixed(0)} s (${((rollupSeconds / Math.max(1, days.length)) * 1000).toFixed(0)} ms a day); ` +
    `${sizes?.queries} query rows, ${sizes?.users} user rows`,
  `- tracker events: ${sizes?.tracker} in ${trackerSeconds.toFixed(0)} s = ${Math.round(TRACKER_EVENTS / trackerSeconds)} events/s`,
  `- monthly rollups: ${months.length} months in ${monthSeconds.toFixed(1)} s; ${sizes?.monthRows} query rows, ` +
    `${sizes?.monthUsers} (query, shopper) pairs, ${sizes?.monthReach} reach rows`,
  `- tracker daily rollups: ${trackerDays.length} days in ${trackerRollupSeconds.toFixed(0)} s; ${sizes?.visitors} visitor rows, ` +
    `${sizes?.searchers} searcher rows; ecommerce by month over 365 days from raw events: ${ms(rawEcommerceMs)} ms`,
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
for (const select of [...SEARCH_REPORTS, 'ecommerce'] as const) {
  const cells: string[] = [];
  for (const span of [30, 365]) {
    const options = {
      from: new Date(now.getTime() - span * DAY),
      to: now,
      limit: 100,
      skip: 0,
      // The e-commerce year by month, as its screen shows a year.
      detail: select === 'ecommerce' && span === 365 ? ('month' as const) : ('day' as const),
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
