import { pipeline, Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import { Agent, request, errors as undiciErrors } from 'undici';
import { assertPublicHost, guardedLookup } from './address-guard';
import { FeedFetchError } from './fetch-errors';
import { type ThroughputFloor, withThroughputFloor } from './throughput-floor';

export interface FetchFeedOptions {
  /** Let loopback and private addresses through (FEED_ALLOW_PRIVATE). Default false. */
  allowPrivate?: boolean;
  /**
   * Address prefixes fetched even from a private address (the product's own sample files); a
   * redirect out of them is refused. Default none.
   */
  privateUrls?: readonly string[];
  /** Cap on bytes read, compressed and decompressed alike. Default 2 GiB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Default 10 s. */
  connectTimeoutMs?: number;
  /** Longest silence while waiting for headers or body bytes. Default 60 s. */
  idleTimeoutMs?: number;
  /** Fail a body that arrives slower than this (FEED_MIN_BYTES_PER_S over FEED_THROUGHPUT_WINDOW_S). Default none. */
  throughputFloor?: ThroughputFloor;
  signal?: AbortSignal;
  /** Called as bytes arrive (decompressed count). */
  onProgress?: (bytes: number, totalBytes: number | null) => void;
}

export interface FeedResponse {
  url: string;
  contentType: string | null;
  /** Declared size of the body as sent (possibly compressed), when the server says. */
  contentLength: number | null;
  body: AsyncIterable<Uint8Array>;
}

const DEFAULTS = { maxBytes: 2 * 1024 ** 3, maxRedirects: 5, connectTimeoutMs: 10_000, idleTimeoutMs: 60_000 };

function toFetchError(error: unknown): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof FeedFetchError) return cause;
  if (
    error instanceof undiciErrors.ConnectTimeoutError ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError
  ) {
    return new FeedFetchError('timeout', [], { cause: error });
  }
  return new FeedFetchError('unreachable', [String((error as Error).message ?? error)], { cause: error });
}

/** Whether an address lies under one of the prefixes, compared as parsed URLs ('..' and escapes resolved). */
function isUnder(address: string, prefixes: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return prefixes.some((prefix) => {
    const base = new URL(prefix);
    return url.origin === base.origin && !url.username && !url.password && url.pathname.startsWith(base.pathname);
  });
}

/** Counts bytes and stops past the cap, so neither a huge feed nor a decompression bomb fills memory. */
async function* capped(source: AsyncIterable<Uint8Array>, maxBytes: number, onBytes: (n: number) => void): AsyncIterable<Uint8Array> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new FeedFetchError('tooLarge', [maxBytes]);
    onBytes(total);
    yield chunk;
  }
}

/** pipeline, not pipe: an error on either side must reach the reader instead of hanging it. */
function decompress(body: Readable, encoding: string | null, firstBytesGzip: boolean): Readable {
  const options = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  const through = (inflater: Transform) => pipeline(body, inflater, () => {});
  if (encoding === 'gzip' || encoding === 'x-gzip' || (!encoding && firstBytesGzip)) return through(zlib.createGunzip(options));
  if (encoding === 'deflate') return through(zlib.createInflate(options));
  if (encoding === 'br') return through(zlib.createBrotliDecompress());
  return body;
}

/** Peeks at the first chunk to spot a gzip file served without Content-Encoding (feed.xml.gz). */
async function peekGzip(body: Readable): Promise<{ stream: Readable; gzip: boolean }> {
  const iterator = body[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head = first.done ? Buffer.alloc(0) : Buffer.from(first.value as Uint8Array);
  const rest = async function* () {
    if (head.length) yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Uint8Array;
    }
  };
  return { stream: Readable.from(rest(), { objectMode: false }), gzip: head[0] === 0x1f && head[1] === 0x8b };
}

/**
 * Opens a feed over HTTP(S): bounded redirects, connect and idle timeouts, a size cap, gzip,
 * deflate and brotli, and no private addresses unless allowed (checked on every hop and every
 * DNS answer). The body is a stream; nothing is buffered whole.
 */
export async function fetchFeed(address: string, options: FetchFeedOptions = {}): Promise<FeedResponse> {
  const own = !options.allowPrivate && isUnder(address, options.privateUrls ?? []);
  const o = { ...DEFAULTS, ...options, allowPrivate: options.allowPrivate || own };
  const agent = new Agent({
    connect: { timeout: o.connectTimeoutMs, lookup: guardedLookup(o.allowPrivate) },
    headersTimeout: o.idleTimeoutMs,
    bodyTimeout: o.idleTimeoutMs,
  });
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FeedFetchError('badUrl', [address]);
  }
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError('badUrl', [url.toString()]);
      assertPublicHost(url, o.allowPrivate);
      const response = await request(url, {
        dispatcher: agent,
        method: 'GET',
        headers: { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'VitrinaFeedBot/1.0 (+site search)', accept: '*/*' },
        ...(o.signal ? { signal: o.signal } : {}),
      }).catch((error: unknown) => {
        throw toFetchError(error);
      });
      const location = response.headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.body.resume();
        if (hop >= o.maxRedirects) throw new FeedFetchError('tooManyRedirects', [o.maxRedirects]);
        url = new URL(String(location), url);
        if (own && !isUnder(url.toString(), o.privateUrls ?? [])) throw new FeedFetchError('urlPrivate', [url.hostname]);
        continue;
      }
      if (response.statusCode !== 200) {
        response.body.resume();
        throw new FeedFetchError('httpStatus', [response.statusCode]);
      }
      const header = (name: string) => {
        const value = response.headers[name];
        return value === undefined ? null : String(value);
      };
      const contentLength = header('content-length') ? Number(header('content-length')) : null;
      if (contentLength !== null && contentLength > o.maxBytes) {
        response.body.destroy();
        throw new FeedFetchError('tooLarge', [o.maxBytes]);
      }
      const raw = Readable.from(capped(response.body, o.maxBytes, () => {}));
      const { stream, gzip } = await peekGzip(raw);
      const encoding = header('content-encoding')?.toLowerCase().trim() ?? null;
      const decoded = decompress(stream, encoding === 'identity' ? null : encoding, gzip);
      const body = (async function* () {
        let whole = false;
        try {
          const counted = capped(decoded, o.maxBytes, (bytes) => o.onProgress?.(bytes, contentLength));
          yield* o.throughputFloor ? withThroughputFloor(counted, o.throughputFloor) : counted;
          whole = true;
        } catch (error) {
          throw toFetchError(error);
        } finally {
          decoded.destroy();
          // A body left unread (given up as too slow, or the reader stopped) is cut off: closing
          // would wait for a server that may never finish.
          await (whole ? agent.close() : agent.destroy()).catch(() => {});
        }
      })();
      return { url: url.toString(), contentType: header('content-type'), contentLength, body };
    }
  } catch (error) {
    await agent.destroy().catch(() => {});
    throw toFetchError(error);
  }
}
