import { groupByCategories } from './facets/category-groups';
import { countFacets } from './facets/facets';
import { compileFilters } from './facets/filters';
import { codeKey } from './postings/index-data';
import { type PlanContext, planQuery } from './query/plan';
import { resolveStemExceptions } from './query/stem-exceptions';
import { runSteps, type StepResult } from './query/steps';
import { resolveSynonyms } from './query/synonym-cache';
import { formulaScorer } from './ranking/formula-scorer';
import { regionalOffer, withRegion } from './regions/view';
import type { Runtime } from './runtime';
import { clearScratch } from './scoring/accumulate';
import { boostProduct, boostsOf, popularityArray, popularityWeight } from './scoring/boosts';
import { explainTerms } from './scoring/explain';
import { learnedFactors } from './scoring/learned';
import { rankCandidates } from './scoring/order';
import { categoryFactor, predictCategories } from './scoring/query-categories';
import type { SearchHit, SearchRequest, SearchResult } from './types';

const DEFAULT_LIMIT = 24;
const MAX_LIMIT = 10_000;
const MAX_QUERY_CHARS = 1000;
const NO_CATEGORIES: ReadonlyMap<number, number> = new Map();

function clampInt(value: unknown, fallback: number, max: number): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : fallback;
  return Math.max(0, Math.min(max, n));
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0xf0f0f0f) * 0x1010101) >>> 24;
}

/**
 * Runs one search request against a runtime index, in the request's region (its prices and availability,
 * without the offers it does not sell). Never throws on odd input: odd values fall back to defaults.
 */
export function search(rt: Runtime, request: SearchRequest, tuning: PlanContext = {}): SearchResult {
  return withRegion(rt, request.regionId, (regional) => {
    const result = searchEverywhere(rt, request, tuning);
    if (regional) for (const hit of result.offers) hit.offer = regionalOffer(rt, hit.offer);
    return result;
  });
}

