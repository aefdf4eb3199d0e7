import type { Queryable } from '../../db/database';
import { synonymLinesOf } from '../synonyms/lines';
import type { SearchSource } from './catalog-reader';

/**
 * The synonym lines of each project (legacy settings text and saved entries), reloaded when a
 * synonyms change bumps fields.synonymsVersion or the settings text changes (one query, then
 * kept until the next change).
 */
export function createSynonymCache(db: Queryable) {
  const cache = new Map<string, { key: string; lines: Promise<string>; ready: string | null }>();
  return {
    async of(source: SearchSource): Promise<string> {
      const key = `${String(source.fields.synonymsVersion ?? 0)}:${typeof source.settings.synonyms === 'string' ? source.settings.synonyms.length : 0}`;
      const entry = cache.get(source.uuid);
      if (entry?.key === key) return entry.ready ?? entry.lines;
      const lines = synonymLinesOf(db, source.uuid);
      const next = { key, lines, ready: null as string | null };
      cache.set(source.uuid, next);
      lines.then((text) => (next.ready = text)).catch(() => cache.delete(source.uuid));
      return lines;
    },
  };
}
