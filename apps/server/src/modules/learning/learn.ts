import { LEARNED_OFFERS_PER_QUERY, LEARNED_QUERIES_PER_PROJECT, LEARNING_STRENGTH_MAX, type LearnedOffer } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import type { ProjectProfile } from '../profile';
import { EVIDENCE_SQL } from './evidence-sql';
import { normalizeQuery } from './query-key';

/** Distinct event queries normalised per computation at most (the most frequent; others match as typed). */
const EVENT_QUERIES = 20_000;

/** Shoppers' response to one offer for one query and the multiplier made of it. */
export interface OfferEvidence extends Omit<LearnedOffer, 'name'> {
  /** Decayed visitors: what orders the offers kept per query. */
  evidence: number;
}

/** What was learned about one query key. */
export interface QueryEvidence {
  key: string;
  /** The most asked typed form. */
  query: string;
  /** Decayed distinct searchers: what orders the keys kept per project. */
  evidence: number;
  searchers: number;
  clicks: number;
  carts: number;
  purchases: number;
  lastEventAt: Date | null;
  /** Offers whose multiplier is not 1, the most evidence × change first. */
  offers: OfferEvidence[];
  /** Category id → share of the clicking addresses. */
  categories: Array<{ id: string; share: number }>;
  /** Other typed forms that searched under this key (for serving's alias map). */
  aliases: string[];
}

export interface LearnInput {
  uuid: string;
  /** The behavioural window in days. */
  days: number;
  /** learningStrength 0–100. */
  strength: number;
  /** The live catalog version (categories of clicked offers). */
  catalogVersion: number;
  now: Date;
  /** Compute only these keys (normalised); all by default. */
  keys?: readonly string[];
  offersPerQuery?: number;
  queriesPerProject?: number;
}

interface Row {
  kind: 'query' | 'offer' | 'category' | 'acts' | 'typed';
  key: string;
  id: string;
  value: number;
  impressions: number;
  examined: number;
  clicks: number;
  carts: number;
  purchases: number;
  visitors: number;
  evidence: number;
  at: Date | string | null;
}

/** The tracker events' distinct queries in the window and their normalised forms. */
async function eventQueries(db: Queryable, input: LearnInput): Promise<{ raw: string[]; norm: string[] }> {
  const rows = await db.query<{ query: string }>(
    `select query from tracker_events
     where source_uuid = $1 and type in ('click', 'cart', 'purchase') and offer_id is not null and query is not null and query <> ''
       and created_at > $3::timestamptz - make_interval(days => $2::int) and created_at <= $3::timestamptz
     group by query order by count(*) desc limit ${EVENT_QUERIES}`,
    [input.uuid, input.days, input.now],
  );
  return { raw: rows.map((row) => row.query), norm: rows.map((row) => normalizeQuery(row.query)) };
}

const num = (value: unknown) => Number(value) || 0;

/** learnProject's input for a project as it is now: its learning strength, behaviour window and live catalog. */
export function learnInputOf(profile: ProjectProfile, now = new Date()): LearnInput {
  return {
    uuid: profile.uuid,
    days: profile.behaviour.days,
    strength: profile.learning.strength,
    catalogVersion: profile.catalogVersion,
    now,
  };
}

/**
 * What shoppers taught search about a project's queries (learning/README.md): one SQL statement
 * reads the window's impressions and tracker events after the newest reset, attributes events to
 * impressions and weighs the evidence; the keys come back the most evidence first. Serving and the
 * console both read this, so their numbers are the same.
 */
export async function learnProject(db: Queryable, input: LearnInput): Promise<QueryEvidence[]> {
  const strength = Math.min(LEARNING_STRENGTH_MAX, Math.max(0, input.strength));
  const queries = await eventQueries(db, input);
  const rows = await db.query<Row>(EVIDENCE_SQL, [
    input.uuid,
    input.days,
    input.now,
    queries.raw,
    queries.norm,
    input.keys ? [...input.keys] : null,
    strength / 50,
    input.catalogVersion,
    input.offersPerQuery ?? LEARNED_OFFERS_PER_QUERY,
    input.queriesPerProject ?? LEARNED_QUERIES_PER_PROJECT,
  ]);
  const keys = new Map<string, QueryEvidence>();
  for (const row of rows) {
    if (row.kind !== 'query') continue;
    keys.set(row.key, {
      key: row.key,
      query: row.key,
      evidence: num(row.evidence),
      searchers: num(row.impressions),
      clicks: 0,
      carts: 0,
      purchases: 0,
      lastEventAt: null,
      offers: [],
      categories: [],
      aliases: [],
    });
  }
  const later = (a: Date | null, b: Date | string | null) => (b && (!a || new Date(b) > a) ? new Date(b) : a);
  for (const row of rows) {
    const known = keys.get(row.key);
    if (!known) continue;
    if (row.kind === 'offer') {
      known.offers.push({
        offerId: row.id,
        multiplier: num(row.value),
        impressions: num(row.impressions),
        examined: num(row.examined),
        clicks: num(row.clicks),
        carts: num(row.carts),
        purchases: num(row.purchases),
        visitors: num(row.visitors),
        evidence: num(row.evidence),
      });
    } else if (row.kind === 'category') known.categories.push({ id: row.id, share: num(row.value) });
    else if (row.kind === 'acts') {
      Object.assign(known, { clicks: num(row.clicks), carts: num(row.carts), purchases: num(row.purchases) });
      known.lastEventAt = later(known.lastEventAt, row.at);
    } else if (row.kind === 'typed') {
      if (num(row.value) === 1) known.query = row.id;
      if (row.id !== row.key) known.aliases.push(row.id);
      known.lastEventAt = later(known.lastEventAt, row.at);
    }
  }
  const byChange = (a: OfferEvidence, b: OfferEvidence) =>
    Math.abs(Math.log(b.multiplier)) * b.evidence - Math.abs(Math.log(a.multiplier)) * a.evidence || a.offerId.localeCompare(b.offerId);
  const learned = [...keys.values()].filter((key) => key.offers.length || key.categories.length);
  for (const key of learned) {
    key.offers.sort(byChange);
    key.categories.sort((a, b) => b.share - a.share || a.id.localeCompare(b.id));
  }
  return learned.sort((a, b) => b.evidence - a.evidence || a.key.localeCompare(b.key));
}
