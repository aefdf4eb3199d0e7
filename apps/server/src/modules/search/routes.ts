import type { SearchAnswer } from '@vitrina/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toApiParams } from '../../lib';
import { arrangeFacets, paramsOffByDefault } from '../catalog';
import { type ProjectProfile, type SearchInput, searchRequestOf } from '../profile';
import { type AnswerAfterOffers, answerJson } from './answer-json';
import type { Entry } from './index-registry';
import type { NodeShare } from './node-share';
import type { createPopularity } from './popularity';
import { type SearchQuery, searchBodySchema, searchQuerySchema } from './request';
import { createSearchAnswers, identityOf, sendSerialized } from './search-answers';
import type { Serving } from './serving';

/** Widget requests in debug mode carry debug=31337 (spec §7): answers then explain every score. */
const DEBUG_KEY = '31337';
const EMPTY: SearchAnswer = { topOffersIds: [], offers: [], extraOffers: null, ads: [], hits: 0, categories: [], params: [] };

interface SearchContext {
  serving: Serving;
  popularity: ReturnType<typeof createPopularity>;
  share: NodeShare;
}

/** GET and POST /api/{projectId}/search on SEARCH_PORT (DESIGN.md §4). */
export async function searchRoutes(instance: FastifyInstance, { serving, popularity, share }: SearchContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];
  const projectParams = z.object({ projectId: z.string().max(100) });

  /** What recording a search needs, the same for every shopper given the answer (null: nothing to record). */
  interface Recorded {
    normalized: string;
    hits: number;
    regionId: string | null;
    segmentId: string | null;
    offerIds: string[];
    correctedQuery: string | undefined;
  }
  const answers = createSearchAnswers<Recorded | null>();
  const serialize = (answer: SearchAnswer) => Buffer.from(JSON.stringify(answer));

  /** The answer to one search: from the answer cache when the same request was answered with the same state. */
  async function runSearch(request: FastifyRequest, reply: FastifyReply, projectId: string, q: SearchQuery): Promise<FastifyReply> {
    const started = performance.now();
    const profile = await serving.profileOf(projectId);
    const { entry, reason } = await serving.indexOf(profile);
    if (!entry) return sendSerialized(request, reply, { body: serialize({ ...EMPTY, reason }), at: 0, meta: null });
    const grouped = q.groupByCategories?.active === true;
    const clicksOrder = grouped && profile.rangeType === 'category_click';
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
              ...(clicksOrder
                ? { categoryClicks: await popularity.categoryClicks(profile.uuid, profile.behaviour.days, entry.version) }
                : {}),
            },
          }
        : {}),
    };
    // Everything the answer depends on: a new profile, index, learned signals or popularity makes a new key.
    const key = input.explain
      ? null
      : JSON.stringify([
          identityOf(profile),
          identityOf(entry.index),
          identityOf(input.popularity),
          identityOf(input.learned),
          identityOf(input.groupByCategories?.categoryClicks),
          q.query,
          q.skip,
          q.limit,
          q.groupByCategories ?? null,
          q.filters ?? null,
          q.sort ?? null,
          q.regionId ?? null,
          q.segmentId ?? null,
        ]);
    let answered = key ? answers.get(key) : undefined;
    if (!answered) {
      // A computed answer takes its time from every project on this node: within the project's share.
      const turn = share.admit(profile.uuid, reply);
      if (turn) await turn;
      const { value, ms } = share.measure(profile.uuid, () => computeSearch(profile, entry, input));
      answered = key ? answers.set(key, value.body, value.recorded, ms) : { body: value.body, at: 0, meta: value.recorded };
    }
    const recorded = answered.meta;
    if (recorded)
      serving.recordSearch(request, profile, q, {
        kind: 'search',
        normalized: recorded.normalized,
        hits: recorded.hits,
        skip: q.skip,
        regionId: recorded.regionId,
        segmentId: recorded.segmentId,
        firstInSession: q.firstInSession ?? null,
        started,
        shown: { offerIds: recorded.offerIds, correctedQuery: recorded.correctedQuery },
      });
    return sendSerialized(request, reply, answered);
  }

  function computeSearch(profile: ProjectProfile, entry: Entry, input: SearchInput): { body: Buffer; recorded: Recorded | null } {
    let planned = searchRequestOf(profile, input);
    if (planned.redirect) return { body: serialize({ ...EMPTY, redirect: planned.redirect }), recorded: null };
    let result = entry.index.search(planned.request);
    // A typo not seen before has no learned signals of its own: its corrected form's apply (searched again).
    const learned = !input.learned && result.correctedQuery ? serving.learnedFor(profile, result.correctedQuery) : null;
    if (learned) {
      planned = searchRequestOf(profile, { ...input, learned });
      result = entry.index.search(planned.request);
    }
    const chain = categoryChain(entry, planned.request.filters?.categoryId);
    const after: AnswerAfterOffers = {
      extraOffers: null,
      ads: [],
      hits: result.hits,
      categories: result.categories,
      params: toApiParams(arrangeFacets(result.facets, profile.facets, chain, paramsOffByDefault(entry.index, profile.facets.params))),
      ...(result.correctedQuery ? { correctedQuery: result.correctedQuery } : {}),
    };
    return {
      // Offers shown in a region carry its prices, a new object each search: their JSON is not reused.
      body: answerJson(planned.pinnedIds, result.offers, after, entry.categoryName, planned.regionId === null),
      recorded: {
        normalized: result.correctedQuery ?? input.query.toLowerCase(),
        hits: result.hits,
        regionId: planned.regionId,
        segmentId: planned.segmentId,
        offerIds: result.offers.map((hit) => hit.offer.id),
        correctedQuery: result.correctedQuery,
      },
    };
  }

  // Answers go out compressed by sendSerialized, once per answer: the compression hook is not needed here.
  app.get(
    '/api/:projectId/search',
    { compress: false, schema: { tags, params: projectParams, querystring: searchQuerySchema(24) } },
    (request, reply) => runSearch(request, reply, request.params.projectId, request.query),
  );
  app.post(
    '/api/:projectId/search',
    { compress: false, schema: { tags, params: projectParams, body: searchBodySchema(100) } },
    (request, reply) => runSearch(request, reply, request.params.projectId, request.body),
  );
}

/** The chosen category and its parents, nearest first (bounded: a broken feed may loop its parents). */
function categoryChain(entry: Entry, categoryId: string | null | undefined): string[] {
  const chain: string[] = [];
  for (let id = categoryId || null; id !== null && chain.length < 50 && !chain.includes(id); id = entry.categoryParent(id)) chain.push(id);
  return chain;
}
