import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { appError, fieldError } from '../../http/errors';
import { createConsoleView } from './console-view';
import { MAX_QUERY_KEY, normalizeQuery } from './query-key';
import { resetLearning } from './resets';

const idParams = z.object({ id: z.string().max(100) });
const key = z.string({ error: 'validation.required' }).max(MAX_QUERY_KEY, `validation.max|${MAX_QUERY_KEY}`);
const listQuery = z.object({
  search: z.string().max(MAX_QUERY_KEY, `validation.max|${MAX_QUERY_KEY}`).default(''),
  skip: z.coerce.number({ error: 'validation.numeric' }).int('validation.numeric').min(0, 'validation.numeric').max(1_000_000).default(0),
});

/** A key as the console sends it, normalised; an empty one is refused rather than read as "everything". */
function keyOf(raw: string, field = 'key'): string {
  const normalised = normalizeQuery(raw);
  if (!normalised) throw fieldError(field, 'validation.required');
  return normalised;
}

/**
 * Learned ranking in the console (issue 18): /v2/sources/{id}/learning lists the queries search
 * learned about, /learning/query?key= shows one, DELETE resets one query or the whole project.
 * Reads need view, resets need edit (as synonyms and merchandising); a reset is a write under
 * /sources/:id, so announceWrites tells every node and their learned data is let go at once.
 */
export async function learningRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['learning'];
  const view = createConsoleView(deps.db, deps.changes);
  instance.addHook('onClose', async () => view.close());

  async function profileOf(uuid: string) {
    const profile = await deps.search.profiles.get(uuid);
    if (!profile) throw appError('PROJECT_NOT_FOUND');
    return profile;
  }

  app.get('/v2/sources/:id/learning', { schema: { tags, params: idParams, querystring: listQuery } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    return view.queries(await profileOf(request.params.id), request.query.search, request.query.skip);
  });

  app.get('/v2/sources/:id/learning/query', { schema: { tags, params: idParams, querystring: z.object({ key }) } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    return view.query(await profileOf(request.params.id), keyOf(request.query.key));
  });

  app.delete(
    '/v2/sources/:id/learning',
    { schema: { tags, params: idParams, querystring: z.object({ key: key.optional() }) } },
    async (request, reply) => {
      const me = await auth.userWhoCan(request, 'edit', request.params.id);
      const raw = request.query.key;
      await resetLearning(deps.db, request.params.id, raw === undefined ? null : keyOf(raw), me.row.id);
      return reply.status(204).send();
    },
  );
}
