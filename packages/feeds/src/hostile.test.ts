import { describe, expect, it } from 'vitest';
import { readCsv, readYml } from './index';
import { failure, textSource } from './testing';

const MiB = 1024 * 1024;

/** An endless feed: a valid head, then offers forever; counts the chunks pulled. */
function endless(pulled: { chunks: number }): AsyncIterable<Uint8Array> {
  const encoder = new TextEncoder();
  const offer = encoder.encode('<offer id="1"><name>x</name></offer>'.repeat(1000));
  return (async function* () {
    yield encoder.encode('<yml_catalog><shop><offers>');
    while (true) {
      pulled.chunks++;
      await new Promise((resolve) => setImmediate(resolve));
      yield offer;
    }
  })();
}

describe('hostile input', () => {
  it('refuses a billion-laughs DOCTYPE before expanding anything', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('')}]><yml_catalog>&lol9;</yml_catalog>`;
    const started = Date.now();
    await failure(readYml(textSource(laughs)), 'FEED_ENTITY_FORBIDDEN');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses an external entity (XXE) without touching the file system', async () => {
    const xxe =
      '<!DOCTYPE yml_catalog [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><yml_catalog><shop><name>&xxe;</name></shop></yml_catalog>';
    await failure(readYml(textSource(xxe)), 'FEED_ENTITY_FORBIDDEN');
    await failure(readYml(textSource(xxe), { ignoreXmlErrors: true }), 'FEED_ENTITY_FORBIDDEN');
  });

  it('reports binary garbage, another XML vocabulary and an empty body as not YML', async () => {
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 256);
    await failure(
      readYml(
        (async function* () {
          yield garbage;
        })(),
      ),
      'FEED_NOT_YML',
    );
    await failure(readYml(textSource('<html><body>Not a feed</body></html>')), 'FEED_NOT_YML');
    await failure(readYml(textSource('<?xml version="1.0"?>\u0001\u0002binary')), 'FEED_NOT_YML');
    await failure(readYml(textSource('   \n')), 'FEED_EMPTY');
    await failure(readCsv(textSource('')), 'FEED_EMPTY');
  });

  it('stops deeply nested elements at the depth limit', async () => {
    const deep = `<yml_catalog>${'<a>'.repeat(100_000)}`;
    const error = await failure(readYml(textSource(deep)), 'FEED_TOO_DEEP');
    expect(error.line).toBe(1);
  });

  it('stops a never-ending feed when the signal aborts', async () => {
    const pulled = { chunks: 0 };
    const started = Date.now();
    await failure(readYml(endless(pulled), { signal: AbortSignal.timeout(200) }), 'FEED_ABORTED');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(pulled.chunks).toBeGreaterThan(0);
  });

  it('stops waiting for a source that never sends its next chunk', async () => {
    const stuck = (async function* () {
      yield new TextEncoder().encode('<yml_catalog>');
      await new Promise(() => {});
    })();
    await failure(readYml(stuck, { signal: AbortSignal.timeout(100) }), 'FEED_ABORTED');
  });

  it('stops a 200 MB CSV line quickly without buffering it', async () => {
    const pulled = { chunks: 0 };
    const line = new TextEncoder().encode('x'.repeat(MiB));
    async function* huge(header: string) {
      yield new TextEncoder().encode(header);
      for (let i = 0; i < 200; i++) {
        pulled.chunks++;
        yield line;
      }
    }
    const started = Date.now();
    const body = await failure(readCsv(huge('id,name\n1,')), 'FEED_LINE_TOO_LONG');
    expect(body.line).toBeGreaterThanOrEqual(1);
    expect(pulled.chunks).toBeLessThan(20);
    pulled.chunks = 0;
    await failure(readCsv(huge('id,name')), 'FEED_LINE_TOO_LONG'); // the header itself never ends
    expect(pulled.chunks).toBeLessThan(20);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('gives up after too many recovered errors', async () => {
    const broken = `<yml_catalog><shop><offers>${'<offer id="1"><name>&bad;</name></offer>'.repeat(50)}</offers></shop></yml_catalog>`;
    await failure(readYml(textSource(broken), { ignoreXmlErrors: true, maxErrors: 10 }), 'FEED_TOO_MANY_ERRORS');
  });
});
