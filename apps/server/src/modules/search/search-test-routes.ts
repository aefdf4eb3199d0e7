import { projectSettingsPatch } from '@vitrina/contracts';
import { applyMerchandising, compileFormula, type SearchRequest } from '@vitrina/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { appError, fieldError } from '../../http/errors';
import { settingToServer } from '../sources/client-form';
import { readSearchSource, type SearchSource } from './catalog-reader';
import { createPopularity, popularitySettingsOf } from './popularity';
import { requestDefaultsOf } from './project-settings';
import { createRankingCache } from './ranking-settings';
import { toApiHit } from './shapes';
import { createSynonymCache } from './synonym-cache';

const idParams = z.object({ id: z.string().max(100) });
const searchTestBody = z.strictObject({
  query: z.string().max(500),
  /** The unsaved settings of the form, in the shape PATCH /sources/{id} accepts; nothing is saved. */
  settings: projectSettingsPatch.optional(),
  limit: z.number().int().min(1).max(50).default(10),
});

/** The saved settings with the draft laid over them, both in the stored (server) form. */
function withDraft(source: SearchSource, draft: Record<string, unknown> | undefined): SearchSource {
  if (!draft) return source;
  const settings = { ...source.settings };
  for (const [key, value] of Object.entries(draft)) if (value !== undefined) settings[key] = settingToServer(key, value);
  return { ...source, settings };
}

/** PATCH keeps a formula that does not compile (search skips it); a test of it must say so instead. */
function checkDraftFormulas(draft: Record<string, unknown> | undefined): void {
  const segments = (draft?.scriptScore as { segments?: unknown } | null | undefined)?.segments;
  if (!Array.isArray(segments)) return;
  segments.forEach((row: { formula?: unknown } | null, i) => {
    const formula = typeof row?.formula === 'string' ? row.formula.trim() : '';
    if (!formula) return;
    try {
      compileFormula(formula);
    } catch {
      throw fieldError(`settings.scriptScore.segments.${i}.formula`, 'validation.invalid');
    }
  });
}

/**
 * POST /sources/{id}/search-test: the top results of a query with score explanations
 * (as debug=31337 gives them), ranked by the saved settings or by an unsaved draft of them.
 */
export async function searchTestRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const popularity = createPopularity(deps.db);
  const rankings = createRankingCache(deps.log);
  const synonyms = createSynonymCache(deps.db);

  app.post('/sources/:id/search-test', { schema: { tags: ['search'], params: idParams, body: searchTestBody } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    checkDraftFormulas(request.body.settings);
    const saved = await readSearchSource(deps.db, request.params.id);
    if (!saved) throw appError('PROJECT_NOT_FOUND');
    // Only a process that runs the search role holds the indexes (ROLE=admin runs without).
    const indexOf = deps.hooks.searchIndex;
    if (!indexOf) throw appError('SEARCH_TEST_UNAVAILABLE');
    const entry = await indexOf(saved.uuid);
    if (!entry) return { data: { hits: 0, offers: [] } };
    const source = withDraft(saved, request.body.settings);
    const { query, limit } = request.body;
    const ignored = source.settings.ignoredTokens;
    const searchRequest: SearchRequest = {
      ...requestDefaultsOf(source),
      popularity: await popularity.of(
        source.uuid,
        source.settings.rankingBehavioralFactorsTime,
        popularitySettingsOf(source.settings.popularitySettings),
      ),
      synonyms: await synonyms.of(source),
      stemExceptions: await synonyms.stemExceptionsOf(source),
      // The index drops its saved ignored tokens; a draft's further ones are dropped per query.
      ...(Array.isArray(ignored) ? { ignoredTokens: ignored.map(String) } : {}),
      query,
      limit,
      explain: true,
    };
    const ranking = rankings.of(source);
    const formulas = [ranking.scriptScore?.forSegment(undefined), ranking.constructor].filter((f): f is NonNullable<typeof f> =>
      Boolean(f),
    );
    if (formulas.length) searchRequest.scoreFormula = formulas;
    if (ranking.customSort) searchRequest.customSort = ranking.customSort;
    const plan = ranking.merchandising?.plan(query);
    const planned = plan && !plan.redirect ? applyMerchandising(searchRequest, plan) : searchRequest;
    const result = entry.index.search(planned);
    // The engine explains text and boosts; the formulas that turned them into the score are named here.
    const applied = formulas.map((formula) => formula.text);
    const offers = result.offers.map((hit) => {
      const offer = toApiHit(hit, entry.categoryName);
      return offer.explain ? { ...offer, explain: { ...(offer.explain as object), formulas: applied } } : offer;
    });
    return { data: { hits: result.hits, offers } };
  });
}
