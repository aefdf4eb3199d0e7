import { applyMerchandising, type SearchRequest } from '@vitrina/engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { appError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { arrangeFacets, createFacetSettingsCache, rangeParamsOf } from '../catalog/facet-settings';
import { staleOnError } from '../cluster/stale-on-error';
import { createPlanGate } from '../plans/search-gate';
import { readSearchSource, type SearchSource } from './catalog-reader';
import { deviceOf, type SearchEventBuffer } from './event-buffer';
import type { Entry, IndexRegistry } from './index-registry';
import { createPopularQueries } from './popular-queries';
import { createPopularity, popularitySettingsOf } from './popularity';
import { audienceOf, categoryRangeTypeOf, facetParamsOf, requestDefaultsOf } from './project-settings';
import { createRankingCache } from './ranking-settings';
import { boxOrder, completionSizes, completionsQuerySchema, type SearchQuery, searchQuerySchema } from './request';
import { completionOfferItem, highlight, toApiHit, toApiOffer, toApiParams } from './shapes';
import { createSynonymCache } from './synonym-cache';

/** Widget requests in debug mode carry debug=31337 (spec §7): answers then explain every score. */
const DEBUG_KEY = '31337';
/** Project settings are read at most this often per project; a change shows within this time. */
const SOURCE_TTL_MS = 2000;

interface SearchContext {
  deps: AppDeps;
  registry: IndexRegistry;
  events: SearchEventBuffer;
}

