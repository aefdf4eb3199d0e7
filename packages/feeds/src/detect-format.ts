/** The formats the readers take. */
export type FeedFormatName = 'YML' | 'CSV';

/**
 * Why a format was (or was not) recognised: `extension` and `query` come from the address; the
 * others from the first bytes. `html`, `json`, `binary` and `empty` are files no reader takes.
 */
export type FormatReason = 'extension' | 'query' | 'ymlCatalog' | 'xml' | 'csvHeader' | 'html' | 'json' | 'binary' | 'empty' | 'unknown';

export interface FormatGuess {
  format: FeedFormatName | null;
  reason: FormatReason;
  /** For a CSV header: its first columns (at most 6, each cut to 40 characters). */
  columns?: string[];
}

const CSV_EXTENSIONS = new Set(['csv', 'tsv']);
const XML_EXTENSIONS = new Set(['xml', 'yml']);
const COMPRESSED = /\.(gz|gzip|zip)$/;
const QUERY_KEYS = ['format', 'type', 'export', 'output'];

function formatOfWord(word: string): FeedFormatName | null {
  const lower = word.toLowerCase();
  if (CSV_EXTENSIONS.has(lower)) return 'CSV';
  if (XML_EXTENSIONS.has(lower)) return 'YML';
  return null;
}

/**
 * The format an address names: its file extension (`.csv`, `.tsv`, `.xml`, `.yml`, also before
 * `.gz`) or a `format=`/`type=` query value. Null when it names none or is not a URL.
 */
export function detectFormatFromUrl(address: string): FormatGuess | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  const file = decodeURIComponentSafe(url.pathname.split('/').pop() ?? '').replace(COMPRESSED, '');
  const dot = file.lastIndexOf('.');
  const byExtension = dot > 0 ? formatOfWord(file.slice(dot + 1)) : null;
  if (byExtension) return { format: byExtension, reason: 'extension' };
  for (const key of QUERY_KEYS) {
    const value = url.searchParams.get(key);
    const byQuery = value ? formatOfWord(value) : null;
    if (byQuery) return { format: byQuery, reason: 'query' };
  }
  return null;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The first bytes as text: UTF-8 or UTF-16 by their byte order mark, a broken tail tolerated. */
function headText(head: Uint8Array): string {
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le').decode(head.subarray(2));
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be').decode(head.subarray(2));
  return new TextDecoder('utf-8').decode(head).replace(/^\uFEFF/, '');
}

/** Text feeds hold tabs and line breaks, never the other C0 control characters. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0b && code !== 0x0c && code !== 0x0d) return true;
  }
  return false;
}

const DELIMITERS = [';', ',', '\t', '|'];

/** Splits a header line on a delimiter, minding double quotes. */
function splitHeader(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/**
 * The format the first bytes of a feed show (give at least a few hundred; more is ignored past
 * 64 KB): XML (a `<yml_catalog>` or any XML) is YML; a first line of at least two named columns
 * split by `;`, `,`, tab or `|` is CSV. A web page, JSON, binary data or nothing at all is named as
 * such with a null format. Expects decompressed bytes.
 */
export function detectFormatFromBytes(bytes: Uint8Array): FormatGuess {
  const head = bytes.subarray(0, 64 * 1024);
  if (head.length === 0) return { format: null, reason: 'empty' };
  if ((head[0] === 0x1f && head[1] === 0x8b) || (head[0] === 0x50 && head[1] === 0x4b)) return { format: null, reason: 'binary' };
  const text = headText(head);
  if (hasControlCharacters(text.slice(0, 1024))) return { format: null, reason: 'binary' };
  const start = text.trimStart();
  if (start === '') return { format: null, reason: 'empty' };
  const lower = start.slice(0, 4096).toLowerCase();
  if (start.startsWith('<')) {
    if (lower.startsWith('<!doctype html') || /^<(html|head|body)[\s>]/.test(lower)) return { format: null, reason: 'html' };
    if (lower.includes('<yml_catalog')) return { format: 'YML', reason: 'ymlCatalog' };
    return { format: 'YML', reason: 'xml' };
  }
  if (start.startsWith('{') || start.startsWith('[')) return { format: null, reason: 'json' };
  const line = start.split(/\r?\n/, 1)[0] ?? '';
  for (const delimiter of DELIMITERS) {
    const cells = splitHeader(line, delimiter);
    if (cells.length >= 2 && cells.filter((cell) => cell !== '').length >= 2) {
      return { format: 'CSV', reason: 'csvHeader', columns: cells.slice(0, 6).map((cell) => cell.slice(0, 40)) };
    }
  }
  return { format: null, reason: 'unknown' };
}

/**
 * Reads a byte stream until `size` bytes (default 4096) or its end, and gives them with a stream
 * that yields everything, those bytes included: a reader can look before it chooses.
 */
export async function peekBytes(
  source: AsyncIterable<Uint8Array>,
  size = 4096,
): Promise<{ head: Uint8Array; body: AsyncIterable<Uint8Array> }> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < size) {
    const step = await iterator.next();
    if (step.done) {
      done = true;
      break;
    }
    chunks.push(step.value);
    length += step.value.byteLength;
  }
  const head = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    head.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const body = (async function* () {
    yield* chunks;
    if (done) return;
    for (;;) {
      const step = await iterator.next();
      if (step.done) return;
      yield step.value;
    }
  })();
  return { head, body };
}
