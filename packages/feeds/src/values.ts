const SPACES = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g;
// Whatever cleanText would change: a SPACES character other than a plain space, or a space at
// either end or beside another. Without one the text is already clean (the usual case): testing
// for it allocates nothing, while replace() copies every string that has a space.
const UNCLEAN = /[\t-\r\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]|^ | $| {2}/;

/** Trims and collapses runs of whitespace (incl. NBSP) into one space. */
export function cleanText(value: string): string {
  return UNCLEAN.test(value) ? value.replace(SPACES, ' ').trim() : value;
}

/** cleanText, then null for an empty string. */
export function textOrNull(value: string | undefined | null): string | null {
  if (value === undefined || value === null) return null;
  const text = cleanText(value);
  return text === '' ? null : text;
}

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * Parses a price as written in real feeds: '1299', '1 299,50', '1,299.50', '1.299,50', '12.99 USD'.
 * One comma or dot is the decimal separator; several of the same kind are thousands separators;
 * with both, the last one is decimal. Returns null when no number is there.
 */
export function parsePrice(raw: string | undefined | null): number | null {
  if (!raw) return null;
  if (PLAIN_NUMBER.test(raw)) {
    // '1299', '-5', '100.50': what the general path below leaves unchanged.
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  }
  let s = raw.replace(SPACES, '').replace(/^[^\d\-.,]+|[^\d.,]+$/g, '');
  if (!/^-?[\d.,]+$/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    s = lastComma > lastDot ? s.replaceAll('.', '').replace(',', '.') : s.replaceAll(',', '');
  } else if (lastComma >= 0) {
    s = s.indexOf(',') === lastComma ? s.replace(',', '.') : s.replaceAll(',', '');
  } else if (lastDot >= 0 && s.indexOf('.') !== lastDot) {
    s = s.replaceAll('.', '');
  }
  const value = Number(s);
  return s === '' || s === '-' || !Number.isFinite(value) ? null : value;
}

/** Splits '12.99 USD' into its number and a 3-letter currency code. */
export function parsePriceWithCurrency(raw: string | undefined): { price: number | null; currencyId: string | null } {
  if (!raw) return { price: null, currencyId: null };
  const code = /(?:^|[\s\d])([A-Za-z]{3})\s*$/.exec(raw.trim()) ?? /^\s*([A-Za-z]{3})(?=[\s\d])/.exec(raw);
  return { price: parsePrice(raw), currencyId: code?.[1] ? code[1].toUpperCase() : null };
}

const FALSE_WORDS = new Set(['false', '0', 'no', 'n', 'out of stock', 'outofstock', 'out_of_stock', 'нет', 'ні', 'discontinued']);

/** 'false', '0', 'no', 'out of stock'… → false; empty → fallback; anything else → true. */
export function parseAvailability(raw: string | undefined | null, fallback = true): boolean {
  if (raw === undefined || raw === null) return fallback;
  const s = cleanText(raw).toLowerCase();
  if (s === '') return fallback;
  return !FALSE_WORDS.has(s);
}

/** A finite number or null (accepts a decimal comma). */
export function parseNumber(raw: string | undefined | null): number | null {
  if (raw === undefined || raw === null) return null;
  const s = cleanText(raw).replace(',', '.');
  if (s === '') return null;
  const value = Number(s);
  return Number.isFinite(value) ? value : null;
}
