import { SettingsError } from '../formula/errors';
import type { CustomSortKey } from '../ranking/custom-sort';
import { normalizeRuleQuery } from './match';
import { idList, type MerchandisingRule, validateMerchandising } from './rules';

/** What the matching rules ask of one query; `applyMerchandising` turns it into a search request. */
export interface MerchandisingPlan {
  /** Indices of the matching rules, in rule order. */
  rules: number[];
  /** Send the user to this URL instead of searching (redirect). */
  redirect?: string;
  /** Search this query instead (replace). */
  query?: string;
  skip?: number;
  limit?: number;
  /** Category filter (replace.categoryId). */
  categoryId?: string;
  /** replace.regionId: the search runs in this region instead of the shopper's. */
  regionId?: string;
  /** Sort from replace.sortKey (or sortBy) and sortDest ('asc' default). */
  customSort?: CustomSortKey[];
  /** Filters added by supplement: field 'vendor' → vendors, 'categoryId' / 'category' → categoryId, anything else a param. */
  vendors: string[];
  params: Record<string, string[]>;
  /** Offers put first in this order, even without a text match (reorder.orderIds, reorder.includeIds, add, empty). */
  pinnedIds: string[];
  excludeIds: string[];
  excludeCategoryIds: string[];
  /** Only the pinned offers, no text results (empty). */
  onlyPinned: boolean;
  /** No typos for this query (disableTypo). */
  disableTypo: boolean;
}

export interface CompiledMerchandising {
  /** The combined plan of every rule matching the query (rules apply in order: lists add up, later values replace earlier ones). */
  plan(query: string, now?: number): MerchandisingPlan;
  readonly size: number;
}

type Matcher = (normalized: string) => boolean;

function matcherOf(rule: MerchandisingRule): Matcher {
  if (rule.regex === true) {
    const re = new RegExp(rule.query.trim().replace(/ё/g, 'е').replace(/Ё/g, 'Е'), 'iu');
    return (normalized) => re.test(normalized);
  }
  const wanted = normalizeRuleQuery(rule.query);
  return (normalized) => normalized === wanted;
}

const text = (value: unknown) => (value == null ? '' : String(value).trim());
const count = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(text(value));
  return text(value) !== '' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
};
const pushAll = (list: string[], items: string[]) => {
  for (const item of items) if (!list.includes(item)) list.push(item);
};

/** Applies one rule's action to the plan. */
function applyRule(plan: MerchandisingPlan, rule: MerchandisingRule): void {
  const p = rule.params ?? {};
  switch (rule.action) {
    case 'redirect':
      if (text(p.url)) plan.redirect = text(p.url);
      return;
    case 'replace': {
      if (text(p.query)) plan.query = text(p.query);
      if (count(p.skip) !== undefined) plan.skip = count(p.skip);
      if (count(p.limit) !== undefined) plan.limit = count(p.limit);
      if (text(p.categoryId)) plan.categoryId = text(p.categoryId);
      if (text(p.regionId)) plan.regionId = text(p.regionId);
      const field = text(p.sortKey) || text(p.sortBy);
      if (field) plan.customSort = [{ field, direction: text(p.sortDest).toLowerCase() === 'desc' ? 'desc' : 'asc' }];
      return;
    }
    case 'supplement': {
      const field = text(p.field);
      const values = idList(p.value);
      if (!field || values.length === 0) return;
      if (field === 'vendor') pushAll(plan.vendors, values);
      else if (field === 'categoryId' || field === 'category') plan.categoryId = values[0];
      else plan.params[field] = [...new Set([...(plan.params[field] ?? []), ...values])];
      return;
    }
    case 'reorder':
      pushAll(plan.pinnedIds, [...idList(p.orderIds), ...idList(p.includeIds)]);
      pushAll(plan.excludeIds, idList(p.excludeIds));
      pushAll(plan.excludeCategoryIds, idList(p.excludeCategoryIds));
      return;
    case 'add':
      pushAll(plan.pinnedIds, [...idList(p.includeIds), ...idList(p.ids)]);
      return;
    case 'empty':
      pushAll(plan.pinnedIds, idList(p.includeIds));
      plan.onlyPinned = true;
      return;
    case 'disableTypo':
      plan.disableTypo = true;
      return;
  }
}

const DAY_MS = 86_400_000;

/** When a rule applies, in epoch ms; an unreadable or absent date leaves that side open. */
function windowOf(rule: MerchandisingRule): { from: number; to: number } {
  const at = (value: unknown) => (typeof value === 'string' && value.trim() ? Date.parse(value.trim()) : Number.NaN);
  const from = at(rule.startsAt);
  const to = at(rule.endsAt);
  const dateOnly = typeof rule.endsAt === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(rule.endsAt.trim());
  return {
    from: Number.isFinite(from) ? from : Number.NEGATIVE_INFINITY,
    to: Number.isFinite(to) ? to + (dateOnly ? DAY_MS - 1 : 0) : Number.POSITIVE_INFINITY,
  };
}

/** An empty plan (no rule matched). */
export function emptyPlan(): MerchandisingPlan {
  return {
    rules: [],
    vendors: [],
    params: {},
    pinnedIds: [],
    excludeIds: [],
    excludeCategoryIds: [],
    onlyPinned: false,
    disableTypo: false,
  };
}

/**
 * Compiles merchandising rules once (regexes built, queries normalized). Throws `SettingsError`
 * with the issues of `validateMerchandising`, or with `skipInvalid` leaves the invalid rules out.
 */
export function compileMerchandising(rules: readonly MerchandisingRule[], options: { skipInvalid?: boolean } = {}): CompiledMerchandising {
  const issues = validateMerchandising(rules);
  if (issues.length > 0 && !options.skipInvalid) throw new SettingsError(issues);
  const bad = new Set(issues.map((issue) => Number(/^\[(\d+)\]/.exec(issue.path)?.[1])));
  const compiled = (Array.isArray(rules) ? (rules as readonly MerchandisingRule[]) : [])
    .map((rule, index) => ({ rule, index }))
    .filter(({ index }) => !bad.has(index))
    .map(({ rule, index }) => ({ rule, index, matches: matcherOf(rule), window: windowOf(rule) }));
  return {
    size: compiled.length,
    plan(query, now = Date.now()) {
      const normalized = normalizeRuleQuery(query);
      const plan = emptyPlan();
      for (const { rule, index, matches, window } of compiled) {
        if (now < window.from || now > window.to || !matches(normalized)) continue;
        plan.rules.push(index);
        applyRule(plan, rule);
      }
      return plan;
    },
  };
}
