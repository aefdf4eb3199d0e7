import { LEARNED_QUERIES_PER_PROJECT } from '@vitrina/contracts';
import type { LearnedSignals } from '@vitrina/engine';
import type { Logger } from 'pino';
import type { Queryable } from '../../db/database';
import type { ChangeBus } from '../cluster';
import type { ProjectProfile } from '../profile';
import { learnInputOf, learnProject, type QueryEvidence } from './learn';
import { keysWithNewEvidence, newestEventId } from './new-evidence';

/** A project searched within this long is kept learning; after it, it is not refreshed… */
const ACTIVE_MS = 10 * 60_000;
/** …and after this long its learned data is let go (the next search loads it again). */
const FORGET_MS = 60 * 60_000;
/** The whole project is computed again at least this often (decay, impressions without clicks, caps)… */
const FULL_EVERY_MS = 10 * 60_000;
/** …and no more often than this many times its last duration, so a big project costs the database at most 1 %. */
const FULL_COST_FACTOR = 100;

interface KeySignals {
  evidence: number;
  /** One object per key and computation: the engine caches its per-offer array by identity. */
  signals: LearnedSignals;
}

interface Learned {
  /** The profile's settings version the signals were computed for: another one means a change, or a reset. */
  settingsVersion: number;
  catalogVersion: number;
  keys: Map<string, KeySignals>;
  /** Typed form → key, for the forms that differ from their key. */
  aliases: Map<string, string>;
}

interface ProjectState {
  profile: ProjectProfile;
  searchedAt: number;
  /** Bumped by every change to the project: a computation begun before it is thrown away. */
  generation: number;
  learned: Learned | null;
  busy: boolean;
  fullAt: number;
  fullMs: number;
  /** The newest tracker event the learned data has looked at. */
  seenEvent: string;
}

function signalsOf(query: QueryEvidence): KeySignals {
  const signals: LearnedSignals = { offers: new Map(query.offers.map((offer) => [offer.offerId, offer.multiplier])) };
  if (query.categories.length) signals.categories = new Map(query.categories.map((category) => [category.id, category.share]));
  return { evidence: query.evidence, signals };
}

/**
 * What search applies of learned ranking, per search node and in memory: per project, query key
 * → the engine's LearnedSignals, and typed form → key. Bounded by the contracts' caps: at most
 * LEARNED_QUERIES_PER_PROJECT keys of LEARNED_OFFERS_PER_QUERY offers and 8 typed forms each
 * (about 120 bytes an offer entry, so 30 MB for a project at the caps; a project with a few
 * hundred learned queries takes well under 1 MB); projects unsearched for an hour are let go.
 * Loading and refreshing happen off the request path (learning/README.md).
 */
