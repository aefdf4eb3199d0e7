import { OWNER_CLIENT, type SearchAnswer } from '@vitrina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toApiHit, toApiParams } from '../../lib';
import { arrangeFacets } from '../catalog';
import { type SearchInput, searchRequestOf } from '../profile';
import type { Entry } from './index-registry';
import type { createPopularity } from './popularity';
import { type SearchQuery, searchQuerySchema } from './request';
import type { Serving } from './serving';

/** Widget requests in debug mode carry debug=31337 (spec §7): answers then explain every score. */
const DEBUG_KEY = '31337';
const EMPTY: SearchAnswer = { topOffersIds: [], offers: [], extraOffers: null, ads: [], hits: 0, categories: [], params: [] };

interface SearchContext {
  serving: Serving;
  popularity: ReturnType<typeof createPopularity>;
}

/** GET and POST /api/{projectId}/search on SEARCH_PORT (DESIGN.md §4). */
export async function searchRoutes(instance: FastifyInstance, { serving, popularity }: SearchContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];
  const projectParams = z.object({ projectId: z.string().max(100) });

  async function runSearch(request: FastifyRequest, projectId: string, q: SearchQuery): Promise<SearchAnswer> {
    const started = performance.now();
    const profile = await serving.profileOf(projectId);
    // The owner's searches do not use up the plan's monthly queries.
    const { entry, reason } = await serving.indexOf(profile, q.client !== OWNER_CLIENT);
    if (!entry) return { ...EMPTY, reason };
    const grouped = q.groupByCategories?.active === true;
    const input: SearchInput = {
      query: q.query,
      skip: q.skip,
      limit: q.limit,
      regionId: q.regionId,
      segmentId: q.segmentId,
      ...(q.filters ? { filters: q.filters } : {}),
      ...(q.sort ? { sort: q.sort } : {}),
      popularity: await popularity.of(profile.uuid, profile.behaviour),
      learned: serving.learnedFor(profile, q.query),
      facets: true,
      explain: q.debug === DEBUG_KEY,
      ...(grouped
        ? {
            groupByCategories: {
              size: q.groupByCategories?.size ?? 10,
              skip: q.groupByCategories?.skip ?? 0,
              // Clicks per category are read only for the groups they order.
              ...(profile.rangeType === 'category_click'
                ? { categoryClicks: await popularity.categoryClicks(profile.uuid, profile.behaviour.days, entry.version) }
                : {}),
            },
          }
        : {}),
    };
    let planned = searchRequestOf(profile, input);
    if (planned.redirect) return { ...EMPTY, redirect: planned.redirect };
    let result = entry.index.search(planned.request);
    // A typo not seen before has no learned signals of its own: its corrected form's apply (searched again).
    const learned = !input.learned && result.correctedQuery ? serving.learnedFor(profile, result.correctedQuery) : null;
    if (learned) {
      planned = searchRequestOf(profile, { ...input, learned });
      result = entry.index.search(planned.request);
    }
    serving.recordSearch(request, profile, q, {
      kind: 'search',
      normalized: result.correctedQuery ?? q.query.toLowerCase(),
      hits: result.hits,
      skip: q.skip,
      regionId: planned.regionId,
      segmentId: planned.segmentId,
      firstInSession: q.firstInSession ?? null,
      started,
      shown: { offerIds: result.offers.map((hit) => hit.offer.id), correctedQuery: result.correctedQuery },
    });
    const chain = categoryChain(entry, planned.request.filters?.categoryId);
    return {
      ...EMPTY,
      topOffersIds: planned.pinnedIds,
      offers: result.offers.map((hit) => toApiHit(hit, entry.categoryName)),
      hits: result.hits,
      categories: result.categories,
      params: toApiParams(arrangeFacets(result.facets, profile.facets, chain)),
      ...(result.correctedQuery ? { correctedQuery: result.correctedQuery } : {}),
    };
  }

  app.get('/api/:projectId/search', { schema: { tags, params: projectParams, querystring: searchQuerySchema(24) } }, (request) =>
    runSearch(request, request.params.projectId, request.query),
  );
  app.post('/api/:projectId/search', { schema: { tags, params: projectParams, body: searchQuerySchema(100) } }, (request) =>
    runSearch(request, request.params.projectId, request.body),
  );
}

/** The chosen category and its parents, nearest first (bounded: a broken feed may loop its parents). */
function categoryChain(entry: Entry, categoryId: string | null | undefined): string[] {
  const chain: string[] = [];
  for (let id = categoryId || null; id !== null && chain.length < 50 && !chain.includes(id); id = entry.categoryParent(id)) chain.push(id);
  return chain;
}
