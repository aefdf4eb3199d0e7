import { describe, expect, it } from 'vitest';
import { readCsv } from './index';
import { chunked, collect, encodeCp1251, failure, offersOf, textSource } from './testing';

describe('readCsv', () => {
  it('sniffs semicolon and tab delimiters from the header', async () => {
    for (const d of [';', '\t', ',']) {
      const csv = `${['id', 'name', 'price'].join(d)}\n${['1', '"Чай ""Лист"""', '"1 299,50"'].join(d)}\n`;
      expect((await collect(readCsv(textSource(csv))))[0]).toMatchObject({
        kind: 'offer',
        offer: { id: '1', name: 'Чай "Лист"', price: 1299.5 },
      });
    }
  });

  it('reads quoted fields with delimiters, doubled quotes and newlines, after a BOM', async () => {
    const csv = '\ufeffid,title,description\r\n7,"Rug, ""big""","line one\nline <b>two</b>"\r\n';
    const [offer] = offersOf(await collect(readCsv(textSource(csv, [3]))));
    expect(offer).toMatchObject({ id: '7', name: 'Rug, "big"', description: 'line one line two', snippet: 'line one line <b>two</b>' });
  });

  it('falls back to windows-1251 when the bytes are not UTF-8', async () => {
    const bytes = encodeCp1251('id;name;Вес\n1;Чайник Ёлка;2\n');
    expect(offersOf(await collect(readCsv(chunked(bytes, [1]))))[0]).toMatchObject({
      name: 'Чайник Ёлка',
      params: [{ name: 'Вес', value: '2', unit: null }],
    });
  });

  it('maps Google Merchant columns, sale prices and availability', async () => {
    const csv =
      'id,title,link,image_link,additional_image_link,price,sale_price,availability,brand,gtin,mpn,product_type\n' +
      'g1,Mug,https://s.test/m,https://s.test/1.jpg,"https://s.test/2.jpg,https://s.test/3.jpg",12.99 USD,9.99 USD,out of stock,Acme,0123,M-1,Home > Kitchen\n';
    const items = await collect(readCsv(textSource(csv)));
    expect(items.map((i) => i.kind)).toEqual(['category', 'category', 'offer']);
    expect(offersOf(items)[0]).toMatchObject({
      price: 9.99,
      oldPrice: 12.99,
      currencyId: 'USD',
      available: false,
      vendor: 'Acme',
      barcodes: ['0123'],
      vendorCode: 'M-1',
      pictures: ['https://s.test/1.jpg', 'https://s.test/2.jpg', 'https://s.test/3.jpg'],
      categoryId: 'Home > Kitchen',
      url: 'https://s.test/m',
    });
  });

  it('turns unknown columns into params and param:<name>|<unit> columns into params with units', async () => {
    const csv = 'id,name,Color,param:Weight|kg,rating\n1,Box,red,2.5,4.7\n2,Bag,,,\n';
    const offers = offersOf(await collect(readCsv(textSource(csv))));
    expect(offers[0]?.params).toEqual([
      { name: 'Color', value: 'red', unit: null },
      { name: 'Weight', value: '2.5', unit: 'kg' },
    ]);
    expect(offers[0]?.rating).toBe(4.7);
    expect(offers[1]?.params).toEqual([]);
  });

  it('refuses a file without an id, sku or handle column', async () => {
    await failure(readCsv(textSource('foo,bar\n1,2\n')), 'FEED_CSV_NO_HEADER');
  });
});
