import { OWNER_CLIENT, type SearchStopReason } from '@vitrina/contracts';
import type { LearnedSignals } from '@vitrina/engine';
import type { FastifyRequest } from 'fastify';
import { appError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { type ImpressionRecorder, type LearnedSignalsStore, normalizeQuery } from '../learning';
import type { PlanGate } from '../plans';
import type { Profiles, ProjectProfile } from '../profile';
import { deviceOf, type SearchEvent, type SearchEventBuffer } from './event-buffer';
import type { Entry, IndexRegistry } from './index-registry';

/** Learned ranking as search uses it: the signals served per query, and where impressions are recorded. */
export interface ServingLearning {
  signals: LearnedSignalsStore;
  impressions: ImpressionRecorder;
}

/** What the public search routes share: the project's profile, its index, and where searches are recorded. */
export function createServing(
  profiles: Profiles,
  registry: IndexRegistry,
  planGate: PlanGate,
  events: SearchEventBuffer,
  learning: ServingLearning,
) {
  return {
    async profileOf(projectId: string): Promise<ProjectProfile> {
      if (!isUuid(projectId)) throw appError('PROJECT_NOT_FOUND');
      const profile = await profiles.get(projectId);
      if (!profile) throw appError('PROJECT_NOT_FOUND');
      return profile;
    },

    /** The index to answer from, or why there is none. */
    async indexOf(profile: ProjectProfile): Promise<{ entry: Entry; reason?: undefined } | { entry: null; reason: SearchStopReason }> {
      if (profile.status === 'stopped') return { entry: null, reason: 'stopped' };
      if (profile.status === 'unpaid') return { entry: null, reason: 'unpaid' };
      const planStop = await planGate.admit(profile.uuid, profile.plan);
      if (planStop) return { entry: null, reason: planStop };
      const entry = await registry.get(profile.uuid);
      // Another process may have loaded a newer catalog: build it; this one serves meanwhile.
      if (entry && entry.version < profile.catalogVersion) registry.ensure(profile.uuid, profile.catalogVersion);
      return entry ? { entry } : { entry: null, reason: 'notIndexed' };
    },

    /** What shoppers taught search about this query (the owner's previews see it too: they show what shoppers get). */
    learnedFor(profile: ProjectProfile, query: string): LearnedSignals | null {
      return learning.signals.signalsFor(profile, normalizeQuery(query));
    },

    /** Records one answered search or completion for the statistics, and a shopper search's page for learned ranking. */
    recordSearch(
      request: FastifyRequest,
      profile: ProjectProfile,
      q: { query: string; userId?: string | undefined; client?: string | undefined; locale?: string | undefined },
      answered: Pick<SearchEvent, 'kind' | 'normalized' | 'hits' | 'skip' | 'regionId' | 'segmentId' | 'firstInSession'> & {
        started: number;
        /** The page a search showed (offer ids in order) and the query as search corrected it. */
        shown?: { offerIds: readonly string[]; correctedQuery?: string | undefined };
      },
    ): void {
      // The owner's own searches (console previews, pickers, the widget previewed) are not shoppers'.
      if (q.client === OWNER_CLIENT) return;
      const { kind, shown } = answered;
      // Only an answered search may count towards the plan's monthly queries (completions never do).
      if (kind === 'search') planGate.count(request, profile.uuid, profile.plan, { query: q.query, skip: answered.skip, userId: q.userId });
      if (kind === 'search' && shown && q.userId) {
        learning.impressions.record({
          sourceUuid: profile.uuid,
          userId: q.userId,
          address: request.ip,
          query: q.query,
          correctedQuery: shown.correctedQuery,
          skip: answered.skip,
          offerIds: shown.offerIds,
        });
      }
      // Field by field rather than spread from `answered`: one object of one shape per search, where
      // a rest pattern and two spreads cost this path about 12 µs a search (bench:http, 2-core machine).
      events.record({
        sourceUuid: profile.uuid,
        query: q.query,
        normalized: answered.normalized,
        hits: answered.hits,
        skip: answered.skip,
        userId: q.userId ?? null,
        client: q.client ?? null,
        locale: q.locale ?? null,
        regionId: answered.regionId,
        segmentId: answered.segmentId,
        device: deviceOf(request.headers['user-agent']),
        firstInSession: answered.firstInSession,
        latencyMs: performance.now() - answered.started,
        kind,
        at: new Date(),
      });
    },
  };
}

export type Serving = ReturnType<typeof createServing>;
