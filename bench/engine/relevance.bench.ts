// NDCG@10 on the Home Depot development set (shared/data/relevance/homedepot): our engine against
// MiniSearch BM25 (fuzzy 0.2, prefix, title ×2) in the same process. The held-out CrowdFlower set is
// never read here. Run: npm run bench:relevance
import MiniSearch from 'minisearch';
import { buildIndex, type EngineOffer } from '../../packages/engine/src/index';
import { readHomeDepot } from '../support/homedepot';

const set = readHomeDepot('relevance bench');
if (!set) process.exit(0);
const { judged, ndcg } = set;
const products = set.products.map(({ id, title }) => [id, title]);
const MIN_JUDGED = 10;

const offers: EngineOffer[] = products.map(([id, title]) => ({
  id: id as string,
  groupId: null,
  name: title ?? '',
  vendor: null,
  vendorCode: null,
  model: null,
  typePrefix: null,
  url: null,
  description: '',
  categoryId: null,
  categoryIds: [],
  price: null,
  oldPrice: null,
  currencyId: null,
  available: true,
  pictures: [],
  params: [],
  rating: null,
  reviewCount: null,
  offerCode: null,
  barcodes: [],
}));

let start = performance.now();
const index = buildIndex({ offers, categories: [] });
const oursBuild = performance.now() - start;
start = performance.now();
const mini = new MiniSearch<{ id: string; title: string }>({
  fields: ['title'],
  searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 2 } },
});
mini.addAll(products.map(([id, title]) => ({ id: id as string, title: title ?? '' })));
const miniBuild = performance.now() - start;

let ours = 0;
let baseline = 0;
for (const [qid, query] of judged) {
  ours += ndcg(
    qid,
    index.search({ query, limit: 10 }).offers.map((hit) => hit.offer.id),
  );
  baseline += ndcg(
    qid,
    mini
      .search(query)
      .slice(0, 10)
      .map((hit) => String(hit.id)),
  );
}
console.log(`Home Depot dev set: ${products.length} products, ${judged.length} queries with ≥${MIN_JUDGED} judgements`);
console.log('| engine | NDCG@10 | build s |');
console.log('| --- | ---: | ---: |');
console.log(`| vitrina engine | ${(ours / judged.length).toFixed(4)} | ${(oursBuild / 1000).toFixed(2)} |`);
console.log(
  `| MiniSearch 7.2 BM25 (fuzzy 0.2, prefix, title ×2) | ${(baseline / judged.length).toFixed(4)} | ${(miniBuild / 1000).toFixed(2)} |`,
);
