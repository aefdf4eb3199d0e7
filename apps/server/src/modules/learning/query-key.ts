import { foldText } from '@vitrina/engine';

/** Longest normalised query kept (longer ones are cut): a key of the learned evidence, an index entry. */
export const MAX_QUERY_KEY = 200;

/**
 * A query as learned ranking keeps it: folded as the engine folds text (lower case, ё → е,
 * accents off), whitespace collapsed, trimmed, at most MAX_QUERY_KEY characters. Impressions,
 * tracker events' queries, resets and the console's lookups all meet in this form.
 */
export function normalizeQuery(query: string): string {
  return foldText(String(query ?? ''))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_KEY);
}
