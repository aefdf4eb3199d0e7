import { describe, expect, it } from 'vitest';
import { readCsv, readYml } from './index';
import { collect, countKinds, failure, feedFile, HAS_FEEDS, offersOf } from './testing';

// Counts checked by hand against the files (grep/python) in /work/shared/data/feeds. `params`
// counts non-empty <param> only: empty ones (most of the Bitrix params) are dropped on purpose.
const YML: Array<{
  file: string;
  offers: number;
  categories: number;
  params?: number;
  pictures?: number;
  unavailable?: number;
  uniqueIds?: number;
}> = [
  { file: '01_yandex-official_simplified_promos.xml', offers: 36, categories: 7, params: 298, pictures: 136 },
  { file: '02_yandex-official_delivery-pickup-options.xml', offers: 36, categories: 7, params: 291, pictures: 136 },
  { file: '03_yandex-official_vendor-model.xml', offers: 36, categories: 7, params: 291 },
  { file: '04_sirian_yandex-docs-2010_all-offer-types.xml', offers: 7, categories: 19 },
  { file: '07_sirian_nested-categories.xml', offers: 1, categories: 5 },
  { file: '08_goyml_yandex-docs-2013.xml', offers: 2, categories: 7, params: 6 },
  { file: '09_serkin_valid.xml', offers: 5, categories: 9, params: 35, unavailable: 3 },
  { file: '10_pastuhov-yii2_generated.xml', offers: 2, categories: 19, unavailable: 1 },
  { file: '11_bitrix_santechtula_cp1251.rendered.xml', offers: 1405, categories: 149, pictures: 1402 },
  { file: '12_bitrix_styx_cp1251_params.rendered.xml', offers: 326, categories: 59, params: 1724, pictures: 326 },
  { file: '13_bitrix_styx_cp1251_mojibake-url.rendered.xml', offers: 375, categories: 57, params: 1665, pictures: 354 },
  { file: '14_rozetka-dialect_cdata-html-desc.xml', offers: 379, categories: 0, pictures: 753, unavailable: 40 },
  { file: '15_eva-dialect_bilingual-ua.xml', offers: 150, categories: 14, params: 1004, pictures: 610, unavailable: 9 },
  { file: '16_maudau-dialect_many-pictures.xml', offers: 290, categories: 7, params: 3940, pictures: 1371, unavailable: 117 },
  { file: '18_single-line_no-xmldecl_homoglyph-attr.xml', offers: 25, categories: 41, params: 132, pictures: 25, unavailable: 1 },
  { file: '19_price-stock-only_outlets.xml', offers: 2959, categories: 0, params: 0, pictures: 0, uniqueIds: 2957 },
];

