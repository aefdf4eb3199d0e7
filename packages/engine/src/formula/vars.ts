/** Numeric variables a formula may read (spec §9 scriptScore); every one is 0 when missing. */
export const NUMERIC_VARIABLES = [
  'score',
  'price',
  'oldPrice',
  'discount',
  'available',
  'rating',
  'reviewCount',
  'popularity',
  'position',
] as const;
/** Text variables: usable only in `==` / `!=` against a string literal (compared case- and ё-insensitively). */
export const TEXT_VARIABLES = ['vendor', 'categoryId'] as const;

export type NumericVariable = (typeof NUMERIC_VARIABLES)[number];
export type TextVariable = (typeof TEXT_VARIABLES)[number];

/**
 * What a formula reads for one offer. score: the text score so far (with default boosts);
 * discount: percent off (0 without an old price); available: 1 / 0; position: the offer's 0-based
 * place in the feed. params: offer params by name (numbers, or text read as a number; 0 when not numeric).
 */
export type FormulaVars = { [K in NumericVariable]?: number } & { [K in TextVariable]?: string | null } & {
  params?: Readonly<Record<string, number | string | null | undefined>>;
};

const NUMERIC_TEXT = /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[-+]?\d+)?$/i;

/** True for text that reads as a number ('128', '-1,5', '2e3'). */
export function isNumericText(text: string): boolean {
  return NUMERIC_TEXT.test(text.trim());
}

/** A param value as a number: finite numbers as they are, numeric text parsed (comma decimals too), else 0. */
export function paramNumber(value: number | string | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  return NUMERIC_TEXT.test(text) ? Number(text.replace(',', '.')) : 0;
}

/** Case- and ё-folded text for equality tests. */
export function foldValue(value: string | number | null | undefined): string {
  return value == null ? '' : String(value).trim().toLowerCase().replace(/ё/g, 'е');
}
