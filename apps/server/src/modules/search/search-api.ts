import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { createPlanGate } from '../plans';
import { completionRoutes } from './completion-routes';
import type { SearchEventBuffer } from './event-buffer';
import { findByIdRoutes } from './find-by-id-routes';
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
  // Every search and completion is counted (statistics, the plan's monthly queries, learned ranking)
  // and answers move with shoppers' behaviour: no shared cache may answer one in search's place.
  instance.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await instance.register(searchRoutes, { serving, popularity });
  await instance.register(completionRoutes, { serving, popularity, popularQueries: createPopularQueries(deps.db) });
  await instance.register(findByIdRoutes, { serving });
}