function searchEverywhere(rt: Runtime, request: SearchRequest, tuning: PlanContext): SearchResult {
  const { data, analyzer, scratch } = rt;
  const options = data.options;
  const skip = clampInt(request.skip, 0, 1_000_000);
  const limit = clampInt(request.limit, DEFAULT_LIMIT, MAX_LIMIT);
  const query = typeof request.query === 'string' ? request.query.slice(0, MAX_QUERY_CHARS) : '';
  const ignored = request.ignoredTokens?.length ? new Set(request.ignoredTokens.map((token) => analyzer.fold(token.trim()))) : undefined;
  const words = analyzer.queryWords(query, ignored);
  const filters = compileFilters(rt, request.filters, options.onlyAvailable);
  const popularity = popularityArray(rt, request.popularity);
  const popWeight = popularityWeight(rt, request);
  const excluded = new Set<number>();
  for (const id of request.excludeIds ?? []) {
    const d = rt.idIndex.get(id);
    if (d !== undefined) excluded.add(d);
  }
  const onlyPinned = request.onlyPinned === true;
  const codeDocs = new Set<number>();
  const key = onlyPinned ? '' : codeKey(analyzer.fold, query);
  const code = key ? rt.codeIndex.get(key) : undefined;
  if (code !== undefined)
    for (let i = data.codeStart[code] as number; i < (data.codeStart[code + 1] as number); i++) codeDocs.add(data.codeDocs[i] as number);

  const exceptions = resolveStemExceptions(request.stemExceptions);
  if (exceptions) for (const word of words) if (exceptions.has(word.text)) word.stem = word.text;
  const groups = onlyPinned
    ? []
    : planQuery(rt, words, resolveSynonyms(rt, options.synonyms, request.synonyms), { prefixTerms: tuning.prefixTerms, exceptions });
  let steps: StepResult;
  if (onlyPinned) {
    // Merchandising 'empty': no text results at all, only the pinned offers.
    steps = { touched: scratch.touched.subarray(0, 0), tier: scratch.tier, fails: scratch.fails, withFuzzy: false, step: 'none' };
  } else if (groups.length === 0) {
    // Browse: no words, every offer in feed order (filters, sort and facets still apply).
    const touched = scratch.touched;
    const fails = scratch.fails;
    for (let i = 0; i < rt.n; i++) {
      touched[i] = i;
      fails[i] = filters.active ? filters.fails(i) : 0;
    }
    steps = { touched, tier: scratch.tier.fill(1), fails, withFuzzy: false, step: 'none' };
  } else {
    steps = runSteps(
      rt,
      groups,
      request.searchTypes?.length ? request.searchTypes : options.searchTypes,
      filters,
      request.fuzziness ?? options.fuzziness,
      null,
    );
  }
  const { touched, tier, fails } = steps;

  // Candidates: offers of a step (and exact code hits), not excluded; scored with proximity, coverage,
  // boosts and what shoppers taught (learned), then favoured in the categories the query is about,
  // then formulas and merchandising's adjustments.
  const { candDocs, candScores, candFails, candTier } = scratch;
  let count = 0;
  const minScore = request.minScore ?? options.minScore;
  const inGroups = groups.length > 0;
  const scoreFormula = formulaScorer(rt, request.scoreFormula, popularity);
  const learned = inGroups ? learnedFactors(rt, request.learned) : null;
  const seen = new Set<number>();
  const consider = (d: number, t: number, fail: number) => {
    if (excluded.size > 0 && excluded.has(d)) return;
    let score = 1;
    if (inGroups) {
      const coverage = (popcount(scratch.mask[d] as number) / groups.length) ** options.coverageExponent;
      score = (scratch.total[d] as number) * coverage * (1 + options.proximityBonus * (scratch.prox[d] as number));
    }
    score *= boostProduct(rt, d, popularity, popWeight);
    if (learned !== null) score *= learned.get(d) ?? 1;
    const isCode = codeDocs.size > 0 && codeDocs.has(d);
    candDocs[count] = d;
    candFails[count] = fail;
    candTier[count] = isCode ? 255 : t;
    candScores[count] = score;
    count++;
  };
  for (let i = 0; i < touched.length; i++) {
    if (tier[i] === 0) continue;
    const d = touched[i] as number;
    if (codeDocs.size > 0) seen.add(d);
    consider(d, tier[i] as number, fails[i] as number);
  }
  for (const d of codeDocs) if (!seen.has(d)) consider(d, 255, filters.active ? filters.fails(d) : 0);
  const queryCategories = inGroups ? predictCategories(rt, candDocs, candScores, count, request.learned?.categories) : NO_CATEGORIES;
  const categoryWeight = options.categoryBoost;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const d = candDocs[i] as number;
    let score = (candScores[i] as number) * categoryFactor(rt, d, queryCategories, categoryWeight);
    if (scoreFormula) score = scoreFormula(d, score);
    if (request.scoreAdjust) score = request.scoreAdjust(d, score);
    const isCode = candTier[i] === 255;
    if (isCode) score += options.exactCodeBonus;
    else if (!(score >= minScore)) continue;
    candDocs[kept] = d;
    candFails[kept] = candFails[i] as number;
    candTier[kept] = candTier[i] as number;
    candScores[kept] = score;
    kept++;
  }
  count = kept;
  const docs = candDocs.subarray(0, count);
  const scores = candScores.subarray(0, count);
  const docFails = candFails.subarray(0, count);

  // Offers passing every filter.
  let passingCount = 0;
  for (let i = 0; i < count; i++) if (docFails[i] === 0) scratch.passing[passingCount++] = i;
  const passing = scratch.passing.subarray(0, passingCount);
  const pinned: number[] = [];
  const pinnedSet = new Set<number>();
  for (const id of request.pinnedIds ?? []) {
    const d = rt.idIndex.get(id);
    if (d === undefined || pinnedSet.has(d) || excluded.has(d) || (filters.active && filters.fails(d) !== 0)) continue;
    pinned.push(d);
    pinnedSet.add(d);
  }
  const ranked = rankCandidates(rt, request, passing, docs, candTier, scores, popularity, pinnedSet, skip + limit);
  const hits = ranked.total + pinned.length;
  const page = [
    ...pinned.map((d) => ({ d, score: Number.POSITIVE_INFINITY })),
    ...ranked.order.map((i) => ({ d: docs[i] as number, score: scores[i] as number })),
  ].slice(skip, skip + limit);
  const withFuzzy = steps.withFuzzy;
  const offers: SearchHit[] = page.map(({ d, score }) => {
    const hit: SearchHit = { offer: data.offers.get(d), score: Number.isFinite(score) ? score : 0 };
    if (request.explain) {
      const terms = explainTerms(rt, groups, withFuzzy, d);
      hit.explain = {
        text: terms.reduce((sum, term) => sum + term.score, 0),
        terms,
        boosts: {
          ...boostsOf(rt, d, popularity, popWeight),
          proximity: 1 + options.proximityBonus * (scratch.prox[d] ?? 0),
          learned: learned?.get(d) ?? 1,
          category: categoryFactor(rt, d, queryCategories, categoryWeight),
          sku: codeDocs.has(d) ? options.exactCodeBonus : 0,
        },
        step: steps.step === 'none' ? 'any' : steps.step,
      };
    }
    return hit;
  });
  const facetsWanted = request.facets ?? false;
  const facets =
    facetsWanted === false || (Array.isArray(facetsWanted) && facetsWanted.length === 0)
      ? []
      : countFacets(rt, docs, docFails, filters, facetsWanted, request.facetsMaxCount ?? options.facetsMaxCount, request.facetRanges);
  const group = request.groupByCategories;
  const categories = group
    ? groupByCategories(
        rt,
        Array.from(passing, (i) => docs[i] as number),
        Array.from(passing, (i) => scores[i] as number),
        popularity,
        group.rangeType ?? options.categoryRangeType,
        request.categoryClicks ?? null,
        clampInt(group.size, 10, 1000),
        clampInt(group.skip, 0, 1_000_000),
      )
    : [];
  if (inGroups) clearScratch(rt, touched);
  const corrections = groups.filter((g) => g.correction !== null);
  const result: SearchResult = { hits, offers, facets, categories, step: steps.step };
  if (corrections.length > 0) result.correctedQuery = groups.map((g) => g.correction ?? g.word).join(' ');
  return result;
}
