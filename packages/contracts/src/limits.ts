/**
 * The most items each capped list of a project's saved settings may hold, in one place. Saving
 * more is a 422 naming the limit (message `limits.<name>`), never a silent drop at search time.
 * Two of them are caps of the engine, which cannot import this package: limits.test.ts keeps
 * them equal to the engine's own constants.
 */
export const LIMITS = {
  /**
   * Synonym rules of a project: settings.synonyms lines and saved entries together, counted as the
   * engine counts them (`countSynonymRules`: a group of n words is n rules, 'a,b=>c' is 2). The
   * engine keeps no more (MAX_SYNONYM_RULES).
   */
  synonymRules: 10_000,
  /** Lines of the settings.synonyms text (blank ones not counted). */
  synonymLines: 100_000,
  /** Keys of settings.customSort; the engine sorts by no more (MAX_CUSTOM_SORT_KEYS). */
  customSortKeys: 8,
  /** Merchandising rules saved by POST /sources/{id}/rules. */
  merchandisingRules: 1000,
  /** Params of settings.globalParams (the params shown as filters), as a list or comma-separated text. */
  globalParams: 500,
  /** Words of settings.ignoredTokens. */
  ignoredTokens: 1000,
  /** Steps of settings.searchTypes. */
  searchTypes: 50,
  /** indexFields of one settings.searchTypes step. */
  searchTypeIndexFields: 50,
} as const;

export type LimitName = keyof typeof LIMITS;

/** The message reference of a list over its limit: 'limits.synonymRules|10000', plus the count when it helps. */
export function limitMessage(name: LimitName, ...extra: number[]): string {
  return [`limits.${name}`, LIMITS[name], ...extra].join('|');
}
