import { parseStoredProject, type StoredFields, type StoredSettings } from '@vitrina/contracts';
import { type IndexSettings, indexSettingsOf } from '../../catalog';
import type { Queryable } from '../../db/database';
import type { MerchandisingFeedReport } from './merchandising-feeds';

/** The feed fields of a project that a load needs. */
export interface LoadSource {
  uuid: string;
  status: string;
  feedFormat: 'YML' | 'CSV';
  feedUrls: string[];
  catalogVersion: number;
  heldVersion: number | null;
  offersCount: number;
  fields: StoredFields;
  settings: StoredSettings;
  /** The languages and ignored tokens the new index is built with. */
  index: IndexSettings;
}

export async function findLoadSource(db: Queryable, uuid: string): Promise<LoadSource | undefined> {
  const [row] = await db.query<{
    uuid: string;
    source_status: string;
    feed_format: 'YML' | 'CSV';
    feed_urls: string[];
    catalog_version: number;
    held_version: number | null;
    offers_count: number;
    fields: unknown;
    settings: unknown;
  }>(
    `select uuid, source_status, feed_format, feed_urls, catalog_version, held_version, offers_count, fields, settings
     from sources where uuid = $1 and deleted_at is null`,
    [uuid],
  );
  if (!row) return undefined;
  return {
    uuid: row.uuid,
    status: row.source_status,
    feedFormat: row.feed_format,
    feedUrls: row.feed_urls,
    catalogVersion: row.catalog_version,
    heldVersion: row.held_version,
    offersCount: row.offers_count,
    ...parseStoredProject(row),
    index: indexSettingsOf(row),
  };
}

export async function startLoadRecord(db: Queryable, uuid: string, version: number): Promise<number> {
  await db.query(`update sources set source_status = 'process', updated_at = now() where uuid = $1`, [uuid]);
  // A load still marked running was cut short by a crash; this one takes over from it.
  await db.query(
    `update feed_loads set status = 'failed', finished_at = now(), error_code = 'feeds.interrupted', error_params = '[]' where source_uuid = $1 and status = 'process'`,
    [uuid],
  );
  const [row] = await db.query<{ id: number }>(
    `insert into feed_loads (source_uuid, version, status) values ($1, $2, 'process') returning id`,
    [uuid, version],
  );
  return Number(row?.id);
}

export interface LoadProgress {
  bytes: number;
  offers: number;
  skipped: number;
  /** Offers of the feed the indexing rules removed. */
  removedByRules: number;
  /** Offer links and pictures dropped: neither http(s) nor relative. */
  unsafeLinks: number;
}

export async function saveProgress(db: Queryable, loadId: number, p: LoadProgress): Promise<void> {
  await db.query('update feed_loads set bytes = $2, offers = $3, skipped = $4, removed_by_rules = $5, unsafe_links = $6 where id = $1', [
    loadId,
    p.bytes,
    p.offers,
    p.skipped,
    p.removedByRules,
    p.unsafeLinks,
  ]);
}

export async function currentStatus(db: Queryable, uuid: string): Promise<string | undefined> {
  const [row] = await db.query<{ source_status: string }>('select source_status from sources where uuid = $1', [uuid]);
  return row?.source_status;
}

export interface LoadFailure {
  code: string;
  params: ReadonlyArray<string | number>;
  line: number | null;
  column: number | null;
}

export async function finishLoadRecord(
  db: Queryable,
  loadId: number,
  status: 'success' | 'failed' | 'held' | 'stopped',
  p: LoadProgress & { feedOffers: number | null },
  failure: LoadFailure | null = null,
  merchandising: readonly MerchandisingFeedReport[] | null = null,
): Promise<void> {
  await db.query(
    `update feed_loads set status = $2, finished_at = now(), bytes = $3, offers = $4, skipped = $5, feed_offers = $6,
     error_code = $7, error_params = $8::jsonb, error_line = $9, error_column = $10, merchandising = $11::jsonb,
     removed_by_rules = $12, unsafe_links = $13 where id = $1`,
    [
      loadId,
      status,
      p.bytes,
      p.offers,
      p.skipped,
      p.feedOffers,
      failure?.code ?? null,
      failure ? JSON.stringify(failure.params) : null,
      failure?.line ?? null,
      failure?.column ?? null,
      merchandising?.length ? JSON.stringify(merchandising) : null,
      p.removedByRules,
      p.unsafeLinks,
    ],
  );
}

/** A failed load leaves the live catalog as it was; only the status says what happened. */
export async function markFailed(db: Queryable, uuid: string): Promise<void> {
  await db.query(
    `update sources set source_status = case when source_status = 'stopped' then source_status else 'failed' end, updated_at = now() where uuid = $1`,
    [uuid],
  );
}

/** The feed's first bytes showed another format than the saved one: the load reads that one, and it is kept. */
export async function saveDetectedFormat(db: Queryable, uuid: string, loadId: number, format: 'YML' | 'CSV'): Promise<void> {
  await db.query('update sources set feed_format = $2, updated_at = now() where uuid = $1', [uuid, format]);
  await db.query('update feed_loads set detected_format = $2 where id = $1', [loadId, format]);
}
