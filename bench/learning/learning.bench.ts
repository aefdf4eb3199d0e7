// Learned ranking at scale: one shop with LEARN_SEARCHES (default 300k) shopper searches over 30
// days on LEARN_KEYS distinct queries (Zipf-like, a few very popular), 24 offers a page out of
// 20k, LEARN_USERS shoppers, and clicks after a tenth of the searches, carts and purchases after
// fewer; then the time of the full computation (what a search node does on a project's first
// search and at each refresh) and of one key (the console's query view). Prints markdown.
// Run: DATABASE_URL=postgres://… node --import tsx bench/learning/learning.bench.ts   (without it: PGlite on disk)
import type { Db } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import { learnProject } from '../../apps/server/src/modules/learning';
// The refresh's own step, measured alone (not part of the module's public API).
import { keysWithNewEvidence, newestEventId } from '../../apps/server/src/modules/learning/new-evidence';
import { openBenchDb } from '../support/bench-db';

const SEARCHES = Number(process.env.LEARN_SEARCHES ?? 300_000);
const KEYS = Number(process.env.LEARN_KEYS ?? 20_000);
const USERS = Number(process.env.LEARN_USERS ?? Math.round(SEARCHES / 3));
const OFFERS = 20_000;
const RUNS = Number(process.env.RUNS ?? 3);
const UUID = '00000000-0000-4000-8000-000000000001';

async function fill(db: Db) {
  await db.query(`insert into users (id, email, name, password_hash) values ('${UUID}', 'bench@example.com', 'Bench', 'x')`);
  await db.query(
    `insert into sources (uuid, owner_id, name, site_url, feed_format, catalog_version) values ('${UUID}', '${UUID}', 'Bench', 'shop.example', 'YML', 1)`,
  );
  await db.query(
    `insert into offers (source_uuid, version, id, data)
     select '${UUID}', 1, 'o' || n, jsonb_build_object('name', 'Offer ' || n, 'categoryId', 'c' || (n % 200)) from generate_series(1, ${OFFERS}) n`,
  );
  // Key k is searched with probability ~ 1/k; each key shows its own run of offers, each search a page of 24 from a skip.
  await db.query(
    `insert into search_impressions (source_uuid, created_at, user_id, address_hash, query_norm, query_key, first_rank, offer_ids)
     select '${UUID}', now() - random() * interval '30 days', 'u' || u, 'a' || u, 'query ' || k, 'query ' || k, 1 + skip,
       array(select 'o' || (1 + (k * 37 + skip + j) % ${OFFERS}) from generate_series(0, 23) j)
     from (select n, floor(exp(random() * ln(${KEYS})))::int as k, floor(random() * ${USERS})::int as u,
             (case when random() < 0.8 then 0 else 24 end) as skip
           from generate_series(1, ${SEARCHES}) n) s`,
  );
  // A tenth of the searches get a click, a quarter of those a cart addition, a fifth of those a purchase.
  await db.query(
    `insert into tracker_events (source_uuid, created_at, type, user_id, offer_id, query)
     select i.source_uuid, i.created_at + interval '1 minute', t.type, i.user_id, i.offer_ids[1 + floor(random() * random() * 24)::int],
       case when random() < 0.5 then i.query_norm end
     from search_impressions i cross join lateral (
       select 'click' as type where random() < 0.1 + 0 * i.first_rank
       union all select 'cart' where random() < 0.025 + 0 * i.first_rank
       union all select 'purchase' where random() < 0.005 + 0 * i.first_rank
     ) t`,
  );
  await db.query('analyze');
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

async function main() {
  const { db, engine, drop } = await openBenchDb('learning', Boolean(process.env.LEARN_KEEP_DB));
  try {
    await migrate(db);
    let started = performance.now();
    await fill(db);
    const fillMs = performance.now() - started;
    const [counts] = await db.query<{ impressions: number; events: number }>(
      'select (select count(*) from search_impressions)::int as impressions, (select count(*) from tracker_events)::int as events',
    );
    const input = { uuid: UUID, days: 30, strength: 50, catalogVersion: 1, now: new Date() };
    const full: number[] = [];
    let learned: Awaited<ReturnType<typeof learnProject>> = [];
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      learned = await learnProject(db, input);
      full.push(performance.now() - started);
    }
    const top = learned[0]?.key ?? 'query 1';
    const one: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      await learnProject(db, { ...input, keys: [top] });
      one.push(performance.now() - started);
    }
    // A refresh after 30 s of a busy shop: CLICKS_PER_REFRESH new clicks after searches of the last minutes.
    const clicks = Number(process.env.CLICKS_PER_REFRESH ?? 20);
    const refresh: number[] = [];
    let dirty = 0;
    for (let run = 0; run < RUNS; run++) {
      const seen = await newestEventId(db, UUID, new Date());
      await db.query(
        `insert into tracker_events (source_uuid, created_at, type, user_id, offer_id)
         select source_uuid, created_at + interval '1 minute', 'click', user_id, offer_ids[1]
         from (select * from search_impressions where source_uuid = $1 order by created_at desc limit 2000) recent
         order by random() limit ${clicks}`,
        [UUID],
      );
      started = performance.now();
      const found = await keysWithNewEvidence(db, UUID, seen, new Date());
      await learnProject(db, { ...input, now: new Date(), keys: [...found.keys] });
      refresh.push(performance.now() - started);
      dirty = found.keys.size;
    }
    const offers = learned.reduce((sum, key) => sum + key.offers.length, 0);
    console.log(`## Learned ranking, ${engine}\n`);
    console.log(
      `${counts?.impressions} impressions, ${counts?.events} tracker events, ${KEYS} queries, filled in ${(fillMs / 1000).toFixed(1)} s\n`,
    );
    console.log('| computation | median ms | runs |');
    console.log('| --- | ---: | ---: |');
    console.log(`| whole project (${learned.length} queries, ${offers} offers kept) | ${median(full).toFixed(0)} | ${RUNS} |`);
    console.log(`| one query (the most searched) | ${median(one).toFixed(0)} | ${RUNS} |`);
    console.log(`| refresh after ${clicks} new clicks (${dirty} keys computed again) | ${median(refresh).toFixed(0)} | ${RUNS} |`);
  } finally {
    await drop();
  }
}

await main();
