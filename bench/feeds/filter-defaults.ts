// What the default-filter rule (engine filterOffReason) and the measure reading do on the real feeds
// in ../shared/data/feeds (never copied into the repository): per feed, the params that would be
// facets, those left off as identifiers (by name or by shape) or as single-valued, and those that
// read as numbers of one unit. Run: node --import tsx bench/feeds/filter-defaults.ts
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildIndex, type EngineOffer, filterOffReason, isIdentifierName } from '@vitrina/engine';
import { type FeedOffer, readCsv, readYml } from '@vitrina/feeds';

const FEEDS = path.resolve(import.meta.dirname, '../../../shared/data/feeds');
if (!existsSync(FEEDS)) {
  console.log(`${FEEDS} is absent: nothing to measure.`);
  process.exit(0);
}

async function offersOf(file: string): Promise<FeedOffer[]> {
  const read = file.endsWith('.csv') ? readCsv : readYml;
  const offers: FeedOffer[] = [];
  try {
    for await (const item of read(createReadStream(file), { ignoreXmlErrors: true })) if (item.kind === 'offer') offers.push(item.offer);
  } catch {
    // A feed that stops part way (a broken one) is measured on the offers read so far.
  }
  return offers;
}

const files = ['yml', 'csv'].flatMap((dir) =>
  readdirSync(path.join(FEEDS, dir))
    .filter((name) => !name.endsWith('.raw.php'))
    .map((name) => path.join(dir, name)),
);
const total = { params: 0, identifierName: 0, identifierShape: 0, singleValue: 0, measures: 0 };
for (const file of files) {
  const offers = await offersOf(path.join(FEEDS, file));
  const stats = buildIndex({ offers: offers as EngineOffer[], categories: [] }).paramStats();
  if (!stats.length) continue;
  const line: string[] = [];
  for (const param of stats) {
    const reason = filterOffReason(param);
    total.params++;
    const tag =
      reason === 'identifier' ? (isIdentifierName(param.name) ? 'id:name' : 'id:shape') : reason === 'singleValue' ? 'single' : 'on';
    if (tag === 'id:name') total.identifierName++;
    if (tag === 'id:shape') total.identifierShape++;
    if (tag === 'single') total.singleValue++;
    if (param.unit) total.measures++;
    line.push(
      `${param.name} [${tag}${param.unit ? `, ${param.unit}` : param.unit === '' ? ', number' : ''}; ${param.offers}/${param.values}]`,
    );
  }
  console.log(`\n${file}: ${offers.length} offers, ${stats.length} params\n  ${line.join('\n  ')}`);
}
console.log('\ntotal', total);
