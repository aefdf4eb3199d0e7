import type { MerchandisingRule } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import { ruleKey } from './read-rules-feed';

/**
 * The rules search applies: those from the merchandising feeds, then the owner's own. The owner's
 * rule for a query replaces a feed's rule for the same query, and where several rules match one
 * query the later ones win, so the owner's also win over a feed's regex rule.
 */
export function mergeMerchandisingRules(
  ownerRules: readonly MerchandisingRule[],
  feedRules: readonly MerchandisingRule[],
): MerchandisingRule[] {
  const taken = new Set(ownerRules.map(ruleKey));
  const fromFeeds: MerchandisingRule[] = [];
  for (const rule of feedRules) {
    const key = ruleKey(rule);
    if (taken.has(key)) continue;
    taken.add(key);
    fromFeeds.push(rule);
  }
  return [...fromFeeds, ...ownerRules];
}

/** Saves the rules one merchandising feed gave a catalog version. */
export async function saveFeedRules(
  db: Queryable,
  sourceUuid: string,
  version: number,
  position: number,
  url: string,
  rules: readonly MerchandisingRule[],
): Promise<void> {
  await db.query(
    `insert into merchandising_feed_rules (source_uuid, version, position, url, rules) values ($1, $2, $3, $4, $5::jsonb)
     on conflict (source_uuid, version, position) do update set url = excluded.url, rules = excluded.rules`,
    [sourceUuid, version, position, url, JSON.stringify(rules)],
  );
}

/** A feed that could not be read this time keeps the rules it gave the live catalog. */
export async function keepFeedRules(
  db: Queryable,
  sourceUuid: string,
  fromVersion: number,
  version: number,
  position: number,
  url: string,
): Promise<number> {
  const [row] = await db.query<{ rules: MerchandisingRule[] }>(
    'select rules from merchandising_feed_rules where source_uuid = $1 and version = $2 and url = $3 order by position limit 1',
    [sourceUuid, fromVersion, url],
  );
  if (!row) return 0;
  await saveFeedRules(db, sourceUuid, version, position, url, row.rules);
  return row.rules.length;
}

/** The feed rules of a catalog version, in the order of the project's merchandisingUrls. */
export async function readFeedRules(db: Queryable, sourceUuid: string, version: number): Promise<MerchandisingRule[]> {
  const rows = await db.query<{ rules: MerchandisingRule[] }>(
    'select rules from merchandising_feed_rules where source_uuid = $1 and version = $2 order by position',
    [sourceUuid, version],
  );
  return rows.flatMap((row) => row.rules);
}
