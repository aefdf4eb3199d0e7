import { parseSynonymLines } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import { allSynonyms, legacySynonymsText, type SynonymRow } from './store';

/** Saved entries as engine lines: `a,b,c` makes the words equivalent, `word=>a,b` expands one way. */
export function entryLine(row: Pick<SynonymRow, 'kind' | 'word' | 'synonyms'>): string | null {
  if (!row.synonyms.length) return null;
  switch (row.kind) {
    case 'twoWay':
    case 'param':
      return [row.word, ...row.synonyms].join(',');
    case 'oneWay':
      return `${row.word}=>${row.synonyms.join(',')}`;
    case 'stemException':
      return null;
  }
}

/** The saved entries as engine lines, in the order they were made ('word,a,b' two-way and parameter, 'word=>a,b' one-way). */
export async function savedSynonymLines(db: Queryable, sourceUuid: string): Promise<string[]> {
  return (await allSynonyms(db, sourceUuid)).map(entryLine).filter((line): line is string => line !== null);
}

/**
 * The synonym lines search applies to a project: the legacy settings.synonyms text (spec §3)
 * followed by the saved entries. Stemming exceptions are not lines: see stemExceptionsOf.
 */
export async function synonymLinesOf(db: Queryable, sourceUuid: string): Promise<string> {
  const legacy = (await legacySynonymsText(db, sourceUuid))
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return [...legacy, ...(await savedSynonymLines(db, sourceUuid))].join('\n');
}

/** Words the stemmer must leave alone in a project (saved 'stemException' entries), lower case. */
export async function stemExceptionsOf(db: Queryable, sourceUuid: string): Promise<string[]> {
  const rows = await db.query<{ word: string }>(
    `select word from synonyms where source_uuid = $1 and kind = 'stemException' order by word`,
    [sourceUuid],
  );
  return [...new Set(rows.map((row) => row.word.toLowerCase()))];
}

/** Word-synonym pairs of saved entries (stemming exceptions have none). */
export function pairsOf(rows: readonly Pick<SynonymRow, 'word' | 'synonyms'>[]): Array<[string, string]> {
  return rows.flatMap((row) => row.synonyms.map((synonym): [string, string] => [row.word, synonym]));
}

/**
 * The export of spec §3: one 'word,synonym' line per pair joined by CRLF, the legacy settings
 * lines first, then the saved entries; a pair is written once.
 */
export async function exportSynonymsCsv(db: Queryable, sourceUuid: string): Promise<string> {
  const legacy = parseSynonymLines(await legacySynonymsText(db, sourceUuid)).flatMap(({ word, synonyms }) =>
    synonyms.map((synonym): [string, string] => [word, synonym]),
  );
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const [word, synonym] of [...legacy, ...pairsOf(await allSynonyms(db, sourceUuid))]) {
    const key = `${word.toLowerCase()}\u0000${synonym.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(`${word},${synonym}`);
  }
  return lines.join('\r\n');
}