export async function searchRoutes(instance: FastifyInstance, { deps, registry, events }: SearchContext) {
  const popularQueries = createPopularQueries(deps.db);
  const popularity = createPopularity(deps.db);
  const rankings = createRankingCache(deps.log);
  const synonymCache = createSynonymCache(deps.db);
  const planGate = createPlanGate(deps, instance);
  const facetSettings = createFacetSettingsCache(deps.db);
  /** Request defaults derived from a settings read, kept until the next read. */
  const derived = new WeakMap<
    SearchSource,
    {
      defaults: ReturnType<typeof requestDefaultsOf>;
      facetParams: string[] | null;
      popularitySettings: ReturnType<typeof popularitySettingsOf>;
      rangeType: ReturnType<typeof categoryRangeTypeOf>;
    }
  >();
  const derivedOf = (source: SearchSource) => {
    let entry = derived.get(source);
    if (!entry) {
      entry = {
        defaults: requestDefaultsOf(source),
        facetParams: facetParamsOf(source),
        popularitySettings: popularitySettingsOf(source.settings.popularitySettings),
        rangeType: categoryRangeTypeOf(source.settings),
      };
      derived.set(source, entry);
    }
    return entry;
  };
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const sources = new Map<string, { at: number; source: SearchSource | undefined }>();
  // A change announced here or on another node (decision 0009) shows at the next request, not after the TTL.
  const unsubscribe = deps.hooks.settingsChanged.on((uuid) => sources.delete(uuid));
  instance.addHook('onClose', async () => unsubscribe());
  const tags = ['search'];
  const projectParams = z.object({ projectId: z.string().max(100) });

  async function sourceOf(projectId: string): Promise<SearchSource> {
    if (!isUuid(projectId)) throw appError('PROJECT_NOT_FOUND');
    const cached = sources.get(projectId);
    let source = cached && Date.now() - cached.at < SOURCE_TTL_MS ? cached.source : undefined;
    if (!cached || Date.now() - cached.at >= SOURCE_TTL_MS) {
      // While the database restarts, the settings read a moment ago keep the project searchable.
      source = await staleOnError(readSearchSource(deps.db, projectId), cached ? Promise.resolve(cached.source) : undefined);
      sources.set(projectId, { at: Date.now(), source });
    }
    if (!source) throw appError('PROJECT_NOT_FOUND');
    return source;
  }

  /** The index to answer from, or why there is none (the answer is then empty, with the reason). */
  async function indexOf(source: SearchSource, countQuery = false): Promise<{ entry: Entry | null; reason?: string }> {
    if (source.status === 'stopped') return { entry: null, reason: 'stopped' };
    if (source.status === 'unpaid') return { entry: null, reason: 'unpaid' };
    // An expired or unpaid plan stops search; searches count towards the month's query limit.
    const planStop = await planGate.admit(source.uuid, countQuery);
    if (planStop) return { entry: null, reason: planStop };
    const entry = await registry.get(source.uuid);
    // Another process may have loaded a newer catalog: build it; this one serves meanwhile.
    if (entry && entry.version < source.version) registry.ensure(source.uuid, source.version);
    return entry ? { entry } : { entry: null, reason: 'notIndexed' };
  }

  async function runSearch(request: FastifyRequest, projectId: string, q: SearchQuery) {
    const started = performance.now();
    const source = await sourceOf(projectId);
    const { entry, reason } = await indexOf(source, true);
    const empty = { topOffersIds: [], offers: [], extraOffers: null, ads: [], hits: 0, categories: [], params: [] };
    if (!entry) return { ...empty, reason };
    const { index, categoryName: names } = entry;
    const { defaults, facetParams, popularitySettings, rangeType } = derivedOf(source);
    const audience = audienceOf(source, q);
    const filterSettings = await facetSettings.of(source);
    const window = source.settings.rankingBehavioralFactorsTime;
    const grouped = q.groupByCategories?.active === true;
    const searchRequest: SearchRequest = {
      ...defaults,
      popularity: await popularity.of(source.uuid, window, popularitySettings),
      // Clicks per category are read only for the groups they order.
      ...(grouped && rangeType.rangeType === 'category_click'
        ? { categoryClicks: await popularity.categoryClicks(source.uuid, window, entry.version) }
        : {}),
      synonyms: await synonymCache.of(source),
      stemExceptions: await synonymCache.stemExceptionsOf(source),
      regionId: audience.regionId,
      query: q.query,
      skip: q.skip,
      limit: q.limit,
      filters: { ...defaults.filters, ...q.filters },
      facets: filterSettings.mode === 'disabled' ? ['category'] : facetParams ? ['category', 'vendor', 'price', ...facetParams] : true,
      facetRanges: rangeParamsOf(filterSettings),
      explain: q.debug === DEBUG_KEY,
      ...(q.sort ? { sort: q.sort } : {}),
      ...(grouped
        ? {
            groupByCategories: {
              size: q.groupByCategories?.size ?? 10,
              skip: q.groupByCategories?.skip ?? 0,
              ...rangeType,
            },
          }
        : {}),
    };
    const ranking = rankings.of(source);
    const plan = ranking.merchandising?.plan(q.query);
    if (plan?.redirect) return { ...empty, redirect: plan.redirect };
    const formulas = [ranking.scriptScore?.forSegment(audience.segmentId), ranking.constructor].filter((f): f is NonNullable<typeof f> =>
      Boolean(f),
    );
    if (formulas.length) searchRequest.scoreFormula = formulas;
    if (ranking.customSort && !q.sort) searchRequest.customSort = ranking.customSort;
    const planned = plan ? applyMerchandising(searchRequest, plan) : searchRequest;
    const result = index.search(planned);
    events.record({
      sourceUuid: source.uuid,
      query: q.query,
      normalized: result.correctedQuery ?? q.query.toLowerCase(),
      hits: result.hits,
      skip: q.skip,
      userId: q.userId ?? null,
      client: q.client ?? null,
      locale: q.locale ?? null,
      regionId: audience.regionId,
      segmentId: audience.segmentId,
      device: deviceOf(request.headers['user-agent']),
      firstInSession: q.firstInSession ?? null,
      latencyMs: performance.now() - started,
      kind: 'search',
    });
    return {
      ...empty,
      topOffersIds: plan?.pinnedIds ?? [],
      offers: result.offers.map((hit) => toApiHit(hit, names)),
      hits: result.hits,
      categories: result.categories,
      params: toApiParams(arrangeFacets(result.facets, filterSettings, categoryChain(entry, planned.filters?.categoryId))),
      ...(result.correctedQuery ? { correctedQuery: result.correctedQuery } : {}),
    };
  }

  app.get('/api/:projectId/search', { schema: { tags, params: projectParams, querystring: searchQuerySchema(24) } }, (request) =>
    runSearch(request, request.params.projectId, request.query),
  );
  app.post('/api/:projectId/search', { schema: { tags, params: projectParams, body: searchQuerySchema(100) } }, (request) =>
    runSearch(request, request.params.projectId, request.body),
  );

  async function runCompletions(request: FastifyRequest, projectId: string, q: z.output<typeof completionsQuerySchema>) {
    const started = performance.now();
    const source = await sourceOf(projectId);
    const { entry, reason } = await indexOf(source);
    const sizes = completionSizes(q.completionSettings);
    if (!entry)
      return {
        reason,
        searchBox: [],
        popular: [],
        categories: [],
        brands: [],
        history: [],
        suggestions: [],
        special_offers: [],
        offers: [],
      };
    const { index, categoryName: names } = entry;
    const { defaults, popularitySettings } = derivedOf(source);
    const audience = audienceOf(source, q);
    const filters = defaults.filters ?? {};
    // Offers complete in the order a search ranks them: popularity counts there too.
    const offerPopularity = await popularity.of(source.uuid, source.settings.rankingBehavioralFactorsTime, popularitySettings);
    const completed = index.complete({
      query: q.query,
      suggestions: sizes.suggestions,
      offers: sizes.offers,
      categories: sizes.categories,
      brands: sizes.brands,
      filters,
      popularity: offerPopularity,
      ...(defaults.popularityBoost !== undefined ? { popularityBoost: defaults.popularityBoost } : {}),
      stemExceptions: await synonymCache.stemExceptionsOf(source),
      regionId: audience.regionId,
    });
    const offers = completed.offers.map((entry) => completionOfferItem(entry, names));
    const special =
      sizes.special_offers > 0 && q.query
        ? index
            .search({ ...defaults, query: q.query, limit: 50, filters, regionId: audience.regionId, popularity: offerPopularity })
            .offers.filter((hit) => hit.offer.oldPrice !== null && hit.offer.price !== null && hit.offer.oldPrice > hit.offer.price)
            .slice(0, sizes.special_offers)
            .map((hit) => completionOfferItem({ offer: hit.offer, score: hit.score, ranges: [] }, names))
        : [];
    const suggestionItems = completed.suggestions.map((s) => ({
      type: 'suggestion',
      text: { html: highlight(s.text, s.ranges), plain: s.text },
      hits: s.hits,
    }));
    const categories = completed.categories.map((c) => ({
      type: 'category',
      id: c.id,
      text: { html: highlight(c.name, c.ranges), plain: c.name },
      hits: c.hits,
    }));
    const brands = completed.brands.map((b) => ({
      type: 'brand',
      text: { html: highlight(b.name, b.ranges), plain: b.name },
      hits: b.hits,
    }));
    const popular = (await popularQueries.matching(source.uuid, q.query, sizes.popular)).map((p) => ({
      type: 'popular',
      text: { html: highlight(p.text, prefixRange(p.text, q.query)), plain: p.text },
      hits: p.count,
    }));
    const suggestions = suggestionItems.slice(0, sizes.suggestions);
    events.record({
      sourceUuid: source.uuid,
      query: q.query,
      normalized: q.query.toLowerCase(),
      hits: completed.offers.length,
      skip: 0,
      userId: q.userId ?? null,
      client: q.client ?? null,
      locale: q.locale ?? null,
      regionId: audience.regionId,
      segmentId: audience.segmentId,
      device: deviceOf(request.headers['user-agent']),
      firstInSession: null,
      latencyMs: performance.now() - started,
      kind: 'completions',
    });
    return {
      searchBox: boxOrder(q.completionSettings).flatMap(
        (group): unknown[] => ({ popular, suggestions, categories, brands, offers })[group],
      ),
      popular,
      categories,
      brands,
      history: [],
      suggestions,
      special_offers: special,
      offers,
    };
  }

  app.get('/api/:projectId/completions', { schema: { tags, params: projectParams, querystring: completionsQuerySchema } }, (request) =>
    runCompletions(request, request.params.projectId, request.query),
  );

  /** v2: the same completions with offers in camelCase. */
  app.get(
    '/api/v2/:projectId/completions',
    { schema: { tags, params: projectParams, querystring: completionsQuerySchema } },
    async (request) => {
      const result = await runCompletions(request, request.params.projectId, request.query);
      const offers = result.offers.map(({ offer_code, ...item }) => ({ ...item, offerCode: offer_code }));
      return {
        offers,
        categories: result.categories,
        brands: result.brands,
        suggestions: result.suggestions,
        popular: result.popular,
        ...('reason' in result ? { reason: result.reason } : {}),
      };
    },
  );

  app.get(
    '/api/:projectId/find-by-id',
    {
      schema: {
        tags,
        params: projectParams,
        querystring: z.object({ id: z.union([z.string().max(10_000), z.array(z.string().max(200)).max(100)]) }),
      },
    },
    async (request) => {
      const source = await sourceOf(request.params.projectId);
      const { entry } = await indexOf(source);
      const ids = (Array.isArray(request.query.id) ? request.query.id : request.query.id.split(','))
        .map((id) => id.trim())
        .filter(Boolean)
        .slice(0, 100);
      const offers = entry ? ids.map((id) => entry.index.findById(id)).filter((offer) => offer !== undefined) : [];
      if (!entry || !offers.length) throw appError('NOT_FOUND');
      return { offers: offers.map((offer) => toApiOffer(offer, 0, entry.categoryName)) };
    },
  );
}

/** The chosen category and its parents, nearest first (bounded: a broken feed may loop its parents). */
function categoryChain(entry: Entry, categoryId: string | null | undefined): string[] {
  const chain: string[] = [];
  for (let id = categoryId || null; id !== null && chain.length < 50 && !chain.includes(id); id = entry.categoryParent(id)) chain.push(id);
  return chain;
}

/** Where the typed text starts in a popular query (its start, or the start of a later word). */
function prefixRange(text: string, typed: string): Array<[number, number]> {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [];
  const lower = text.toLowerCase();
  const at = lower.startsWith(needle) ? 0 : lower.indexOf(` ${needle}`) + 1;
  return at >= 0 && lower.slice(at, at + needle.length) === needle ? [[at, at + needle.length]] : [];
}
