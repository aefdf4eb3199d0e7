// Recommendation benchmark: 100k generated offers and 1M generated events (npm run bench:recs).
// 1) In process: build time and memory of the recommender, p50/p99 of recommend() per widget type.
// 2) Over HTTP: the same data in the embedded database, the search app on a loopback port; the
//    first widget call reads the events, then GET /api/{project}/widgets/{id} per type, one at a time.
// OFFERS=… EVENTS=… change the size; ENGINE=0 or HTTP=0 skip a half.
import { createRecommender, type RecommendationType } from '../../packages/engine/src/index';
import { generateCatalog, rng } from '../engine/catalog';
import { generateEvents, generatePictures, withDiscounts } from './generate';
import { runHttp } from './http';
import { cpuMs, cpuPercentiles, loadLine, percentiles } from './stats';

const OFFERS = Number(process.env.OFFERS ?? 100_000);
const EVENTS = Number(process.env.EVENTS ?? 1_000_000);
const CALLS = 2000;

export const TYPES: RecommendationType[] = [
  'popular',
  'recently',
  'personal',
  'personal_popular',
  'discount',
  'with_this_product_view',
  'with_this_product_buy',
  'with_this_product_buy_with_view',
  'with_this_product_buy_with_search',
  'similar_by_text',
  'similar_by_photo',
];

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const offers = withDiscounts(generateCatalog(OFFERS).offers);
const behaviour = generateEvents(offers, EVENTS);
if (process.env.ENGINE !== '0') runInProcess();

function runInProcess() {
  const heapBefore = heapMb();
  let started = performance.now();
  const recommender = createRecommender({ offers });
  recommender.addEvents(behaviour.events);
  const buildMs = performance.now() - started;
  recommender.setPictureFeatures(generatePictures(offers));
  const heapAfter = heapMb();
  started = performance.now();
  recommender.recommend({ type: 'similar_by_text', productId: behaviour.products[0] ?? null });
  const textBuildMs = performance.now() - started;
  const stats = recommender.stats();
  console.log(
    `${OFFERS} offers, ${EVENTS} events (${behaviour.users.length} visitors): learnt in ${(buildMs / 1000).toFixed(1)} s, ` +
      `heap +${(heapAfter - heapBefore).toFixed(0)} MB (model's own estimate ${(stats.memoryBytes / 2 ** 20).toFixed(0)} MB, ` +
      `${stats.pairs} co-occurrence pairs, ${stats.visitors} visitors); similar_by_text vectors built on first use in ${(textBuildMs / 1000).toFixed(1)} s`,
  );

  const random = rng(99);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  // Product pages are asked about as often as they are viewed: mostly popular ones, the cache helps as in life.
  const productOf = () => pick(behaviour.events).offerId ?? pick(behaviour.products);
  const rows = TYPES.map((type) => {
    const times: number[] = [];
    const cpu: number[] = [];
    let empty = 0;
    for (let i = 0; i < CALLS; i++) {
      const request = { type, userId: pick(behaviour.users), productId: productOf(), limit: 12 };
      const t0 = performance.now();
      const c0 = cpuMs();
      const found = recommender.recommend(request);
      times.push(performance.now() - t0);
      cpu.push(cpuMs() - c0);
      if (!found.length) empty++;
    }
    return { type, ...percentiles(times), ...cpuPercentiles(cpu), 'empty %': Math.round((empty / CALLS) * 100) };
  });
  console.log(`In process: recommend() ${CALLS} calls per type (random visitor and product page); ${loadLine()}`);
  console.table(rows);
}

if (process.env.HTTP !== '0') await runHttp(offers, behaviour, TYPES);
