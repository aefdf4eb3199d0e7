import type { CompletionItem, CompletionsAnswer, CompletionsV2Answer } from '@vitrina/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completionOfferItem, highlight } from '../../lib';
import { audienceOf, searchRequestOf } from '../profile';
import type { NodeShare } from './node-share';
import type { createPopularQueries } from './popular-queries';
import type { createPopularity } from './popularity';
import { boxOrder, completionSizes, completionsQuerySchema } from './request';
import type { Serving } from './serving';

/** Offers the special-offers group looks through for discounted ones. */
const SPECIAL_CANDIDATES = 50;

interface CompletionContext {
  serving: Serving;
  popularity: ReturnType<typeof createPopularity>;
  popularQueries: ReturnType<typeof createPopularQueries>;
  share: NodeShare;
}

/** GET /api/{projectId}/completions and /api/v2/{projectId}/completions on SEARCH_PORT (DESIGN.md §4). */
export async function completionRoutes(instance: FastifyInstance, { serving, popularity, popularQueries, share }: CompletionContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];
  const projectParams = z.object({ projectId: z.string().max(100) });

  async function runCompletions(
    request: FastifyRequest,
    reply: FastifyReply,
    projectId: string,
    q: z.output<typeof completionsQuerySchema>,
  ): Promise<CompletionsAnswer> {
    const started = performance.now();
    const profile = await serving.profileOf(projectId);
    const { entry, reason } = await serving.indexOf(profile);
    const sizes = completionSizes(q.completionSettings);
    if (!entry) {
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
    }
    const names = entry.categoryName;
    // Offers complete in the order a search ranks them: popularity counts there too.
    const offerPopularity = await popularity.of(profile.uuid, profile.behaviour);
    const audience = audienceOf(profile, q);
    const { defaults } = profile;
    // Completions are computed for every keystroke: within the project's share of this node.
    const turn = share.admit(profile.uuid, reply);
    if (turn) await turn;
    const { value: completed } = share.measure(profile.uuid, () =>
      entry.index.complete({
        query: q.query,
        suggestions: sizes.suggestions,
        offers: sizes.offers,
        categories: sizes.categories,
        brands: sizes.brands,
        filters: defaults.filters ?? {},
        popularity: offerPopularity,
        ...(defaults.popularityBoost !== undefined ? { popularityBoost: defaults.popularityBoost } : {}),
        stemExceptions: defaults.stemExceptions,
        regionId: audience.regionId,
      }),
    );
    // The full search request (formulas, merchandising) only when special offers are asked for.
    const planned =
      sizes.special_offers > 0 && q.query
        ? searchRequestOf(profile, { query: q.query, regionId: q.regionId, segmentId: q.segmentId, popularity: offerPopularity })
        : null;
    const special =
      planned && !planned.redirect
        ? share
            .measure(profile.uuid, () => entry.index.search({ ...planned.request, limit: SPECIAL_CANDIDATES }))
            .value.offers.filter((hit) => hit.offer.oldPrice !== null && hit.offer.price !== null && hit.offer.oldPrice > hit.offer.price)
            .slice(0, sizes.special_offers)
            .map((hit) => completionOfferItem({ offer: hit.offer, score: hit.score, ranges: [] }, names))
        : [];
    const offers = completed.offers.map((item) => completionOfferItem(item, names));
    const suggestions = completed.suggestions
      .map((s) => ({ type: 'suggestion' as const, text: { html: highlight(s.text, s.ranges), plain: s.text }, hits: s.hits }))
      .slice(0, sizes.suggestions);
    const categories = completed.categories.map((c) => ({
      type: 'category' as const,
      id: c.id,
      text: { html: highlight(c.name, c.ranges), plain: c.name },
      hits: c.hits,
    }));
    const brands = completed.brands.map((b) => ({
      type: 'brand' as const,
      text: { html: highlight(b.name, b.ranges), plain: b.name },
      hits: b.hits,
    }));
    // Popular queries read the way this index and these settings read them (corrected, found).
    const reader = {
      key: `${entry.version}/${profile.settingsVersion}`,
      read: (text: string) => {
        const found = entry.index.search({ ...searchRequestOf(profile, { query: text }).request, limit: 0 });
        return { text: found.correctedQuery ?? text.toLowerCase(), hits: found.hits };
      },
    };
    const popular = (await popularQueries.matching(profile.uuid, q.query, sizes.popular, reader)).map((p) => ({
      type: 'popular' as const,
      text: { html: highlight(p.text, prefixRange(p.text, q.query)), plain: p.text },
      hits: p.count,
    }));
    serving.recordSearch(request, profile, q, {
      kind: 'completions',
      normalized: q.query.toLowerCase(),
      hits: completed.offers.length,
      skip: 0,
      regionId: audience.regionId,
      segmentId: audience.segmentId,
      firstInSession: null,
      started,
    });
    return {
      searchBox: boxOrder(q.completionSettings).flatMap(
        (group): CompletionItem[] => ({ popular, suggestions, categories, brands, offers })[group],
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

  app.get(
    '/api/:projectId/completions',
    { schema: { tags, params: projectParams, querystring: completionsQuerySchema } },
    (request, reply) => runCompletions(request, reply, request.params.projectId, request.query),
  );

  /** v2: the same completions with offers in camelCase. */
  app.get(
    '/api/v2/:projectId/completions',
    { schema: { tags, params: projectParams, querystring: completionsQuerySchema } },
    async (request, reply): Promise<CompletionsV2Answer> => {
      const result = await runCompletions(request, reply, request.params.projectId, request.query);
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
}

/** Where the typed text starts in a popular query (its start, or the start of a later word). */
function prefixRange(text: string, typed: string): Array<[number, number]> {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [];
  const lower = text.toLowerCase();
  const at = lower.startsWith(needle) ? 0 : lower.indexOf(` ${needle}`) + 1;
  return at >= 0 && lower.slice(at, at + needle.length) === needle ? [[at, at + needle.length]] : [];
}
