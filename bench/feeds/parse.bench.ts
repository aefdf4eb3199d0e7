// Parse throughput of @vitrina/feeds on a generated 100k-offer catalogue, beside plain saxes
// tokenization of the same bytes (the practical ceiling for readYml).
// Run: npm run bench:feeds-parse -w packages/feeds   (node --import tsx)
import { SaxesParser } from 'saxes';
import type { FeedCategory, FeedItem, FeedOffer } from '../../packages/feeds/src/index';
import { readCsv, readYml, writeCsv, writeYml } from '../../packages/feeds/src/index';

const OFFERS = Number(process.env.OFFERS ?? 100_000);
const CHUNK = 64 * 1024;
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

function makeCatalog(): { categories: FeedCategory[]; offers: FeedOffer[] } {
  const categories = Array.from({ length: 200 }, (_, i) => ({
    id: String(i + 1),
    name: `Категория ${i + 1}`,
    parentId: i < 20 ? null : String((i % 20) + 1),
    url: null,
  }));
  const offers = Array.from({ length: OFFERS }, (_, i): FeedOffer => {
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
  });
  return { categories, offers };
}

function* chunks(bytes: Uint8Array): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
}
async function* source(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield* chunks(bytes);
}

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);

async function time(label: string, bytes: Uint8Array, run: () => Promise<number>): Promise<Record<string, string | number>> {
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  const started = process.hrtime.bigint();
  const offers = await run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const mb = bytes.length / 1024 / 1024;
  return {
    run: label,
    MB: mb.toFixed(1),
    seconds: seconds.toFixed(2),
    'MB/s': (mb / seconds).toFixed(1),
    'offers/s': offers ? Math.round(offers / seconds).toLocaleString('en') : '-',
    offers,
    'peak RSS MB': Math.round(peakRss / 1024 / 1024),
    'RSS growth MB': Math.round((peakRss - rssBefore) / 1024 / 1024),
  };
}

async function countOffers(items: AsyncIterable<FeedItem>): Promise<number> {
  let n = 0;
  for await (const item of items) if (item.kind === 'offer') n++;
  return n;
}

const catalog = makeCatalog();
const yml = new TextEncoder().encode(writeYml(catalog));
const csv = new TextEncoder().encode(writeCsv(catalog.offers));
catalog.offers.length = 0; // keep only the bytes in memory while measuring

const rows = [];
rows.push(
  await time('saxes tokenize only (YML)', yml, async () => {
    const parser = new SaxesParser();
    let n = 0;
    parser.on('opentag', (tag) => {
      if (tag.name === 'offer') n++;
    });
    const decoder = new TextDecoder('utf-8');
    for (const chunk of chunks(yml)) parser.write(decoder.decode(chunk, { stream: true }));
    parser.close();
    return n;
  }),
);
rows.push(await time('readYml', yml, () => countOffers(readYml(source(yml)))));
rows.push(await time('readYml ignoreXmlErrors', yml, () => countOffers(readYml(source(yml), { ignoreXmlErrors: true }))));
rows.push(await time('readCsv', csv, () => countOffers(readCsv(source(csv)))));
clearInterval(sampler);
console.log(`node ${process.version}, ${OFFERS.toLocaleString('en')} offers, ${CHUNK / 1024} KiB chunks`);
console.table(rows);
