import type { PlanSubscription } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import { PLAN_SUBSCRIPTION_COLUMN } from '../plans';

export interface SourceRow {
  uuid: string;
  owner_id: string;
  name: string;
  site_url: string;
  feed_format: 'YML' | 'CSV';
  feed_urls: string[];
  source_status: string;
  offers_count: number;
  loaded_at: Date | null;
  indexed_at: Date | null;
  last_script_updated: Date | null;
  fields: Record<string, unknown>;
  settings: Record<string, unknown>;
  created_at: Date;
  held_version: number | null;
  owner_name: string;
  owner_email: string;
  owner_phone: string | null;
  plan_subscription?: PlanSubscription | null;
  creative_enabled?: boolean;
  creative_active?: boolean;
}

const SELECT = `select s.uuid, s.owner_id, s.name, s.site_url, s.feed_format, s.feed_urls, s.source_status, s.offers_count,
  s.loaded_at, s.indexed_at, s.last_script_updated, s.fields, s.settings, s.created_at, s.held_version,
  u.name as owner_name, u.email as owner_email, u.phone_number as owner_phone, ${PLAN_SUBSCRIPTION_COLUMN},
  coalesce(g.enabled, false) as creative_enabled, coalesce(g.active, false) as creative_active
  from sources s join users u on u.id = s.owner_id left join creative_generators g on g.source_uuid = s.uuid`;

export async function findSource(db: Queryable, uuid: string): Promise<SourceRow | undefined> {
  const [row] = await db.query<SourceRow>(`${SELECT} where s.uuid = $1 and s.deleted_at is null`, [uuid]);
  return row;
}

export interface SourceListQuery {
  /** null lists every project (administrator). */
  userId: string | null;
  filter: string | undefined;
  offset: number;
  limit: number;
}

/** Projects the user may view, newest first, filtered by name, site or id. */
export async function listSources(db: Queryable, q: SourceListQuery): Promise<{ rows: SourceRow[]; totalCount: number }> {
  const where = ['s.deleted_at is null'];
  const params: unknown[] = [];
  if (q.userId) {
    params.push(q.userId);
    where.push(
      `exists (select 1 from permissions p where p.user_id = $${params.length} and p.permission = 'sources.view.' || s.uuid::text)`,
    );
  }
  if (q.filter?.trim()) {
    params.push(`%${q.filter.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(s.name ilike $${params.length} or s.site_url ilike $${params.length} or s.uuid::text ilike $${params.length})`);
  }
  const clause = where.join(' and ');
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from sources s where ${clause}`, params);
  const rows = await db.query<SourceRow>(
    `${SELECT} where ${clause} order by s.created_at desc, s.uuid limit ${q.limit} offset ${q.offset}`,
    params,
  );
  return { rows, totalCount: count?.n ?? 0 };
}

export interface NewSource {
  uuid: string;
  ownerId: string;
  name: string;
  siteUrl: string;
  feedFormat: 'YML' | 'CSV';
  feedUrls: string[];
  status: string;
  fields: Record<string, unknown>;
}

export async function insertSource(db: Queryable, s: NewSource): Promise<void> {
  await db.query(
    `insert into sources (uuid, owner_id, name, site_url, feed_format, feed_urls, source_status, fields)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb)`,
    [s.uuid, s.ownerId, s.name, s.siteUrl, s.feedFormat, JSON.stringify(s.feedUrls), s.status, JSON.stringify(s.fields)],
  );
}

export interface SourceUpdate {
  name: string;
  siteUrl: string;
  feedFormat: 'YML' | 'CSV';
  feedUrls: string[];
  status: string;
  fields: Record<string, unknown>;
  settings: Record<string, unknown>;
}

export async function updateSource(db: Queryable, uuid: string, u: SourceUpdate): Promise<void> {
  await db.query(
    `update sources set name = $2, site_url = $3, feed_format = $4, feed_urls = $5::jsonb, source_status = $6,
     fields = $7::jsonb, settings = $8::jsonb, updated_at = now() where uuid = $1`,
    [uuid, u.name, u.siteUrl, u.feedFormat, JSON.stringify(u.feedUrls), u.status, JSON.stringify(u.fields), JSON.stringify(u.settings)],
  );
}

/** Soft delete: the row stays for the logs; nobody holds permissions on it any more. */
export async function deleteSource(db: Queryable, uuid: string): Promise<void> {
  await db.query('update sources set deleted_at = now(), updated_at = now() where uuid = $1', [uuid]);
  await db.query(`delete from permissions where permission like 'sources.%.' || $1::text || '%'`, [uuid]);
  // The index snapshot is derived from the catalog and serves nobody now (search nodes drop the index at their next check).
  await db.query('delete from index_snapshots where source_uuid = $1', [uuid]);
}

export interface FieldChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

export async function logChanges(db: Queryable, uuid: string, userId: string, changes: readonly FieldChange[]): Promise<void> {
  for (const change of changes) {
    await db.query('insert into source_changes (source_uuid, user_id, field, old_value, new_value) values ($1, $2, $3, $4, $5)', [
      uuid,
      userId,
      change.field,
      change.oldValue,
      change.newValue,
    ]);
  }
}
