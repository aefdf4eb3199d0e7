import type { Queryable } from '../../db/database';
import { stemExceptionsOf, synonymLinesOf } from '../synonyms/lines';
import type { SearchSource } from './catalog-reader';

interface Synonyms {
  lines: string;
  /** Stemming exceptions; one array object per load, so the engine converts it once. */
  stemExceptions: string[];
}

/**
 * The synonym lines and stemming exceptions of each project (legacy settings text and saved
 * entries), reloaded when a synonyms change bumps fields.synonymsVersion or the settings text
 * changes (two queries, then kept until the next change).
 */
export function createSynonymCache(db: Queryable) {
  const cache = new Map<string, { key: string; loading: Promise<Synonyms>; ready: Synonyms | null }>();
  function load(source: SearchSource): Synonyms | Promise<Synonyms> {
    const key = `${String(source.fields.synonymsVersion ?? 0)}:${typeof source.settings.synonyms === 'string' ? source.settings.synonyms.length : 0}`;
    const entry = cache.get(source.uuid);
    if (entry?.key === key) return entry.ready ?? entry.loading;
    const loading = Promise.all([synonymLinesOf(db, source.uuid), stemExceptionsOf(db, source.uuid)]).then(([lines, stemExceptions]) => ({
      lines,
      stemExceptions,
    }));
    const next = { key, loading, ready: null as Synonyms | null };
    cache.set(source.uuid, next);
    loading.then((value) => (next.ready = value)).catch(() => cache.delete(source.uuid));
    return loading;
  }
  return {
    async of(source: SearchSource): Promise<string> {
      return (await load(source)).lines;
    },
    async stemExceptionsOf(source: SearchSource): Promise<string[]> {
      return (await load(source)).stemExceptions;
    },
  };
}
