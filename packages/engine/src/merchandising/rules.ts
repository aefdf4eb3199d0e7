import type { SettingsIssue } from '../formula/errors';
import { normalizeRuleQuery, unsafePattern } from './match';

/** Rule actions (spec §3 merchandising). */
export type MerchandisingAction = 'redirect' | 'replace' | 'supplement' | 'reorder' | 'add' | 'empty' | 'disableTypo';

/**
 * One merchandising rule. Params by action: redirect { url }; replace { query, skip, limit,
 * categoryId, regionId, sortKey | sortBy, sortDest }; supplement { field, value }; reorder
 * { orderIds, includeIds, excludeIds, excludeCategoryIds }; add { includeIds | ids };
 * empty { includeIds }; disableTypo none. Id lists are arrays or comma-separated text.
 */
export interface MerchandisingRule {
  query: string;
  /** The query is a regular expression, tested with the 'iu' flags. Default false. */
  regex?: boolean;
  action: MerchandisingAction;
  params?: Record<string, unknown> | null;
  /** The rule applies from this moment (ISO date or date-time); default always. */
  startsAt?: string | null;
  /** The rule applies until this moment (a date alone: to that day's end, UTC); default always. */
  endsAt?: string | null;
}

export const ACTIONS: readonly MerchandisingAction[] = ['redirect', 'replace', 'supplement', 'reorder', 'add', 'empty', 'disableTypo'];

/** Params of which at least one must be present, per action ("rules without params" are rejected, §5). */
const REQUIRED: Record<MerchandisingAction, string[]> = {
  redirect: ['url'],
  replace: ['query', 'skip', 'limit', 'categoryId', 'regionId', 'sortKey', 'sortBy', 'sortDest'],
  supplement: ['field'],
  reorder: ['orderIds', 'includeIds', 'excludeIds', 'excludeCategoryIds'],
  add: ['includeIds', 'ids'],
  empty: ['includeIds'],
  disableTypo: [],
};

const present = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

/** Items of an id list given as an array or comma-separated text, trimmed, empty ones dropped. */
export function idList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value == null ? [] : [value];
  return items.map((item) => String(item).trim()).filter((item) => item !== '');
}

/**
 * Every problem with a rule list (spec §5): a query used twice (same mode, compared normalized),
 * an empty query (in regex mode too), an unknown action, missing params, an invalid or unsafe regex.
 */
export function validateMerchandising(rules: readonly MerchandisingRule[]): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  const seen = new Set<string>();
  (Array.isArray(rules) ? (rules as readonly MerchandisingRule[]) : []).forEach((rule, i) => {
    const at = `[${i}]`;
    const query = typeof rule?.query === 'string' ? rule.query : '';
    const regex = rule?.regex === true;
    const key = regex ? `re:${query.trim()}` : `q:${normalizeRuleQuery(query)}`;
    if (query.trim() === '')
      issues.push({ key: regex ? 'MERCH_EMPTY_REGEX_QUERY' : 'MERCH_EMPTY_QUERY', path: `${at}.query`, message: 'query is required' });
    else if (seen.has(key)) issues.push({ key: 'MERCH_DUPLICATE_QUERY', path: `${at}.query`, message: `a rule for "${query}" exists` });
    else if (regex) {
      const why = unsafePattern(query.trim());
      if (why) issues.push({ key: 'MERCH_BAD_REGEX', path: `${at}.query`, message: why });
    }
    seen.add(key);
    if (!ACTIONS.includes(rule?.action)) {
      issues.push({ key: 'MERCH_UNKNOWN_ACTION', path: `${at}.action`, message: `unknown action ${JSON.stringify(rule?.action)}` });
      return;
    }
    const needed = REQUIRED[rule.action];
    if (needed.length > 0 && !needed.some((name) => present(rule.params?.[name])))
      issues.push({ key: 'MERCH_PARAMS_REQUIRED', path: `${at}.params`, message: `${rule.action} needs one of ${needed.join(', ')}` });
    if (rule.action === 'supplement' && present(rule.params?.field) && !present(rule.params?.value))
      issues.push({ key: 'MERCH_PARAMS_REQUIRED', path: `${at}.params.value`, message: 'supplement needs a value' });
  });
  return issues;
}