export function createLearnedSignals(db: Queryable, log: Logger, changes: ChangeBus, refreshMs: number) {
  const projects = new Map<string, ProjectState>();

  function apply(state: ProjectState, generation: number, learned: Learned): boolean {
    if (state.generation !== generation || projects.get(state.profile.uuid) !== state) return false;
    state.learned = learned;
    return true;
  }

  async function computeAll(state: ProjectState): Promise<void> {
    const { profile, generation } = state;
    const now = new Date();
    const started = performance.now();
    const seenEvent = await newestEventId(db, profile.uuid, now);
    const queries = await learnProject(db, learnInputOf(profile, now));
    const learned: Learned = {
      settingsVersion: profile.settingsVersion,
      catalogVersion: profile.catalogVersion,
      keys: new Map(queries.map((query) => [query.key, signalsOf(query)])),
      aliases: new Map(queries.flatMap((query) => query.aliases.map((alias) => [alias, query.key] as const))),
    };
    if (!apply(state, generation, learned)) return;
    state.seenEvent = seenEvent;
    state.fullAt = Date.now();
    state.fullMs = performance.now() - started;
  }

  /** Computes again the keys new clicks, carts and purchases may have changed. */
  async function computeNew(state: ProjectState, learned: Learned): Promise<void> {
    const { profile, generation } = state;
    const now = new Date();
    const found = await keysWithNewEvidence(db, profile.uuid, state.seenEvent, now);
    for (const query of found.queries) found.keys.add(learned.aliases.get(query) ?? query);
    if (found.keys.size) {
      const keys = [...found.keys];
      const queries = await learnProject(db, { ...learnInputOf(profile, now), keys });
      if (state.generation !== generation || state.learned !== learned) return;
      for (const key of keys) learned.keys.delete(key);
      for (const query of queries) {
        learned.keys.set(query.key, signalsOf(query));
        for (const alias of query.aliases) learned.aliases.set(alias, query.key);
      }
      trim(learned);
    }
    if (state.generation === generation) state.seenEvent = found.newest;
  }

  /** Keeps the keys with the most evidence when new ones came in between whole computations. */
  function trim(learned: Learned) {
    if (learned.keys.size <= LEARNED_QUERIES_PER_PROJECT) return;
    const kept = [...learned.keys].sort((a, b) => b[1].evidence - a[1].evidence).slice(0, LEARNED_QUERIES_PER_PROJECT);
    learned.keys = new Map(kept);
    for (const [alias, key] of learned.aliases) if (!learned.keys.has(key)) learned.aliases.delete(alias);
  }

  function refresh(state: ProjectState): void {
    if (state.busy) return;
    const learned = state.learned;
    const full = !learned || Date.now() - state.fullAt > Math.max(FULL_EVERY_MS, FULL_COST_FACTOR * state.fullMs);
    state.busy = true;
    (full || !learned ? computeAll(state) : computeNew(state, learned))
      .catch((error: unknown) => log.warn({ err: error, project: state.profile.uuid }, 'learned ranking not refreshed'))
      .finally(() => {
        state.busy = false;
      });
  }

  function forget(state: ProjectState) {
    state.generation += 1;
    state.learned = null;
  }

  const unsubscribe = changes.on(({ project, what }) => {
    const state = projects.get(project);
    if (!state) return;
    // A new catalog changes only the categories of clicked offers: computed again, served meanwhile.
    if (what === 'catalog') state.fullAt = 0;
    // Anything else may be a reset or a new strength: nothing learned before it is served again.
    else forget(state);
  });

  const timer = setInterval(() => {
    const now = Date.now();
    for (const [uuid, state] of projects) {
      if (now - state.searchedAt > FORGET_MS) projects.delete(uuid);
      else if (now - state.searchedAt <= ACTIVE_MS && state.profile.learning.enabled) refresh(state);
    }
  }, refreshMs);
  timer.unref();

  return {
    /** The learned signals for a shopper's query (normalised), or null; never waits (a project is loaded in the background). */
    signalsFor(profile: ProjectProfile, queryNorm: string): LearnedSignals | null {
      let state = projects.get(profile.uuid);
      if (!state) {
        state = { profile, searchedAt: 0, generation: 0, learned: null, busy: false, fullAt: 0, fullMs: 0, seenEvent: '0' };
        projects.set(profile.uuid, state);
      }
      state.searchedAt = Date.now();
      state.profile = profile;
      if (!profile.learning.enabled) {
        if (state.learned) forget(state);
        return null;
      }
      const learned = state.learned;
      if (learned && learned.settingsVersion !== profile.settingsVersion) forget(state);
      if (!state.learned) {
        refresh(state);
        return null;
      }
      if (state.learned.catalogVersion !== profile.catalogVersion) state.fullAt = 0;
      return state.learned.keys.get(state.learned.aliases.get(queryNorm) ?? queryNorm)?.signals ?? null;
    },
    /** Projects and entries held (metrics and tests). */
    size(): { projects: number; queries: number; offers: number } {
      let queries = 0;
      let offers = 0;
      for (const state of projects.values()) {
        for (const key of state.learned?.keys.values() ?? []) {
          queries += 1;
          offers += key.signals.offers?.size ?? 0;
        }
      }
      return { projects: projects.size, queries, offers };
    },
    close(): void {
      clearInterval(timer);
      unsubscribe();
    },
  };
}

export type LearnedSignalsStore = ReturnType<typeof createLearnedSignals>;
