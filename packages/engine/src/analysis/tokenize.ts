/** One word or code of a text, with its pieces: what a query must find together when the whole is absent. */
export interface Token {
  /** Whole token as indexed: 'vc-101234', '128gb', '1/2', 'samsung'. */
  text: string;
  start: number;
  end: number;
  /** Position in the text (pieces take the following positions). */
  pos: number;
  /** Pieces a document may hold instead of the whole: 'vc-101234' → ['vc', '101234']; '128gb' → ['128', 'gb']. */
  pieces: string[];
  /** Extra index terms: pieces and the letter/digit runs of mixed pieces ('vc-128gb' → vc, 128gb, 128, gb). */
  extra: string[];
}

// Character classes, filled lazily per UTF-16 unit (a hand-written scanner is 3× faster than the regex).
const UNKNOWN = 255;
const OTHER = 0;
const LETTER = 1;
const DIGIT = 2;
const JOIN = 3; // - / _ +
const DECIMAL = 4; // . , between digits
const APOSTROPHE = 5; // inside words: l'oreal, men's
const classes = new Uint8Array(65536).fill(UNKNOWN);
const LETTER_RE = /\p{L}|\p{M}/u;
const DIGIT_RE = /\p{N}/u;

function classOf(code: number): number {
  let c = classes[code] as number;
  if (c === UNKNOWN) {
    const ch = String.fromCharCode(code);
    c =
      code >= 0xd800 && code <= 0xdfff
        ? OTHER
        : DIGIT_RE.test(ch)
          ? DIGIT
          : LETTER_RE.test(ch)
            ? LETTER
            : ch === '-' || ch === '/' || ch === '_' || ch === '+'
              ? JOIN
              : ch === '.' || ch === ','
                ? DECIMAL
                : ch === "'"
                  ? APOSTROPHE
                  : OTHER;
    classes[code] = c;
  }
  return c;
}

const MAX_TOKEN = 64;
const isWordClass = (c: number) => c === LETTER || c === DIGIT;

/** Letter and digit runs of a mixed piece: '128gb' → ['128', 'gb']; single letters are dropped ('a54' → ['54']). */
function runsOf(piece: string, out: string[]): void {
  let start = 0;
  let kind = classOf(piece.charCodeAt(0));
  for (let i = 1; i <= piece.length; i++) {
    const c = i < piece.length ? classOf(piece.charCodeAt(i)) : -1;
    if (c === kind) continue;
    if (i - start > 1 || kind === DIGIT) out.push(piece.slice(start, i));
    start = i;
    kind = c;
  }
}

function hasMixed(piece: string): boolean {
  let letters = false;
  let digits = false;
  for (let i = 0; i < piece.length; i++) {
    const c = classOf(piece.charCodeAt(i));
    if (c === LETTER) letters = true;
    else if (c === DIGIT) digits = true;
  }
  return letters && digits;
}

/**
 * Scans folded text for tokens: letters and digits joined by - / _ + (and . , between digits: 2.5,
 * 1/2), apostrophes inside words dropped. Calls `emit` with the whole token, its pieces and extra terms.
 */
export function scanTokens(
  text: string,
  emit: (whole: string, start: number, end: number, pos: number, pieces: string[], extra: string[]) => void,
  maxTokens = Number.POSITIVE_INFINITY,
): void {
  const n = text.length;
  let i = 0;
  let pos = 0;
  let count = 0;
  while (i < n && count < maxTokens) {
    while (i < n && !isWordClass(classOf(text.charCodeAt(i)))) i++;
    if (i >= n) break;
    const start = i;
    let joined = false;
    let apostrophe = false;
    let mixedLetters = false;
    let mixedDigits = false;
    for (;;) {
      while (i < n) {
        const c = classOf(text.charCodeAt(i));
        if (c === LETTER) mixedLetters = true;
        else if (c === DIGIT) mixedDigits = true;
        else break;
        i++;
      }
      if (i + 1 >= n) break;
      const c = classOf(text.charCodeAt(i));
      const prev = classOf(text.charCodeAt(i - 1));
      const next = classOf(text.charCodeAt(i + 1));
      if (c === JOIN && isWordClass(next)) joined = true;
      else if (c === DECIMAL && prev === DIGIT && next === DIGIT) joined = true;
      else if (c === APOSTROPHE && prev === LETTER && next === LETTER) apostrophe = true;
      else break;
      i++;
    }
    let whole = text.slice(start, i);
    if (apostrophe) whole = whole.replaceAll("'", '');
    if (joined) whole = whole.replaceAll(',', '.');
    if (whole.length > MAX_TOKEN) whole = whole.slice(0, MAX_TOKEN);
    const extra: string[] = [];
    let pieces: string[] = [];
    if (joined) {
      pieces = whole.split(/[-/_+.]/).filter((piece) => piece.length > 0);
      for (const piece of pieces) {
        extra.push(piece);
        if (hasMixed(piece)) runsOf(piece, extra);
      }
    } else if (mixedLetters && mixedDigits) {
      runsOf(whole, extra);
      pieces = extra;
    }
    emit(whole, start, i, pos, pieces.length > 1 ? pieces : [], extra);
    pos += 1 + Math.max(0, pieces.length - 1);
    count++;
  }
}

/** Splits already folded text into tokens, keeping codes whole and also split. */
export function tokenize(text: string, maxTokens = Number.POSITIVE_INFINITY): Token[] {
  const tokens: Token[] = [];
  scanTokens(text, (whole, start, end, pos, pieces, extra) => tokens.push({ text: whole, start, end, pos, pieces, extra }), maxTokens);
  return tokens;
}
