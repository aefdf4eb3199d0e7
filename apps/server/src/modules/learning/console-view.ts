import {
  LEARNING_PAGE_SIZE,
  type LearnedOffer,
  type LearnedQueriesAnswer,
  type LearnedQuery,
  type LearnedQueryAnswer,
} from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import type { ChangeBus } from '../cluster';
import type { ProjectProfile } from '../profile';
import { learnInputOf, learnProject, type QueryEvidence } from './learn';
import { normalizeQuery } from './query-key';

/** The whole project's computation is kept this long for paging and searching through it. */
const TTL_MS = 30_000;

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

function listed(query: QueryEvidence): LearnedQuery {
  return {
    key: query.key,
    query: query.query,
    promoted: query.offers.filter((offer) => offer.multiplier > 1).length,
    demoted: query.offers.filter((offer) => offer.multiplier < 1).length,
    impressions: query.searchers,
    clicks: query.clicks,
    carts: query.carts,
    purchases: query.purchases,
    lastEventAt: query.lastEventAt?.toISOString() ?? null,
  };
}

async function namesOf(db: Queryable, uuid: string, version: number, query: QueryEvidence) {
  const [offers, categories] = await Promise.all([
    db.query<{ id: string; name: string | null }>(
      `select id, data->>'name' as name from offers where source_uuid = $1 and version = $2 and id = any($3::text[])`,
      [uuid, version, query.offers.map((offer) => offer.offerId)],
    ),
    db.query<{ id: string; name: string }>(
      `select id, name from categories where source_uuid = $1 and version = $2 and id = any($3::text[])`,
      [uuid, version, query.categories.map((category) => category.id)],
    ),
  ]);
  return { offers: new Map(offers.map((row) => [row.id, row.name])), categories: new Map(categories.map((row) => [row.id, row.name])) };
}

/**
 * The console's view of learned ranking, read from the same computation search serves
 * (learnProject): the queries with learned changes, most evidence first, and one query's offers
 * and categories with their names in the live catalog. The whole project's list is kept for
 * TTL_MS per project and settings version, and let go when the project changes (a reset).
 */
export function createConsoleView(db: Queryable, changes: ChangeBus) {
  const lists = new Map<string, { at: number; version: number; list: Promise<QueryEvidence[]> }>();
  const unsubscribe = changes.on(({ project }) => lists.delete(project));

  function listOf(profile: ProjectProfile): Promise<QueryEvidence[]> {
    const known = lists.get(profile.uuid);
    if (known && known.version === profile.settingsVersion && Date.now() - known.at < TTL_MS) return known.list;
    const entry = { at: Date.now(), version: profile.settingsVersion, list: learnProject(db, learnInputOf(profile)) };
    lists.set(profile.uuid, entry);
    entry.list.catch(() => lists.get(profile.uuid) === entry && lists.delete(profile.uuid));
    return entry.list;
  }

  return {
    async queries(profile: ProjectProfile, search: string, skip: number): Promise<LearnedQueriesAnswer> {
      const wanted = normalizeQuery(search);
      const all = await listOf(profile);
      const found = wanted ? all.filter((q) => q.key.includes(wanted) || q.query.includes(wanted)) : all;
      return {
        enabled: profile.learning.enabled,
        strength: profile.learning.strength,
        total: found.length,
        queries: found.slice(skip, skip + LEARNING_PAGE_SIZE).map(listed),
      };
    },

    async query(profile: ProjectProfile, rawKey: string): Promise<LearnedQueryAnswer> {
      const key = normalizeQuery(rawKey);
      const [found] = await learnProject(db, { ...learnInputOf(profile), keys: [key] });
      if (!found) return { key, query: key, categories: [], offers: [] };
      const names = await namesOf(db, profile.uuid, profile.catalogVersion, found);
      const offers: LearnedOffer[] = found.offers.map((offer) => ({
        offerId: offer.offerId,
        name: names.offers.get(offer.offerId) ?? null,
        multiplier: round(offer.multiplier),
        impressions: offer.impressions,
        examined: round(offer.examined, 2),
        clicks: offer.clicks,
        carts: offer.carts,
        purchases: offer.purchases,
        visitors: offer.visitors,
      }));
      return {
        key: found.key,
        query: found.query,
        categories: found.categories.map((c) => ({ id: c.id, name: names.categories.get(c.id) ?? null, share: round(c.share) })),
        offers,
      };
    },

    close: unsubscribe,
  };
}
