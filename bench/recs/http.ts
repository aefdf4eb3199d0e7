import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createSearchApp } from '../../apps/server/src/app';
import { insertOffers, swapCatalog } from '../../apps/server/src/catalog';
import { readConfig } from '../../apps/server/src/config';
import { insertWidget } from '../../apps/server/src/modules/trade-widgets';
import { tradeWidgetInputSchema } from '../../packages/contracts/src/index';
import type { EngineOffer, RecommendationType } from '../../packages/engine/src/index';
import type { FeedOffer } from '../../packages/feeds/src/index';
import { rng } from '../engine/catalog';
import { benchDeps } from '../support/bench-deps';
import { benchProject } from '../support/bench-project';
import type { Behaviour } from './generate';
import { cpuMs, cpuPercentiles, loadLine, percentiles } from './stats';

const CALLS = 500;
const BATCH = 20_000;

export async function runHttp(offers: EngineOffer[], behaviour: Behaviour, types: RecommendationType[]) {
  const { db, dataDir, uuid } = await benchProject('recs');
  let started = performance.now();
  for (let i = 0; i < offers.length; i += 1000) await insertOffers(db, uuid, 1, offers.slice(i, i + 1000) as unknown as FeedOffer[]);
  await swapCatalog(db, uuid, 1, offers.length);
  const tracker = behaviour.events.filter((e) => e.type !== 'search');
  const searches = behaviour.events.filter((e) => e.type === 'search');
  for (let i = 0; i < tracker.length; i += BATCH) {
    await db.query(
      `insert into tracker_events (source_uuid, created_at, type, user_id, offer_id, query, quantity)
       select $1, to_timestamp((e->>'ts')::float8 / 1000), e->>'type', e->>'userId', e->>'offerId', e->>'query', (e->>'quantity')::int
       from jsonb_array_elements($2::jsonb) e`,
      [uuid, JSON.stringify(tracker.slice(i, i + BATCH))],
    );
  }
  for (let i = 0; i < searches.length; i += BATCH) {
    await db.query(
      `insert into search_events (source_uuid, created_at, query, normalized, hits, user_id, latency_ms)
       select $1, to_timestamp((e->>'ts')::float8 / 1000), 'q', 'q', 1, e->>'userId', 1 from jsonb_array_elements($2::jsonb) e`,
      [uuid, JSON.stringify(searches.slice(i, i + BATCH))],
    );
  }
  console.log(`\nOver HTTP: database filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const widgets = new Map<RecommendationType, string>();
  for (const type of types) widgets.set(type, (await insertWidget(db, uuid, tradeWidgetInputSchema.parse({ name: type, type }))).id);

  // The app logs 'recommendations ready' once the stored events are read; the timings start after it.
  let markReady: (line: { events: number; ms: number }) => void = () => {};
  const ready = new Promise<{ events: number; ms: number }>((resolve) => {
    markReady = resolve;
  });
  let markPrepared: (ms: number) => void = () => {};
  const prepared = new Promise<number>((resolve) => {
    markPrepared = resolve;
  });
  const log = pino(
    { level: 'info' },
    {
      write(line: string) {
        const entry = JSON.parse(line) as { msg?: string; level?: number; events?: number; ms?: number };
        if (entry.msg === 'recommendations ready') markReady({ events: entry.events ?? 0, ms: entry.ms ?? 0 });
        else if (entry.msg === 'similar_by_text prepared') markPrepared(entry.ms ?? 0);
        else if ((entry.level ?? 0) >= 40) process.stderr.write(line);
      },
    },
  );
  const app = await createSearchApp(
    benchDeps({
      config: readConfig({
        DATA_DIR: dataDir,
        CONSOLE_DIR: '/nonexistent',
        RATE_LIMIT_ADDRESS_PER_MINUTE: '0',
        RATE_LIMIT_PROJECT_PER_MINUTE: '0',
      }),
      db,
      log,
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/${uuid}/widgets`;
  started = performance.now();
  await (await fetch(`${base}/${widgets.get('popular')}`)).arrayBuffer();
  console.log(
    `first widget call (search index built; answered from what was read by then): ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const read = await ready;
  console.log(`stored events read into the recommender: ${read.events} in ${(read.ms / 1000).toFixed(1)} s (requests answered meanwhile)`);
  console.log(`similar_by_text vectors prepared in the background in ${((await prepared) / 1000).toFixed(1)} s`);

  const random = rng(123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const rows = [];
  for (const type of types) {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const query = new URLSearchParams({ userId: pick(behaviour.users), id: pick(behaviour.events).offerId ?? pick(behaviour.products) });
      const t0 = performance.now();
      const c0 = cpuMs();
      const response = await fetch(`${base}/${widgets.get(type)}?${query}`);
      await response.arrayBuffer();
      times.push(performance.now() - t0);
      cpu.push(cpuMs() - c0);
      if (response.status !== 200) throw new Error(`${type}: HTTP ${response.status}`);
    }
    rows.push({ type, ...percentiles(times), ...cpuPercentiles(cpu) });
  }
  console.log(`GET /api/{project}/widgets/{id}: ${CALLS} calls per type, one at a time (random visitor and product page)`);
  // CPU time counts the client and the server alike: both run in this process.
  console.log(loadLine());
  console.table(rows);
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
