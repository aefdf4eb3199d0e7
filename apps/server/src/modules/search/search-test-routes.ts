import { projectSettingsPatch } from '@vitrina/contracts';
import { compileFormula } from '@vitrina/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { appError, fieldError } from '../../http/errors';
import { toApiHit } from '../../lib';
import { compileProfile, searchRequestOf } from '../profile';
import { settingToServer } from '../sources';
import { createPopularity } from './popularity';

const idParams = z.object({ id: z.string().max(100) });
const searchTestBody = z.strictObject({
  query: z.string().max(500),
  /** The unsaved settings of the form, in the shape PATCH /sources/{id} accepts; nothing is saved. */
  settings: projectSettingsPatch.optional(),
  limit: z.number().int().min(1).max(50).default(10),
});

/** A draft of the settings in the stored (server) form, to lay over the saved ones. */
function storedDraft(draft: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!draft) return undefined;
  const stored: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) if (value !== undefined) stored[key] = settingToServer(key, value);
  return stored;
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

  app.post('/sources/:id/search-test', { schema: { tags: ['search'], params: idParams, body: searchTestBody } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    checkDraftFormulas(request.body.settings);
    const saved = await deps.search.profiles.get(request.params.id);
    if (!saved) throw appError('PROJECT_NOT_FOUND');
    const entry = await deps.search.indexFor(saved.uuid);
    if (!entry) return { data: { hits: 0, offers: [] } };
    const draft = storedDraft(request.body.settings);
    const profile = draft ? compileProfile(saved.inputs, deps.log, draft) : saved;
    const { query, limit } = request.body;
    const planned = searchRequestOf(profile, {
      query,
      limit,
      explain: true,
      popularity: await popularity.of(profile.uuid, profile.behaviour),
    });
    const result = entry.index.search(planned.request);
    // The engine explains text and boosts; the formulas that turned them into the score are named here.
    const applied = planned.formulas.map((formula) => formula.text);
    const offers = result.offers.map((hit) => {
      const offer = toApiHit(hit, entry.categoryName);
      return offer.explain ? { ...offer, explain: { ...(offer.explain as object), formulas: applied } } : offer;
    });
    return { data: { hits: result.hits, offers } };
  });
}
