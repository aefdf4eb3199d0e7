// Parse throughput and memory of @vitrina/feeds on a generated catalogue (100k offers unless
// OFFERS=…), beside plain saxes tokenization of the same bytes (the practical ceiling for readYml).
// The feeds are written to a temporary file batch by batch and every run streams that file in
// 64 KiB chunks, so even OFFERS=500000 never holds the catalogue in memory: peak RSS is the
// reader's own plus Node's baseline (printed above the table).
// Run: npm run bench:feeds-parse -w packages/feeds   (node --expose-gc --import tsx)
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { type FeedCategory, type FeedItem, type FeedOffer, readCsv, readYml, writeCsv, writeYml } from '../../packages/feeds/src/index';

const OFFERS = Number(process.env.OFFERS ?? 100_000);
const MiB = 1024 * 1024;
const startRss = Math.round(process.memoryUsage().rss / MiB);
const CHUNK = 64 * 1024;
const BATCH = 5_000;
const WORDS = [
  'Чайник',
  'электрический',
  'Bosch',
  'стеклянный',
  'LED',
  'подсветка',
  '1,7 л',
  'Philips',
  'кофемолка',
  'steel',
  '&',
  '"Pro"',
];

const categories: FeedCategory[] = Array.from({ length: 200 }, (_, i) => ({
  id: String(i + 1),
  name: `Категория ${i + 1}`,
  parentId: i < 20 ? null : String((i % 20) + 1),
  url: null,
}));

function makeOffer(i: number): FeedOffer {
  const word = (k: number) => WORDS[(i * 7 + k * 13) % WORDS.length] ?? '';
  const description = `${word(1)} ${word(2)} ${word(3)} — описание товара номер ${i}, ${word(4)} ${word(5)}.`;
  return {
    id: `sku-${i}`,
    groupId: i % 5 === 0 ? `g-${i}` : null,
    name: `${word(0)} ${word(1)} ${word(2)} модель ${i}`,
    vendor: word(3),
    vendorCode: `VC${i}`,
    brandId: null,
    model: null,
    typePrefix: null,
    url: `https://shop.test/p/${i}`,
    description,
    snippet: description,
    offerLabel: null,
    offerCode: null,
    categoryId: String((i % 200) + 1),
    categoryIds: [String((i % 200) + 1)],
    price: 100 + (i % 9000) + 0.5,
    oldPrice: i % 3 === 0 ? 20000 : null,
    currencyId: 'RUB',
    available: i % 10 !== 0,
    pictures: [`https://img.test/${i}/1.jpg`, `https://img.test/${i}/2.jpg`],
    barcodes: [`46${String(i).padStart(11, '0')}`],
    salesNotes: null,
    params: [
      { name: 'Цвет', value: word(6), unit: null },
      { name: 'Вес', value: String(i % 50), unit: 'кг' },
      { name: 'Мощность', value: '2000', unit: 'Вт' },
    ],
    rating: null,
    reviewCount: null,
  };
}

/** Writes the same bytes as writeYml / writeCsv of the whole catalogue, BATCH offers at a time. */
function writeFeeds(dir: string): { yml: string; csv: string } {
  const yml = join(dir, 'feed.yml');
  const csv = join(dir, 'feed.csv');
  const skeleton = writeYml({ categories, offers: [] });
  const bodyAt = skeleton.indexOf('</offers>');
  writeFileSync(yml, skeleton.slice(0, bodyAt));
  writeFileSync(csv, '');
  for (let from = 0; from < OFFERS; from += BATCH) {
    const offers = Array.from({ length: Math.min(BATCH, OFFERS - from) }, (_, k) => makeOffer(from + k));
    const part = writeYml({ categories: [], offers });
    writeFileSync(yml, part.slice(part.indexOf('<offers>\n') + '<offers>\n'.length, part.lastIndexOf('</offers>')), { flag: 'a' });
    const rows = writeCsv(offers);
    writeFileSync(csv, from === 0 ? rows : rows.slice(rows.indexOf('\r\n') + 2), { flag: 'a' });
  }
  writeFileSync(yml, skeleton.slice(bodyAt), { flag: 'a' });
  return { yml, csv };
}

function source(file: string): AsyncIterable<Uint8Array> {
  return createReadStream(file, { highWaterMark: CHUNK });
}

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);

let ceiling = 0;

async function time(label: string, file: string, run: () => Promise<number>): Promise<Record<string, string | number>> {
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  const started = process.hrtime.bigint();
  const offers = await run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const mb = statSync(file).size / MiB;
  const speed = mb / seconds;
  if (ceiling === 0) ceiling = speed;
  return {
    run: label,
    MB: mb.toFixed(1),
    seconds: seconds.toFixed(2),
    'MB/s': speed.toFixed(1),
    'of ceiling': file.endsWith('.yml') ? `${Math.round((speed / ceiling) * 100)}%` : '-',
    'offers/s': Math.round(offers / seconds).toLocaleString('en'),
    offers,
    'peak RSS MB': Math.round(peakRss / MiB),
    'RSS growth MB': Math.round((peakRss - rssBefore) / MiB),
  };
}

async function countOffers(items: AsyncIterable<FeedItem>): Promise<number> {
  let n = 0;
  for await (const item of items) if (item.kind === 'offer') n++;
  return n;
}

async function saxesOnly(file: string): Promise<number> {
  const parser = new SaxesParser();
  let n = 0;
  parser.on('opentag', (tag) => {
    if (tag.name === 'offer') n++;
  });
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of source(file)) parser.write(decoder.decode(chunk, { stream: true }));
  parser.close();
  return n;
}

const dir = mkdtempSync(join(tmpdir(), 'feeds-parse-bench-'));
try {
  const files = writeFeeds(dir);
  const rows = [];
  rows.push(await time('saxes tokenize only (YML ceiling)', files.yml, () => saxesOnly(files.yml)));
  rows.push(await time('readYml', files.yml, () => countOffers(readYml(source(files.yml)))));
  rows.push(await time('readYml ignoreXmlErrors', files.yml, () => countOffers(readYml(source(files.yml), { ignoreXmlErrors: true }))));
  rows.push(await time('readCsv', files.csv, () => countOffers(readCsv(source(files.csv)))));
  console.log(
    `node ${process.version}, ${OFFERS.toLocaleString('en')} offers, ${CHUNK / 1024} KiB chunks from a file, RSS at start ${startRss} MB`,
  );
  console.table(rows);
} finally {
  clearInterval(sampler);
  rmSync(dir, { recursive: true, force: true });
}
