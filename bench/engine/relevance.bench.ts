// NDCG@10 on the Home Depot development set (shared/data/relevance/homedepot): our engine against
// MiniSearch BM25 (fuzzy 0.2, prefix, title ×2) in the same process. The held-out CrowdFlower set is
// never read here. Run: npm run bench:relevance
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { buildIndex, type EngineOffer } from '../../packages/engine/src/index';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIR = path.resolve(here, '../../../shared/data/relevance/homedepot');
const MIN_JUDGED = 10;

if (!fs.existsSync(path.join(DIR, 'products.tsv'))) {
  console.log(`relevance bench skipped: ${DIR} is absent (the shared data sets sit beside the repo).`);
  process.exit(0);
}

/** Tab-separated rows with a header; a field in double quotes may hold tabs, newlines and "" escapes. */
function readTsv(file: string): string[][] {
  const text = fs.readFileSync(file, 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === '\t') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows.slice(1);
}

const products = readTsv(path.join(DIR, 'products.tsv'));
const queries = readTsv(path.join(DIR, 'queries.tsv'));
const qrels = readTsv(path.join(DIR, 'qrels.tsv'));
const gains = new Map<string, Map<string, number>>();
for (const [qid, pid, , gain] of qrels) {
  if (!qid || !pid) continue;
  const map = gains.get(qid) ?? new Map<string, number>();
  gains.set(qid, map);
  map.set(pid, Number(gain));
}
const judged = queries.filter(([qid]) => (gains.get(qid as string)?.size ?? 0) >= MIN_JUDGED) as Array<[string, string]>;

function ndcg(qid: string, ranked: string[]): number {
  const g = gains.get(qid) as Map<string, number>;
  const dcg = ranked.slice(0, 10).reduce((sum, id, i) => sum + (g.get(id) ?? 0) / Math.log2(i + 2), 0);
  const ideal = [...g.values()]
    .sort((a, b) => b - a)
    .slice(0, 10)
    .reduce((sum, gain, i) => sum + gain / Math.log2(i + 2), 0);
  return ideal > 0 ? dcg / ideal : 0;
}

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
