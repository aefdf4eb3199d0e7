import type { MerchandisingRule, PlanSubscription } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import { categoryParamSettings, storedFilters } from '../catalog';
import { PLAN_SUBSCRIPTION_COLUMN } from '../plans';
import { savedSynonymLines, stemExceptionsOf } from '../synonyms';
import type { ProfileInputs } from './compile-profile';

/**
 * Everything a profile is compiled from, read in one go: the project row with its plan and the
 * rules its merchandising feeds gave the live catalog, the saved synonym entries and stemming
 * exceptions, and the owner's filter settings. Undefined when the project does not exist.
 */
export async function readProfileInputs(db: Queryable, uuid: string): Promise<ProfileInputs | undefined> {
  const [row] = await db.query<{
    uuid: string;
    source_status: string;
    catalog_version: number;
    settings_version: string | number;
    settings: unknown;
    fields: unknown;
    plan_subscription: PlanSubscription | null;
    feed_rules: MerchandisingRule[][];
  }>(
    `select s.uuid, s.source_status, s.catalog_version, s.settings_version, s.settings, s.fields, ${PLAN_SUBSCRIPTION_COLUMN},
       (select coalesce(jsonb_agg(r.rules order by r.position), '[]') from merchandising_feed_rules r
        where r.source_uuid = s.uuid and r.version = s.catalog_version) as feed_rules
     from sources s where s.uuid = $1 and s.deleted_at is null`,
    [uuid],
  );
  if (!row) return undefined;
  const [synonymLines, stemExceptions, filters, categoryParams] = await Promise.all([
    savedSynonymLines(db, uuid),
    stemExceptionsOf(db, uuid),
    storedFilters(db, uuid),
    categoryParamSettings(db, uuid),
  ]);
  return {
    uuid: row.uuid,
    status: row.source_status,
    catalogVersion: row.catalog_version,
    settingsVersion: Number(row.settings_version),
    settings: row.settings,
    fields: row.fields,
    plan: row.plan_subscription,
    feedMerchandisingRules: row.feed_rules.flat(),
    savedSynonymLines: synonymLines,
    stemExceptions,
    filters,
    categoryParams,
  };
}

/** What a profile was compiled from: a change to either makes it stale. */
export interface ProfileVersions {
  settings: number;
  catalog: number;
}

/** The versions the database holds for projects (the cluster's safety poll compares them). */
export async function readProfileVersions(db: Queryable, uuids: readonly string[]): Promise<Map<string, ProfileVersions>> {
  if (!uuids.length) return new Map();
  const rows = await db.query<{ uuid: string; settings: string | number; catalog: number }>(
    'select uuid, settings_version as settings, catalog_version as catalog from sources where uuid = any($1::uuid[])',
    [uuids],
  );
  return new Map(rows.map((row) => [row.uuid, { settings: Number(row.settings), catalog: row.catalog }]));
}
