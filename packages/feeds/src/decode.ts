import { feedError } from './errors';

/**
 * Iterates a byte source, stopping with FEED_ABORTED as soon as the signal fires, even while the
 * source is stuck waiting for its next chunk. Each next() gets its own abort listener, removed once
 * it settles: racing every next() against one long-lived abort promise would leave a reaction on it
 * per chunk, each holding that chunk, so a whole feed's bytes stayed reachable until the read ended.
 */
export async function* readAbortable(source: AsyncIterable<Uint8Array>, signal?: AbortSignal): AsyncGenerator<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  const aborted = () => feedError('FEED_ABORTED', { cause: signal?.reason });
  const next = (): Promise<IteratorResult<Uint8Array>> => {
    if (!signal) return iterator.next();
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(aborted());
      signal.addEventListener('abort', onAbort, { once: true });
      iterator.next().then(
        (step) => {
          signal.removeEventListener('abort', onAbort);
          resolve(step);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  };
  try {
    while (true) {
      if (signal?.aborted) throw aborted();
      const step = await next();
      if (step.done) return;
      yield step.value;
    }
  } finally {
    // Closing a stuck source must not block the caller: fire and forget.
    void Promise.resolve(iterator.return?.()).catch(() => {});
  }
}

export interface DecodeOptions {
  /** 'xml' reads the encoding from a BOM or the XML declaration; 'csv' from a BOM or by checking the bytes are UTF-8. */
  kind: 'xml' | 'csv';
  cutNonUtf8: boolean;
}

const SNIFF_XML_BYTES = 1024;
const SNIFF_CSV_BYTES = 64 * 1024;

function concat(parts: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function bomEncoding(b: Uint8Array): string | null {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 'utf-8';
  if (b[0] === 0xff && b[1] === 0xfe) return 'utf-16le';
  if (b[0] === 0xfe && b[1] === 0xff) return 'utf-16be';
  return null;
}

/** Returns the encoding, or null while more bytes are needed to decide. */
function sniff(head: Uint8Array, kind: DecodeOptions['kind'], final: boolean): string | null {
  if (head.length < 3 && !final) return null;
  const bom = bomEncoding(head);
  if (bom) return bom;
  if (kind === 'xml') {
    const ascii = new TextDecoder('latin1').decode(head.subarray(0, SNIFF_XML_BYTES));
    if (!final && ascii.length < 5 && '<?xml'.startsWith(ascii)) return null;
    if (!ascii.startsWith('<?xml')) return 'utf-8';
    const end = ascii.indexOf('?>');
    if (end < 0 && !final && head.length < SNIFF_XML_BYTES) return null;
    const declared = /encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(end < 0 ? ascii : ascii.slice(0, end));
    return declared?.[1]?.toLowerCase() ?? 'utf-8';
  }
  if (head.length < SNIFF_CSV_BYTES && !final) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1251'; // the usual non-UTF-8 encoding of Russian-language shop exports
  }
}

/**
 * Decodes a byte stream into text chunks. Multi-byte characters split across chunks are joined
 * by TextDecoder's streaming mode. Invalid bytes fail with FEED_ENCODING_INVALID and the line and
 * column where they sit, or are dropped with cutNonUtf8.
 */
export async function* decodeText(bytes: AsyncIterable<Uint8Array>, options: DecodeOptions): AsyncGenerator<string> {
  let decoder: InstanceType<typeof TextDecoder> | null = null;
  let encoding = '';
  const head: Uint8Array[] = [];
  let headLength = 0;
  let line = 1;
  let column = 1;
  const track = (text: string) => {
    let nl = text.indexOf('\n');
    if (nl < 0) {
      column += text.length;
      return;
    }
    let lastNl = nl;
    while (nl >= 0) {
      line++;
      lastNl = nl;
      nl = text.indexOf('\n', nl + 1);
    }
    column = text.length - lastNl;
  };
  const open = (label: string) => {
    try {
      decoder = new TextDecoder(label, { fatal: !options.cutNonUtf8 });
      encoding = label;
    } catch (cause) {
      throw feedError('FEED_ENCODING_UNSUPPORTED', { detail: label, cause });
    }
    return decoder;
  };
  const decode = (chunk: Uint8Array, final: boolean): string => {
    const d = decoder ?? open('utf-8');
    try {
      const text = final ? d.decode(chunk) : d.decode(chunk, { stream: true });
      const clean = options.cutNonUtf8 && text.includes('\ufffd') ? text.replaceAll('\ufffd', '') : text;
      track(clean);
      return clean;
    } catch (cause) {
      // Find where the bad bytes sit by decoding the chunk leniently once more.
      const lenient = new TextDecoder(encoding, { fatal: false }).decode(chunk);
      // Binary garbage at the very start is not a feed at all rather than a badly encoded one.
      if (options.kind === 'xml' && line === 1 && column === 1 && !/^\s*</.test(lenient))
        throw feedError('FEED_NOT_YML', { line, column, cause });
      const bad = lenient.indexOf('\ufffd');
      track(bad < 0 ? '' : lenient.slice(0, bad));
      throw feedError('FEED_ENCODING_INVALID', { line, column, detail: `bytes not valid ${encoding}`, cause });
    }
  };
  for await (const chunk of bytes) {
    if (decoder === null) {
      head.push(chunk);
      headLength += chunk.length;
      const all = concat(head, headLength);
      const label = sniff(all, options.kind, false);
      if (label === null) continue;
      open(label);
      head.length = 0;
      const text = decode(all, false);
      if (text) yield text;
      continue;
    }
    const text = decode(chunk, false);
    if (text) yield text;
  }
  if (decoder === null) {
    const all = concat(head, headLength);
    open(sniff(all, options.kind, true) ?? 'utf-8');
    const text = decode(all, true);
    if (text) yield text;
    return;
  }
  const rest = decode(new Uint8Array(0), true);
  if (rest) yield rest;
}
