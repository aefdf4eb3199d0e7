/**
 * A number from a shop's price text: '1 299,50 ₽' → 1299.5, '$1,299.50' → 1299.5, '12.650 TL' → 12650.
 * The last ',' or '.' is the decimal mark when one or two digits follow it; other separators group thousands.
 */
export function parsePrice(text: string | null | undefined): number | undefined {
  if (text == null) return undefined;
  const match = String(text)
    .replace(/[\s\u00a0\u202f']/g, '')
    .match(/-?\d[\d.,]*/);
  if (!match) return undefined;
  let s = match[0].replace(/[.,]+$/, '');
  const mark = Math.max(s.lastIndexOf(','), s.lastIndexOf('.'));
  if (mark >= 0 && s.length - mark - 1 <= 2) s = `${s.slice(0, mark).replace(/[.,]/g, '')}.${s.slice(mark + 1)}`;
  else s = s.replace(/[.,]/g, '');
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

/** A whole quantity from text ('2 шт.' → 2); nothing when there is no number. */
export function parseQuantity(text: string | null | undefined): number | undefined {
  const n = parsePrice(text);
  return n === undefined || n < 0 ? undefined : Math.round(n);
}