describe.skipIf(!HAS_FEEDS)('real YML feeds', () => {
  for (const feed of YML) {
    it(`reads ${feed.file} into ${feed.offers} offers and ${feed.categories} categories`, async () => {
      const items = await collect(readYml(feedFile(`yml/${feed.file}`)));
      const counts = countKinds(items);
      const offers = offersOf(items);
      expect(counts.shop).toBe(1);
      expect(counts.skipped ?? 0).toBe(0);
      expect(offers).toHaveLength(feed.offers);
      expect(counts.category ?? 0).toBe(feed.categories);
      if (feed.params !== undefined) expect(offers.reduce((n, o) => n + o.params.length, 0)).toBe(feed.params);
      if (feed.pictures !== undefined) expect(offers.reduce((n, o) => n + o.pictures.length, 0)).toBe(feed.pictures);
      expect(offers.filter((o) => !o.available)).toHaveLength(feed.unavailable ?? 0);
      expect(new Set(offers.map((o) => o.id)).size).toBe(feed.uniqueIds ?? feed.offers); // 19 repeats two ids
    });
  }

  it('decodes Cyrillic names and categories from the windows-1251 Bitrix feeds', async () => {
    const items = await collect(readYml(feedFile('yml/11_bitrix_santechtula_cp1251.rendered.xml')));
    const first = offersOf(items)[0];
    expect(first?.name).toBe('Американка HJ-3/4 F*3/4M');
    expect(items.find((i) => i.kind === 'category')).toEqual({
      kind: 'category',
      category: { id: '238', name: 'Смесители', parentId: null, url: null },
    });
    const styx = offersOf(await collect(readYml(feedFile('yml/12_bitrix_styx_cp1251_params.rendered.xml'))));
    expect(styx[0]?.name).toBe('ГЕЛЬ АНТИКУПЕРОЗНЫЙ С ЦЕНТЕЛЛОЙ АЗИАТСКОЙ , 400 мл');
    expect(styx.every((o) => o.vendor === null)).toBe(true); // <vendor></vendor> everywhere
    const shop = (await collect(readYml(feedFile('yml/13_bitrix_styx_cp1251_mojibake-url.rendered.xml'))))[0];
    expect(shop).toMatchObject({ kind: 'shop', name: 'стикс.рф', url: 'https://СЃС‚РёРєСЃ.СЂС„' });
  });

  it('builds vendor.model names from typePrefix, vendor and model', async () => {
    const offers = offersOf(await collect(readYml(feedFile('yml/03_yandex-official_vendor-model.xml'))));
    expect(offers[0]).toMatchObject({
      name: 'Умная лампочка Яндекс Яндекс E14',
      typePrefix: 'Умная лампочка',
      vendor: 'Яндекс',
      model: 'Яндекс E14',
    });
    expect(offers.every((o) => o.name !== '')).toBe(true);
  });

  it('turns CDATA HTML descriptions into plain text and a safe snippet', async () => {
    const offers = offersOf(await collect(readYml(feedFile('yml/14_rozetka-dialect_cdata-html-desc.xml'))));
    const first = offers[0];
    expect(first?.name).toBe('Сокира-колун Fiskars Solid A18 (1052045)');
    expect(first?.description.startsWith('Сокира‑колун Фіскарс Solid A18 (1052045)')).toBe(true);
    for (const o of offers) {
      expect(o.description).not.toMatch(/<[a-z]|&nbsp|&mdash;/);
      expect(o.snippet).not.toMatch(/<(?!\/?(b|strong|i|em|u|br|p|ul|ol|li)>)/);
    }
  });

  it('reads the bilingual and MAUDAU dialects (name_ru, price_old, old_price, 25 pictures)', async () => {
    const eva = offersOf(await collect(readYml(feedFile('yml/15_eva-dialect_bilingual-ua.xml'))));
    expect(eva.filter((o) => o.oldPrice !== null)).toHaveLength(71);
    expect(eva.every((o) => o.currencyId === 'UAH' && o.vendorCode !== null)).toBe(true);
    const maudau = offersOf(await collect(readYml(feedFile('yml/16_maudau-dialect_many-pictures.xml'))));
    expect(maudau[0]?.name).toBe('Чемодан Snowball 33703 большой 101л черный (33703-L-Black)');
    expect(Math.max(...maudau.map((o) => o.pictures.length))).toBe(25);
    expect(maudau.filter((o) => o.oldPrice !== null)).toHaveLength(26);
  });

  it('keeps price-only offers with an empty name', async () => {
    const offers = offersOf(await collect(readYml(feedFile('yml/19_price-stock-only_outlets.xml'))));
    expect(offers[0]).toMatchObject({ id: '21111112084_1', name: '', price: 15188, oldPrice: 20504 });
  });

  it('drops a self-parent and ignores the misspelt parent_id', async () => {
    const items = await collect(readYml(feedFile('yml/07_sirian_nested-categories.xml')));
    const categories = items.flatMap((i) => (i.kind === 'category' ? [i.category] : []));
    expect(categories.map((c) => [c.id, c.parentId])).toEqual([
      ['1', null],
      ['2', '1'],
      ['3', '2'],
      ['4', null],
      ['5', null],
    ]);
  });

  it('refuses the XXE feed without reading the entity', async () => {
    const error = await failure(readYml(feedFile('yml/05_sirian_xxe-attack.xml')), 'FEED_ENTITY_FORBIDDEN');
    expect(error.line).toBe(4);
  });

  it('fails on the malformed feed with its line and column, even when ignoring XML errors', async () => {
    const strict = await failure(readYml(feedFile('yml/06_sirian_malformed.xml')), 'FEED_PARSE_FAILED');
    expect([strict.line, strict.column]).toEqual([6, 11]); // </shop> while <name> is open
    const lenient = await failure(readYml(feedFile('yml/06_sirian_malformed.xml'), { ignoreXmlErrors: true }), 'FEED_PARSE_FAILED');
    expect(lenient.detail).toMatch(/ends before/); // the truncated document, at its end
    expect(lenient.line).toBe(7);
  });

  it('fails on the unescaped & by default and loads every offer when ignoring XML errors', async () => {
    const error = await failure(readYml(feedFile('yml/17_broken_unescaped-amp_lossy-encoding.yml')), 'FEED_PARSE_FAILED');
    expect([error.line, error.column]).toEqual([38, 54]);
    const items = await collect(readYml(feedFile('yml/17_broken_unescaped-amp_lossy-encoding.yml'), { ignoreXmlErrors: true }));
    const offers = offersOf(items);
    expect(offers).toHaveLength(2743);
    expect(offers.find((o) => o.name.includes('Cactus&Basil'))).toBeDefined();
  });
});

