import { OWNER_CLIENT, type SearchStopReason } from '@vitrina/contracts';
import type { FastifyRequest } from 'fastify';
import { appError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { PlanGate } from '../plans';
import type { Profiles, ProjectProfile } from '../profile';
import { deviceOf, type SearchEvent, type SearchEventBuffer } from './event-buffer';
import type { Entry, IndexRegistry } from './index-registry';

/** What the public search routes share: the project's profile, its index, and where searches are recorded. */
export function createServing(profiles: Profiles, registry: IndexRegistry, planGate: PlanGate, events: SearchEventBuffer) {
  return {
    async profileOf(projectId: string): Promise<ProjectProfile> {
      if (!isUuid(projectId)) throw appError('PROJECT_NOT_FOUND');
      const profile = await profiles.get(projectId);
      if (!profile) throw appError('PROJECT_NOT_FOUND');
      return profile;
    },

    /** The index to answer from, or why there is none; `countQuery` counts the search towards the plan's monthly limit. */
    async indexOf(
      profile: ProjectProfile,
      countQuery = false,
    ): Promise<{ entry: Entry; reason?: undefined } | { entry: null; reason: SearchStopReason }> {
      if (profile.status === 'stopped') return { entry: null, reason: 'stopped' };
      if (profile.status === 'unpaid') return { entry: null, reason: 'unpaid' };
      const planStop = await planGate.admit(profile.uuid, profile.plan, countQuery);
      if (planStop) return { entry: null, reason: planStop };
      const entry = await registry.get(profile.uuid);
      // Another process may have loaded a newer catalog: build it; this one serves meanwhile.
      if (entry && entry.version < profile.catalogVersion) registry.ensure(profile.uuid, profile.catalogVersion);
      return entry ? { entry } : { entry: null, reason: 'notIndexed' };
    },

    /** Records one answered search or completion for the statistics. */
    recordSearch(
      request: FastifyRequest,
      profile: ProjectProfile,
      q: { query: string; userId?: string | undefined; client?: string | undefined; locale?: string | undefined },
      answered: Pick<SearchEvent, 'kind' | 'normalized' | 'hits' | 'skip' | 'regionId' | 'segmentId' | 'firstInSession'> & {
        started: number;
      },
    ): void {
      const { started, ...rest } = answered;
      // The owner's own searches (console previews, pickers, the widget previewed) are not shoppers'.
      if (q.client === OWNER_CLIENT) return;
      events.record({
        ...rest,
        sourceUuid: profile.uuid,
        query: q.query,
        userId: q.userId ?? null,
        client: q.client ?? null,
        locale: q.locale ?? null,
        device: deviceOf(request.headers['user-agent']),
        latencyMs: performance.now() - started,
      });
    },
  };
}

export type Serving = ReturnType<typeof createServing>;
