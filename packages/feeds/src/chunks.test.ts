import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsv, readYml } from './index';
import { chunked, collect, encodeCp1251, FEEDS_DIR, HAS_FEEDS } from './testing';

const utf8Feed = new TextEncoder().encode(
  '<?xml version="1.0" encoding="UTF-8"?><yml_catalog><shop><name>Мёд-шмёд 🐝</name><offers>' +
    '<offer id="1"><name>Сокира &amp; «колун» 🪓</name><description><![CDATA[<p>Ґанок — ёжик</p>]]></description><price>1 299,50</price></offer>' +
    '</offers></shop></yml_catalog>',
);
const cp1251Feed = encodeCp1251(
  '<?xml version="1.0" encoding="windows-1251"?><yml_catalog><shop><offers><offer id="1"><name>Чайник Ёлка</name></offer></offers></shop></yml_catalog>',
);

describe('chunk boundaries', () => {
  it('gives the same YML items one byte at a time as in one chunk (UTF-8 and windows-1251)', async () => {
    for (const bytes of [utf8Feed, cp1251Feed]) {
      const whole = await collect(readYml(chunked(bytes)));
      expect(await collect(readYml(chunked(bytes, [1])))).toEqual(whole);
      expect(await collect(readYml(chunked(bytes, [2, 3, 5])))).toEqual(whole);
    }
  });

  it('gives the same CSV items one byte at a time as in one chunk', async () => {
    const bytes = new TextEncoder().encode('id;name;description\n1;"Мёд 🐝";"две\nстроки"\n2;Ёж;—\n');
    const whole = await collect(readCsv(chunked(bytes)));
    expect(whole).toHaveLength(2);
    expect(await collect(readCsv(chunked(bytes, [1])))).toEqual(whole);
  });

  it.skipIf(!HAS_FEEDS)('gives the same items for real feeds fed one byte at a time', async () => {
    for (const file of [
      'yml/18_single-line_no-xmldecl_homoglyph-attr.xml',
      'yml/10_pastuhov-yii2_generated.xml',
      'csv/07_google-merchant_multiline-desc.csv',
    ]) {
      const bytes = readFileSync(resolve(FEEDS_DIR, file));
      const read = file.endsWith('.csv') ? readCsv : readYml;
      expect(await collect(read(chunked(bytes, [1])))).toEqual(await collect(read(chunked(bytes))));
    }
  });
});