const CSV: Array<{ file: string; offers: number; categories: number; skipped?: number }> = [
  { file: '01_woocommerce-sample_products.classic-commerce.csv', offers: 24, categories: 6 },
  { file: '02_woocommerce-importer-test_sample.csv', offers: 3, categories: 4, skipped: 4 },
  { file: '03_shopify-product_template_2025_excel-mangled.csv', offers: 16, categories: 9 },
  { file: '04_shopify-product_template_2019.csv', offers: 3, categories: 0 },
  { file: '05_google-merchant_es_cosmetics.csv', offers: 183, categories: 10 },
  { file: '06_google-merchant_ar_rtl.csv', offers: 50, categories: 0 },
  { file: '07_google-merchant_multiline-desc.csv', offers: 2, categories: 0 },
];

describe.skipIf(!HAS_FEEDS)('real CSV feeds', () => {
  for (const feed of CSV) {
    it(`reads ${feed.file} into ${feed.offers} offers`, async () => {
      const items = await collect(readCsv(feedFile(`csv/${feed.file}`)));
      const counts = countKinds(items);
      expect(counts.offer).toBe(feed.offers);
      expect(counts.category ?? 0).toBe(feed.categories);
      expect(counts.skipped ?? 0).toBe(feed.skipped ?? 0);
      expect(new Set(offersOf(items).map((o) => o.id)).size).toBe(feed.offers);
    });
  }

  it('maps WooCommerce prices, categories, images and attributes', async () => {
    const offers = offersOf(await collect(readCsv(feedFile('csv/01_woocommerce-sample_products.classic-commerce.csv'))));
    const beanie = offers.find((o) => o.vendorCode === 'cc-beanie');
    expect(beanie).toMatchObject({
      id: '745',
      name: 'Beanie',
      price: 18,
      oldPrice: 20,
      categoryId: 'Clothing > Accessories',
      available: true,
    });
    const red = offers.find((o) => o.vendorCode === 'cc-hoodie-red');
    expect(red?.groupId).toBe('cc-hoodie');
    expect(red?.params).toContainEqual({ name: 'Color', value: 'Red', unit: null });
  });

  it('inherits names of Shopify variant rows and folds image-only rows into the product', async () => {
    const offers = offersOf(await collect(readCsv(feedFile('csv/03_shopify-product_template_2025_excel-mangled.csv'))));
    expect(offers.filter((o) => o.groupId === 'example-shirt').every((o) => o.name === 'Example T-Shirt')).toBe(true);
    const green = offers[1];
    expect(green?.params).toEqual(
      expect.arrayContaining([
        { name: 'Color', value: 'Green', unit: null },
        { name: 'Size', value: 'M', unit: null },
      ]),
    );
    const jeans = offers.filter((o) => o.groupId === 'example-pants');
    expect(jeans.map((o) => o.id)).toEqual(['PNT_DEN_285', 'PNT_DEN_305', 'PNT_DEN_405']);
    expect(jeans[2]?.pictures.length).toBe(2);
  });

  it('splits Google prices into amount and currency and keeps multi-line descriptions', async () => {
    const spanish = offersOf(await collect(readCsv(feedFile('csv/05_google-merchant_es_cosmetics.csv'))));
    expect(spanish[0]).toMatchObject({ price: 13, currencyId: 'EUR', vendor: 'Anita Pinturitas', categoryId: 'Alta Cosmética' });
    const arabic = offersOf(await collect(readCsv(feedFile('csv/06_google-merchant_ar_rtl.csv'))));
    expect(arabic[0]).toMatchObject({ name: 'جلابية قطيفه فرنساوي مستورد', price: 500, currencyId: 'EGP' });
    const shells = offersOf(await collect(readCsv(feedFile('csv/07_google-merchant_multiline-desc.csv'))));
    expect(shells[1]?.description).toContain('Hand‑prepared for consistent quality. All of our products');
    expect(shells[0]).toMatchObject({ description: '', price: 72.5, currencyId: 'USD', available: true });
  });
});
