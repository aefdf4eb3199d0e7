// What writing search events costs the thread that answers searches, with the embedded database on
// the server's thread (as before decision 0016) and on a thread of its own (now), side by side: the
// event loop's busy time and its longest stall while a batch of 1000 events (the search event
// buffer's batch) is written to search_events. CPU spent in the database thread is not on the path.
// Run: npm run bench:event-writes   (BATCHES=10 by default)
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../apps/server/src/db/database';
import { openPglite } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import type { SearchEvent } from '../../apps/server/src/modules/search/event-buffer';
import { createSqlEventsStore } from '../../apps/server/src/modules/stats';

const BATCHES = Number(process.env.BATCHES ?? 10);
const BATCH = 1000;

/** PGlite on this thread behind the Db interface, as openPglite was before decision 0016. */
async function openOnThisThread(): Promise<Db> {
  const lite = await PGlite.create();
  return {
    kind: 'pglite',
    query: async (text, params = []) => (await lite.query(text, params as unknown[])).rows as never,
    exec: async (script) => void (await lite.exec(script)),
    transaction: (fn) =>
      lite.transaction((tx) =>
        fn({
          query: async (text, params = []) => (await tx.query(text, params as unknown[])).rows as never,
          exec: async (s) => void (await tx.exec(s)),
        }),
      ),
    close: () => lite.close(),
  };
}

const sourceUuid = crypto.randomUUID();
const batch = (): SearchEvent[] =>
  Array.from({ length: BATCH }, (_, i) => ({
    sourceUuid,
    at: new Date(),
    query: `query ${i % 300}`,
    normalized: `query ${i % 300}`,
    hits: 120,
    skip: 0,
    userId: `user-${i % 50}`,
    client: null,
    locale: 'ru',
    regionId: null,
    segmentId: null,
    device: 'mobile',
    firstInSession: i % 7 === 0,
    latencyMs: 0.8,
    kind: 'search',
  }));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(db: Db) {
  await migrate(db);
  // The project's owner shares its id: one uuid for both rows the events need.
  await db.query(`insert into users (id, email, name, password_hash) values ($1, 'bench@bench.local', 'Bench', 'x')`, [sourceUuid]);
  await db.query(
    `insert into sources (uuid, owner_id, name, site_url, feed_format) values ($1, $1, 'Bench', 'https://shop.example', 'YML')`,
    [sourceUuid],
  );
  const store = createSqlEventsStore(db);
  const busy: number[] = [];
  const stalls: number[] = [];
  for (let i = 0; i < BATCHES + 2; i++) {
    let last = performance.now();
    let worst = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      worst = Math.max(worst, now - last);
      last = now;
    }, 1);
    const before = performance.eventLoopUtilization();
    await store.writeSearchEvents(batch());
    await new Promise((resolve) => setTimeout(resolve, 5));
    clearInterval(tick);
    // The first two batches warm the database up.
    if (i < 2) continue;
    busy.push(performance.eventLoopUtilization(before).active);
    stalls.push(worst);
  }
  await db.close();
  return { busy: median(busy), stall: median(stalls), worstStall: Math.max(...stalls) };
}

const inThread = await measure(await openOnThisThread());
const ownThread = await measure(await openPglite(null));
console.log(
  `Search events written in batches of ${BATCH}, ${BATCHES} batches each; ${os.availableParallelism()} cores, Node ${process.version}, load average ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')}`,
);
console.log('| embedded database | event loop busy per batch ms (median) | longest stall ms (median / worst) |');
console.log('| --- | ---: | ---: |');
console.log(
  `| on the server's thread (before) | ${inThread.busy.toFixed(1)} | ${inThread.stall.toFixed(1)} / ${inThread.worstStall.toFixed(1)} |`,
);
console.log(`| on its own thread | ${ownThread.busy.toFixed(1)} | ${ownThread.stall.toFixed(1)} / ${ownThread.worstStall.toFixed(1)} |`);
