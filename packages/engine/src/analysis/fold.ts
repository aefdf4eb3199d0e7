// Length-preserving folding: every UTF-16 unit maps to exactly one unit, so token offsets in the
// folded text are offsets in the original (what highlight ranges need).

const lowerTable = new Uint16Array(65536);
const foldTable = new Uint16Array(65536);

/** Letters whose decomposition must not be folded (Russian й is a letter of its own, not и + breve). */
const KEEP = new Set(['й']);
/** Applied before lower-casing: punctuation variants and letters whose lower case is longer than one unit. */
const PRE: Record<string, string> = { İ: 'i', '’': "'", ʼ: "'", '`': "'", '´': "'", '«': '"', '»': '"', '″': '"', '–': '-', '—': '-' };
/** Applied by folding only. */
const FOLD: Record<string, string> = { ı: 'i', ß: 'ß' };

function computeLower(code: number): number {
  const ch = String.fromCharCode(code);
  const pre = PRE[ch];
  if (pre) return pre.charCodeAt(0);
  const lower = ch.toLowerCase();
  const mapped = lower === 'ё' ? 'е' : lower;
  return mapped.length === 1 ? mapped.charCodeAt(0) : code;
}

function computeFold(code: number): number {
  const lower = String.fromCharCode(lowerOf(code));
  const special = FOLD[lower];
  if (special) return special.charCodeAt(0);
  if (KEEP.has(lower) || code < 0xc0) return lower.charCodeAt(0);
  const base = lower.normalize('NFD');
  // Strip combining marks only (é → e, ñ → n, ç → c, ş → s, ã → a); anything else stays.
  if (base.length > 1 && /^[\u0300-\u036f]+$/.test(base.slice(1))) return base.charCodeAt(0);
  return lower.charCodeAt(0);
}

function lowerOf(code: number): number {
  let value = lowerTable[code] as number;
  if (value === 0) {
    value = computeLower(code);
    lowerTable[code] = value;
  }
  return value;
}

function foldOf(code: number): number {
  let value = foldTable[code] as number;
  if (value === 0) {
    value = computeFold(code);
    foldTable[code] = value;
  }
  return value;
}

let buffer = new Uint16Array(256);

function mapString(text: string, map: (code: number) => number): string {
  const n = text.length;
  let i = 0;
  while (i < n && map(text.charCodeAt(i)) === text.charCodeAt(i)) i++;
  if (i === n) return text;
  if (buffer.length < n) buffer = new Uint16Array(n * 2);
  for (let k = i; k < n; k++) buffer[k] = map(text.charCodeAt(k));
  let out = text.slice(0, i);
  for (let k = i; k < n; k += 8192)
    out += String.fromCharCode.apply(null, buffer.subarray(k, Math.min(n, k + 8192)) as unknown as number[]);
  return out;
}

/** Lower case with ё → е, typographic quotes and dashes unified; same length as the input. */
export function lowerText(text: string): string {
  return mapString(text, lowerOf);
}

/** lowerText plus accent folding (é → e, ş → s, ı → i); same length as the input. */
export function foldText(text: string): string {
  // Native lower-casing first: most text then needs no per-character work at all.
  const lower = text.toLowerCase();
  return mapString(lower.length === text.length ? lower : text, foldOf);
}
