// Product-first precision@5: does a query naming a product type show the products themselves before
// their accessories? Queries are derived from every real feed in shared/data/feeds by one rule: a word
// that begins the names of at least 5 offers and also appears later in at least 2 other names
// («смеситель»: «Смеситель для ванны…» and «Штанга для смесителя»). A result counts when its name
// begins with the word (any form of it). Our engine against MiniSearch BM25 on the same names and
// descriptions, in the same run. Run: npm run bench:product-first
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { buildIndex, createAnalyzer, type EngineCategory, type EngineOffer, type Locale } from '../../packages/engine/src/index';
import { type FeedCategory, type FeedItem, type FeedOffer, readCsv, readYml } from '../../packages/feeds/src/index';

const here = path.dirname(fileURLToPath(import.meta.url));
const FEEDS = path.resolve(here, '../../../shared/data/feeds');
/** The languages each shop's owner sets in the project (fields.locale): Russian and Ukrainian shops 'ru'. */
const LOCALES: Record<string, Locale[]> = { '05_google-merchant_es_cosmetics.csv': ['es'], '06_google-merchant_ar_rtl.csv': ['en'] };
const localesOf = (file: string): Locale[] => LOCALES[path.basename(file)] ?? (file.endsWith('.csv') ? ['en'] : ['ru']);
const MIN_HEADS = 5;
const MIN_LATER = 2;
const TOP = 5;

if (!fs.existsSync(FEEDS)) {
  console.log(`product-first bench skipped: ${FEEDS} is absent (the shared data sets sit beside the repo).`);
  process.exit(0);
}

async function readFeed(file: string): Promise<{ offers: FeedOffer[]; categories: FeedCategory[] } | null> {
  const offers: FeedOffer[] = [];
  const categories: FeedCategory[] = [];
  const reader = file.endsWith('.csv') ? readCsv : readYml;
  try {
    for await (const item of reader(fs.createReadStream(file), { ignoreXmlErrors: true }) as AsyncIterable<FeedItem>) {
      if (item.kind === 'offer') offers.push(item.offer);
      else if (item.kind === 'category') categories.push(item.category);
    }
  } catch {
    return null; // Broken on purpose (malformed, XXE): not a catalog to rank.
  }
  return { offers, categories };
}

const analyzer = createAnalyzer(['ru', 'en']);
const words = (name: string) => (analyzer.fold(name).match(/\p{L}+/gu) ?? []).filter((word) => word.length >= 3);
const stemOf = (word: string) => analyzer.stem(word);
const headStem = (name: string) => {
  const first = words(name)[0];
  return first ? stemOf(first) : '';
};

/** Product-type queries of one catalog by the rule above: the word in its most common heading form. */
function productTypeQueries(offers: FeedOffer[]): string[] {
  const heads = new Map<string, { count: number; forms: Map<string, number> }>();
  for (const offer of offers) {
    const first = words(offer.name)[0];
    if (!first) continue;
    const stem = stemOf(first);
    const entry = heads.get(stem) ?? { count: 0, forms: new Map() };
    entry.count++;
    entry.forms.set(first, (entry.forms.get(first) ?? 0) + 1);
    heads.set(stem, entry);
  }
  const later = new Map<string, number>();
  for (const offer of offers) {
    const [, ...rest] = words(offer.name);
    for (const stem of new Set(rest.map(stemOf))) later.set(stem, (later.get(stem) ?? 0) + 1);
  }
  const queries: string[] = [];
  for (const [stem, { count, forms }] of heads) {
    if (count < MIN_HEADS || (later.get(stem) ?? 0) < MIN_LATER) continue;
    queries.push([...forms].sort((a, b) => b[1] - a[1])[0]?.[0] as string);
  }
  return queries.sort();
}

function precision(query: string, names: string[]): number {
  const stem = stemOf(analyzer.fold(query));
  return names.slice(0, TOP).filter((name) => headStem(name) === stem).length / TOP;
}

interface Row {
  feed: string;
  offers: number;
  queries: number;
  ours: number;
  mini: number;
}

const rows: Row[] = [];
const misses: string[] = [];
const files = ['yml', 'csv'].flatMap((dir) =>
  fs
    .readdirSync(path.join(FEEDS, dir))
    .sort()
    .map((name) => path.join(FEEDS, dir, name)),
);
for (const file of files) {
  const feed = await readFeed(file);
  if (!feed || feed.offers.length === 0) continue;
  const queries = productTypeQueries(feed.offers);
  if (queries.length === 0) continue;
  const index = buildIndex({
    offers: feed.offers as unknown as EngineOffer[],
    categories: feed.categories as EngineCategory[],
    options: { locales: localesOf(file) },
  });
  const mini = new MiniSearch<{ id: number; name: string; description: string }>({
    fields: ['name', 'description'],
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { name: 2 } },
  });
  mini.addAll(feed.offers.map((offer, id) => ({ id, name: offer.name, description: offer.description })));
  let ours = 0;
  let baseline = 0;
  for (const query of queries) {
    const found = index.search({ query, limit: TOP }).offers.map((hit) => hit.offer.name);
    const p = precision(query, found);
    ours += p;
    if (p < 1) misses.push(`${path.basename(file)} «${query}» ${p.toFixed(1)}: ${found.map((name) => name.slice(0, 40)).join(' | ')}`);
    baseline += precision(
      query,
      mini
        .search(query)
        .slice(0, TOP)
        .map((hit) => feed.offers[hit.id as number]?.name ?? ''),
    );
  }
  rows.push({ feed: path.basename(file), offers: feed.offers.length, queries: queries.length, ours, mini: baseline });
}

const total = (key: 'ours' | 'mini' | 'queries') => rows.reduce((sum, row) => sum + row[key], 0);
console.log(`Product-first precision@${TOP}: product-type queries derived from ${rows.length} real feeds`);
console.log('| feed | offers | queries | vitrina engine | MiniSearch 7.2 BM25 |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const row of rows)
  console.log(
    `| ${row.feed} | ${row.offers} | ${row.queries} | ${(row.ours / row.queries).toFixed(3)} | ${(row.mini / row.queries).toFixed(3)} |`,
  );
const queries = total('queries');
console.log(`| all | | ${queries} | ${(total('ours') / queries).toFixed(3)} | ${(total('mini') / queries).toFixed(3)} |`);
if (process.env.SHOW_MISSES) for (const miss of misses) console.log(miss);
