import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { createPlanGate } from '../plans';
import { completionRoutes } from './completion-routes';
import type { SearchEventBuffer } from './event-buffer';
import { findByIdRoutes } from './find-by-id-routes';
import { createNodeShare } from './node-share';
import { createPopularQueries } from './popular-queries';
import { createPopularity } from './popularity';
import { searchRoutes } from './routes';
import { createServing, type ServingLearning } from './serving';

/** The public search API on SEARCH_PORT: search, completions and find-by-id over the project's profile and index. */
export async function searchApi(
  instance: FastifyInstance,
  { deps, events, learning }: { deps: AppDeps; events: SearchEventBuffer; learning: ServingLearning },
) {
  const serving = createServing(deps.search.profiles, deps.search.registry, createPlanGate(deps, instance), events, learning);
  const popularity = createPopularity(deps.db);
  const share = createNodeShare(deps.config.searchShare);
  // Every search and completion is counted (statistics, the plan's monthly queries, learned ranking)
  // and answers move with shoppers' behaviour: no shared cache may answer one in search's place.
  // A project so far over its share of this node that it would be refused anyway is refused before
  // its request is validated, its profile read or its answer looked up: a flood costs only refusals.
  // A callback hook: an async one would cost every search a promise for a check that is a map lookup.
  instance.addHook('onRequest', (request, reply, done) => {
    const projectId = (request.params as { projectId?: unknown } | undefined)?.projectId;
    try {
      if (typeof projectId === 'string') share.screen(projectId, reply);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  instance.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await instance.register(searchRoutes, { serving, popularity, share });
  await instance.register(completionRoutes, { serving, popularity, share, popularQueries: createPopularQueries(deps.db) });
  await instance.register(findByIdRoutes, { serving });
}
