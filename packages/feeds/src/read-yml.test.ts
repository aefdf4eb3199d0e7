import { describe, expect, it } from 'vitest';
import { readYml } from './index';
import { chunked, collect, encodeCp1251, failure, offersOf, textSource } from './testing';

const feed = (offers: string, head = '<?xml version="1.0" encoding="UTF-8"?>') =>
  `${head}<yml_catalog><shop><name>S</name><currencies><currency id="RUB" rate="1"/></currencies><offers>${offers}</offers></shop></yml_catalog>`;
const readOffers = async (xml: string, options = {}) => offersOf(await collect(readYml(textSource(xml), options)));

describe('readYml', () => {
  it('decodes the five XML entities and character references', async () => {
    const [offer] = await readOffers(
      feed('<offer id="1"><name>A &amp; B &lt;C&gt; &quot;q&quot; &apos;s&apos; &#1046;&#x416;</name></offer>'),
    );
    expect(offer?.name).toBe('A & B <C> "q" \'s\' ЖЖ');
  });

  it('reads CDATA and strips unsafe HTML from descriptions', async () => {
    const html =
      '<p>Hi <b onclick="x()">there</b>&nbsp;&mdash; ok<script>alert(1)</script></p><img src=x onerror=alert(1)><ul><li>one</li></ul>';
    const [offer] = await readOffers(
      feed(`<offer id="1"><name><![CDATA[Tom & Jerry <3>]]></name><description><![CDATA[${html}]]></description></offer>`),
    );
    expect(offer?.name).toBe('Tom & Jerry <3>');
    expect(offer?.description).toBe('Hi there — ok one');
    expect(offer?.snippet).toBe('<p>Hi <b>there</b> — ok</p><ul><li>one</li></ul>');
  });

  it('keeps HTML written outside CDATA and HTML escaped as entities', async () => {
    const [raw, escaped] = await readOffers(
      feed(
        '<offer id="1"><description><p>One <i>two</i></p></description></offer><offer id="2"><description>&lt;p&gt;Three&lt;/p&gt;</description></offer>',
      ),
    );
    expect([raw?.description, raw?.snippet]).toEqual(['One two', '<p>One <i>two</i></p>']);
    expect([escaped?.description, escaped?.snippet]).toEqual(['Three', '<p>Three</p>']);
  });

  it('decodes windows-1251 declared in the XML declaration', async () => {
    const bytes = encodeCp1251(
      feed('<offer id="1"><name>Чайник Ёлка</name><categoryId>7</categoryId></offer>', '<?xml version="1.0" encoding="windows-1251"?>'),
    );
    const offers = offersOf(await collect(readYml(chunked(bytes, [1]))));
    expect(offers[0]?.name).toBe('Чайник Ёлка');
  });

  it('accepts a UTF-8 BOM and a feed without XML declaration', async () => {
    const body = new TextEncoder().encode(feed('<offer id="1"><name>Мёд</name></offer>', ''));
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...body]);
    expect((await collect(readYml(chunked(withBom, [2]))))[1]).toMatchObject({ kind: 'offer', offer: { name: 'Мёд' } });
    expect((await readOffers(feed('<offer id="1"><name>Мёд</name></offer>', '')))[0]?.name).toBe('Мёд');
  });

  it('names vendor.model offers typePrefix vendor model when <name> is absent', async () => {
    const [offer] = await readOffers(
      feed('<offer id="1" type="vendor.model"><typePrefix>Принтер</typePrefix><vendor>HP</vendor><model>LaserJet 3000</model></offer>'),
    );
    expect(offer?.name).toBe('Принтер HP LaserJet 3000');
  });

  it('collects several categoryIds, pictures, barcodes and params with units', async () => {
    const [offer] = await readOffers(
      feed(`<offer id="1" group_id="g7" available="false"><categoryId>3</categoryId><categoryId>5</categoryId><categoryId>3</categoryId>
        <picture>a.jpg</picture><picture>b.jpg</picture><barcode>4600000000001</barcode><barcode>4600000000002</barcode>
        <param name="Вес" unit="кг">1,5</param><param name="Пусто"></param><sales_notes>Предоплата</sales_notes></offer>`),
    );
    expect(offer).toMatchObject({
      groupId: 'g7',
      available: false,
      categoryId: '3',
      categoryIds: ['3', '5'],
      pictures: ['a.jpg', 'b.jpg'],
      barcodes: ['4600000000001', '4600000000002'],
      params: [{ name: 'Вес', value: '1,5', unit: 'кг' }],
      salesNotes: 'Предоплата',
    });
  });

  it('parses prices written with spaces, commas and dots', async () => {
    const offers = await readOffers(
      feed(
        ['1 299,50', '1,299.50', '1.299,50', '999', 'по запросу']
          .map((p, i) => `<offer id="${i}"><price>${p}</price><oldprice>2 000</oldprice></offer>`)
          .join(''),
      ),
    );
    expect(offers.map((o) => o.price)).toEqual([1299.5, 1299.5, 1299.5, 999, null]);
    expect(offers[0]?.oldPrice).toBe(2000);
  });

  it('reads the items/item dialect with image, price_old and stock', async () => {
    const xml =
      '<yml_catalog><shop><items><item id="9"><name_ua>Сокира</name_ua><image>x.jpg</image><price_old>10</price_old><stock_quantity>0</stock_quantity><category_id>4</category_id></item></items></shop></yml_catalog>';
    expect((await readOffers(xml))[0]).toMatchObject({
      id: '9',
      name: 'Сокира',
      pictures: ['x.jpg'],
      oldPrice: 10,
      available: false,
      categoryIds: ['4'],
    });
  });

  it('reads rating and review count from a param or an element', async () => {
    const xml = feed(
      '<offer id="1"><param name="Рейтинг">4,5</param><reviews>12</reviews><offerLabel>Хит</offerLabel><offerCode>A-1</offerCode></offer>',
    );
    const [offer] = await readOffers(xml, { ratingField: 'рейтинг', reviewCountField: 'reviews' });
    expect(offer).toMatchObject({ rating: 4.5, reviewCount: 12, offerLabel: 'Хит', offerCode: 'A-1', vendorCode: null });
  });

  it('yields the shop, categories and brands before the offers', async () => {
    const xml = `<yml_catalog><shop><name>Shop</name><company>Co</company><url>https://s.test</url><currencies><currency id="RUB" rate="1"/></currencies>
      <categories><category id="1">Root</category><category id="2" parentId="1" url="https://s.test/2">Leaf</category></categories>
      <brands><brand id="b1" url="https://b.test">Acme</brand></brands><offers><offer id="1"><name>X</name></offer></offers></shop></yml_catalog>`;
    const items = await collect(readYml(textSource(xml)));
    expect(items.map((i) => i.kind)).toEqual(['shop', 'category', 'category', 'brand', 'offer']);
    expect(items[0]).toEqual({ kind: 'shop', name: 'Shop', company: 'Co', url: 'https://s.test', currencies: [{ id: 'RUB', rate: '1' }] });
    expect(items[2]).toEqual({ kind: 'category', category: { id: '2', name: 'Leaf', parentId: '1', url: 'https://s.test/2' } });
    expect(items[3]).toEqual({ kind: 'brand', brand: { id: 'b1', name: 'Acme', url: 'https://b.test' } });
  });

  it('fails on an undefined entity, or skips only that offer when ignoring XML errors', async () => {
    const xml = feed('<offer id="1"><name>a&nbsp;b</name></offer><offer id="2"><name>ok</name></offer>');
    const error = await failure(readYml(textSource(xml)), 'FEED_PARSE_FAILED');
    expect(error.line).toBe(1);
    const items = await collect(readYml(textSource(xml), { ignoreXmlErrors: true }));
    expect(items.filter((i) => i.kind !== 'shop')).toMatchObject([
      { kind: 'skipped', error: { code: 'FEED_PARSE_FAILED', offerId: '1' } },
      { kind: 'offer', offer: { id: '2' } },
    ]);
  });

  it('resynchronises at the next offer when an offer lost its end tag', async () => {
    const xml = feed('<offer id="1"><name>lost</name><offer id="2"><name>ok</name></offer><offer id="3"><name>ok too</name></offer>');
    const items = await collect(readYml(textSource(xml), { ignoreXmlErrors: true }));
    expect(items.filter((i) => i.kind !== 'shop').map((i) => (i.kind === 'offer' ? i.offer.id : i.kind))).toEqual(['skipped', '2', '3']);
  });

  it('yields an offer without id as skipped', async () => {
    const items = await collect(readYml(textSource(feed('<offer><name>x</name></offer>'))));
    expect(items[1]).toMatchObject({ kind: 'skipped', error: { code: 'FEED_OFFER_INVALID' } });
  });

  it('fails on invalid UTF-8 with its position, or drops it with cutNonUtf8', async () => {
    const [head, tail] = feed('<offer id="1"><name>Ab|cd</name></offer>')
      .split('|')
      .map((s) => new TextEncoder().encode(s));
    const bytes = new Uint8Array([...(head ?? []), 0xff, 0xc3, ...(tail ?? [])]);
    const error = await failure(readYml(chunked(bytes)), 'FEED_ENCODING_INVALID');
    expect(error.line).toBe(1);
    expect(error.column).toBeGreaterThan(100);
    expect(offersOf(await collect(readYml(chunked(bytes), { cutNonUtf8: true })))[0]?.name).toBe('Abcd');
  });

  it('refuses an encoding the decoder does not know', async () => {
    await failure(readYml(textSource(feed('', '<?xml version="1.0" encoding="x-klingon"?>'))), 'FEED_ENCODING_UNSUPPORTED');
  });
});
