import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectFormatFromBytes, detectFormatFromUrl, peekBytes } from './detect-format';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('detectFormatFromUrl', () => {
  it('reads the extension of the file, also before .gz, and ignores the query and the case', () => {
    expect(detectFormatFromUrl('https://shop.example/export/products.CSV?v=2')).toEqual({ format: 'CSV', reason: 'extension' });
    expect(detectFormatFromUrl('https://shop.example/feed.tsv.gz')?.format).toBe('CSV');
    expect(detectFormatFromUrl('https://shop.example/yandex.yml')?.format).toBe('YML');
    expect(detectFormatFromUrl('https://shop.example/market.xml.gz')?.format).toBe('YML');
  });

  it('takes a format= or type= query value when the path names none', () => {
    expect(detectFormatFromUrl('https://shop.example/index.php?route=feed&format=csv')).toEqual({ format: 'CSV', reason: 'query' });
    expect(detectFormatFromUrl('https://shop.example/export?type=YML')?.format).toBe('YML');
  });

  it('names nothing for an address without a hint or that is not a URL', () => {
    expect(detectFormatFromUrl('https://shop.example/export')).toBeNull();
    expect(detectFormatFromUrl('https://shop.example/products.csv/')).toBeNull();
    expect(detectFormatFromUrl('not a url')).toBeNull();
    expect(detectFormatFromUrl('https://shop.example/%E0%A4%A.csv')?.format).toBe('CSV');
    expect(detectFormatFromUrl('')).toBeNull();
  });
});

describe('detectFormatFromBytes', () => {
  it('takes XML and a yml_catalog as YML, after a byte order mark and blank lines', () => {
    expect(detectFormatFromBytes(bytes('\uFEFF\n  <?xml version="1.0"?><yml_catalog date="x">'))).toEqual({
      format: 'YML',
      reason: 'ymlCatalog',
    });
    expect(detectFormatFromBytes(bytes('<?xml version="1.0"?><rss>')).reason).toBe('xml');
  });

  it('takes a header row split by ; , tab or | as CSV and lists its first columns', () => {
    expect(detectFormatFromBytes(bytes('id;name;price;"url;with;semicolons"\n1;a;2;x'))).toEqual({
      format: 'CSV',
      reason: 'csvHeader',
      columns: ['id', 'name', 'price', 'url;with;semicolons'],
    });
    expect(detectFormatFromBytes(bytes('id\tname\r\n1\tb')).format).toBe('CSV');
    expect(detectFormatFromBytes(bytes(`${'a'.repeat(100)},b`)).columns?.[0]).toHaveLength(40);
  });

  it('reads UTF-16 with a byte order mark', () => {
    const text = 'id;name\n1;a';
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) utf16[2 + i * 2] = text.charCodeAt(i);
    expect(detectFormatFromBytes(utf16).format).toBe('CSV');
  });

  it('names a web page, JSON, gzip, zip, binary garbage and an empty body without a format', () => {
    expect(detectFormatFromBytes(bytes('<!DOCTYPE html><html><body>Shop</body></html>'))).toEqual({ format: null, reason: 'html' });
    expect(detectFormatFromBytes(bytes('<html lang="ru">')).reason).toBe('html');
    expect(detectFormatFromBytes(bytes('{"offers": []}')).reason).toBe('json');
    expect(detectFormatFromBytes(new Uint8Array([0x1f, 0x8b, 8, 0])).reason).toBe('binary');
    expect(detectFormatFromBytes(new Uint8Array([0x50, 0x4b, 3, 4])).reason).toBe('binary');
    expect(detectFormatFromBytes(new Uint8Array(512).map((_, i) => i % 32)).reason).toBe('binary');
    expect(detectFormatFromBytes(new Uint8Array(0)).reason).toBe('empty');
    expect(detectFormatFromBytes(bytes('   \n\n ')).reason).toBe('empty');
    expect(detectFormatFromBytes(bytes('just some words')).reason).toBe('unknown');
  });

  it('never throws and never claims a format a reader would not try, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (input) => {
        const guess = detectFormatFromBytes(input);
        expect(['YML', 'CSV', null]).toContain(guess.format);
        if (guess.format === null) expect(guess.columns).toBeUndefined();
      }),
    );
  });

  it('looks at no more than 64 KB of a huge header line', () => {
    const started = Date.now();
    expect(detectFormatFromBytes(bytes(`${'x'.repeat(10 * 1024 * 1024)};y`)).reason).toBe('unknown');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('peekBytes', () => {
  it('gives the first bytes and a stream that still yields all of them', async () => {
    const source = (async function* () {
      yield bytes('ab');
      yield bytes('cd');
      yield bytes('ef');
    })();
    const { head, body } = await peekBytes(source, 3);
    expect(new TextDecoder().decode(head)).toBe('abcd');
    let all = '';
    for await (const chunk of body) all += new TextDecoder().decode(chunk);
    expect(all).toBe('abcdef');
  });
});
