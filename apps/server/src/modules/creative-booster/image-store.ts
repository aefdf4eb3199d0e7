import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type StoreMode, storesInDatabase } from '../../catalog';
import type { Db, Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import { ByteCache } from './byte-cache';
import { creativeRelativePath, offerFileName, writeAtomically } from './files';

/** One generated image: an offer rendered with a template, in the rule's format. */
export interface CreativeImageKey {
  uuid: string;
  templateId: string;
  offerId: string;
  format: string;
}

export interface CreativeImage {
  /** Changes whenever the bytes may have changed (a regeneration); unquoted. */
  etag: string;
  contentType: string;
  size: number;
  body(): Promise<Buffer | Readable>;
}

/**
 * Where generated images live: written by the worker, served by search nodes (decision 0009).
 * The list of creatives (gallery, feed.csv / feed.xml) is the `creatives` table in either case.
 */
export interface CreativeImageStore {
  readonly kind: 'files' | 'database';
  /** Stores the image (replacing the offer's image of another format); returns its etag. */
  put(key: CreativeImageKey, bytes: Buffer): Promise<string>;
  get(key: CreativeImageKey): Promise<CreativeImage | null>;
  has(key: CreativeImageKey): Promise<boolean>;
  remove(keys: readonly CreativeImageKey[]): Promise<void>;
  removeTemplate(uuid: string, templateId: string): Promise<void>;
  removeProject(uuid: string): Promise<void>;
}

export const contentTypeOf = (format: string) => (format === 'jpeg' ? 'image/jpeg' : 'image/png');

/** DATA_DIR/creatives/<project>/<template>/<offer>.png|jpg: one machine, or a directory shared by the roles. */
export function fileCreativeImages(dataDir: string): CreativeImageStore {
  const fileOf = (key: CreativeImageKey) => path.join(dataDir, creativeRelativePath(key.uuid, key.templateId, key.offerId, key.format));
  const rm = (target: string) => fs.rm(target, { recursive: true, force: true });
  return {
    kind: 'files',
    async put(key, bytes) {
      const file = fileOf(key);
      await writeAtomically(file, bytes);
      const other = path.join(path.dirname(file), offerFileName(key.offerId, key.format === 'jpeg' ? 'png' : 'jpeg'));
      await rm(other);
      return etagOf(await fs.stat(file, { bigint: true }));
    },
    async get(key) {
      const file = fileOf(key);
      const info = await fs.stat(file, { bigint: true }).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        etag: etagOf(info),
        contentType: contentTypeOf(key.format),
        size: Number(info.size),
        body: async () => createReadStream(file),
      };
    },
    has: (key) =>
      fs.stat(fileOf(key)).then(
        () => true,
        () => false,
      ),
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key))));
    },
    removeTemplate: (uuid, templateId) => rm(path.join(dataDir, 'creatives', uuid, templateId)),
    removeProject: (uuid) => rm(path.join(dataDir, 'creatives', uuid)),
  };
}

/** A rename gives a new inode, so a regenerated image never keeps its etag even within one mtime tick. */
function etagOf(info: { ino: bigint; size: bigint; mtimeNs: bigint }): string {
  return `${info.ino.toString(36)}-${info.size.toString(36)}-${info.mtimeNs.toString(36)}`;
}

const KEY_WHERE = 'source_uuid = $1 and template_id::text = $2 and offer_id = $3';
const keyParams = (key: CreativeImageKey) => [key.uuid, key.templateId, key.offerId];

/**
 * Images in PostgreSQL (creative_images), so search nodes anywhere serve what a worker made. Each
 * request reads the row's hash (one small query, no bytes); the bytes come from a small in-memory
 * cache only when its hash is the row's, so a regeneration is served at once, never a stale image.
 */
export function databaseCreativeImages(
  db: Queryable,
  options: { cacheBytes?: number; legacy?: CreativeImageStore } = {},
): CreativeImageStore {
  const cache = new ByteCache(options.cacheBytes ?? 32 * 1024 * 1024);
  // Images written to DATA_DIR before the store moved to the database: served until regenerated, then removed.
  const { legacy } = options;
  const cacheKey = (key: CreativeImageKey) => `${key.uuid}/${key.templateId}/${key.offerId}`;
  return {
    kind: 'database',
    async put(key, bytes) {
      const hash = createHash('sha256').update(bytes).digest('hex');
      await db.query(
        `insert into creative_images (source_uuid, template_id, offer_id, hash, content_type, bytes) values ($1, $2, $3, $4, $5, $6)
         on conflict (source_uuid, template_id, offer_id) do update set hash = excluded.hash, content_type = excluded.content_type,
           bytes = excluded.bytes, updated_at = now()`,
        [key.uuid, key.templateId, key.offerId, hash, contentTypeOf(key.format), bytes],
      );
      cache.set(cacheKey(key), hash, bytes);
      await legacy?.remove([key]);
      return hash;
    },
    async get(key) {
      const [row] = await db.query<{ hash: string; content_type: string; size: number }>(
        `select hash, content_type, octet_length(bytes)::int as size from creative_images where ${KEY_WHERE}`,
        keyParams(key),
      );
      if (!row) {
        cache.delete(cacheKey(key));
        return legacy ? legacy.get(key) : null;
      }
      return {
        etag: row.hash,
        contentType: row.content_type,
        size: row.size,
        body: async () => {
          const cached = cache.get(cacheKey(key), row.hash);
          if (cached) return cached;
          const [data] = await db.query<{ bytes: Buffer }>(`select bytes from creative_images where ${KEY_WHERE} and hash = $4`, [
            ...keyParams(key),
            row.hash,
          ]);
          // Regenerated between the two reads: the caller's etag no longer names any bytes.
          if (!data) throw new Error('creative image changed while being read');
          const bytes = Buffer.from(data.bytes);
          cache.set(cacheKey(key), row.hash, bytes);
          return bytes;
        },
      };
    },
    // The database only: the first run after the move re-renders legacy images into it.
    async has(key) {
      return (await db.query(`select 1 from creative_images where ${KEY_WHERE}`, keyParams(key))).length > 0;
    },
    async remove(keys) {
      for (const key of keys) {
        await db.query(`delete from creative_images where ${KEY_WHERE}`, keyParams(key));
        cache.delete(cacheKey(key));
      }
      await legacy?.remove(keys);
    },
    async removeTemplate(uuid, templateId) {
      await db.query('delete from creative_images where source_uuid = $1 and template_id::text = $2', [uuid, templateId]);
      cache.deletePrefix(`${uuid}/${templateId}/`);
      await legacy?.removeTemplate(uuid, templateId);
    },
    async removeProject(uuid) {
      await db.query('delete from creative_images where source_uuid = $1', [uuid]);
      cache.deletePrefix(`${uuid}/`);
      await legacy?.removeProject(uuid);
    },
  };
}

/** The store for this deployment, by the same SNAPSHOT_STORE rule as index snapshots. */
export function creativeImageStoreFor(db: Db, dataDir: string, mode: StoreMode = 'auto'): CreativeImageStore {
  const files = fileCreativeImages(dataDir);
  return storesInDatabase(db, mode) ? databaseCreativeImages(db, { legacy: files }) : files;
}

const perApp = new WeakMap<AppDeps, CreativeImageStore>();

/** One store per app's deps: the admin routes, the worker and the search host of a process share its cache. */
export function creativeImages(deps: AppDeps): CreativeImageStore {
  let images = perApp.get(deps);
  if (!images) {
    images = creativeImageStoreFor(deps.db, deps.config.dataDir, deps.config.snapshotStore);
    perApp.set(deps, images);
  }
  return images;
}
