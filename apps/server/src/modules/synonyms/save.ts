import { randomUUID } from 'node:crypto';
import { countSynonymRules, LIMITS, limitMessage, needsSynonyms, SYNONYMS_PER_ENTRY_MAX, type SynonymKind } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import { fieldError } from '../../http/errors';
import { entryLine } from './lines';
import { findByWords, insertSynonyms, legacySynonymsText, lineEntries, lockSynonyms, type SynonymRow, updateSynonymLists } from './store';

export interface NewEntry {
  kind: SynonymKind;
  word: string;
  synonyms: string[];
  /** The group to put a new entry into; null for the default group. An existing entry keeps its group. */
  groupId: string | null;
}

export type SaveOutcome = { row: SynonymRow; added: string[]; created: boolean } | { error: string };

/** Synonyms without repeats (any case) and without the word itself; stemming exceptions have none. */
export function cleanSynonyms(kind: SynonymKind, word: string, synonyms: readonly string[]): string[] {
  if (!needsSynonyms(kind)) return [];
  const seen = new Set([word.toLowerCase()]);
  const clean: string[] = [];
  for (const synonym of synonyms) {
    const key = synonym.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    clean.push(synonym);
  }
  return clean;
}

const keyOf = (kind: SynonymKind, word: string) => `${kind}\u0000${word.toLowerCase()}`;

/**
 * Adds entries in order: a word already saved with the same kind (or added earlier in the list)
 * gets the new synonyms appended; any other word becomes a new entry. Returns one outcome per
 * entry: the saved row and the synonyms it gained, or the reason it was refused. Rows are
 * written in batches at the end, so an import of many thousand lines takes a few queries.
 */
export async function saveEntries(
  tx: Queryable,
  sourceUuid: string,
  entries: readonly NewEntry[],
  defaultGroup: string,
): Promise<SaveOutcome[]> {
  const rows = new Map<string, SynonymRow>();
  const words = entries.map((entry) => entry.word);
  for (const row of await findByWords(tx, sourceUuid, words)) rows.set(keyOf(row.kind, row.word), row);
  const created = new Set<string>();
  const changed = new Set<string>();
  const pending: Array<{ key: string; added: string[]; created: boolean } | { error: string }> = [];
  for (const entry of entries) {
    const key = keyOf(entry.kind, entry.word);
    const wanted = cleanSynonyms(entry.kind, entry.word, entry.synonyms);
    if (needsSynonyms(entry.kind) && !wanted.length) {
      pending.push({ error: 'validation.synonymRequired' });
      continue;
    }
    const existing = rows.get(key);
    if (!existing) {
      if (wanted.length > SYNONYMS_PER_ENTRY_MAX) {
        pending.push({ error: `validation.tooMany|${SYNONYMS_PER_ENTRY_MAX}` });
        continue;
      }
      const now = new Date();
      rows.set(key, {
        id: randomUUID(),
        source_uuid: sourceUuid,
        group_id: entry.groupId ?? defaultGroup,
        kind: entry.kind,
        word: entry.word,
        synonyms: wanted,
        created_at: now,
        updated_at: now,
      });
      created.add(key);
      pending.push({ key, added: wanted, created: true });
      continue;
    }
    const known = new Set([existing.word, ...existing.synonyms].map((text) => text.toLowerCase()));
    const added = wanted.filter((synonym) => !known.has(synonym.toLowerCase()));
    if (existing.synonyms.length + added.length > SYNONYMS_PER_ENTRY_MAX) {
      pending.push({ error: `validation.tooMany|${SYNONYMS_PER_ENTRY_MAX}` });
      continue;
    }
    if (added.length) {
      existing.synonyms = [...existing.synonyms, ...added];
      if (!created.has(key)) changed.add(key);
    }
    pending.push({ key, added, created: false });
  }

  const saved = new Map<string, SynonymRow>();
  const inserts = [...created].flatMap((key) => {
    const row = rows.get(key);
    return row ? [{ id: row.id, kind: row.kind, word: row.word, synonyms: row.synonyms, groupId: row.group_id }] : [];
  });
  for (const row of await insertSynonyms(tx, sourceUuid, inserts)) saved.set(row.id, row);
  const updates = [...changed].flatMap((key) => {
    const row = rows.get(key);
    return row ? [{ id: row.id, synonyms: row.synonyms }] : [];
  });
  for (const row of await updateSynonymLists(tx, sourceUuid, updates)) saved.set(row.id, row);

  return pending.map((outcome) => {
    if ('error' in outcome) return outcome;
    const row = rows.get(outcome.key) as SynonymRow;
    return { row: saved.get(row.id) ?? row, added: outcome.added, created: outcome.created };
  });
}

/**
 * Refuses with a 422 on `field` synonyms that make more rules than search keeps (LIMITS.synonymRules):
 * the settings.synonyms lines (`settingsLines`, else the saved text) and the saved entries together,
 * since search hands them to the engine as one text. Call it in the saving transaction, after the
 * entries are written, so a refusal rolls them back; it takes the project's synonyms lock itself.
 */
export async function checkSynonymRules(
  tx: Queryable,
  sourceUuid: string,
  field: string,
  settingsLines?: readonly string[],
): Promise<void> {
  await lockSynonyms(tx, sourceUuid);
  const entries = (await lineEntries(tx, sourceUuid)).map(entryLine).filter((line): line is string => line !== null);
  const rules = countSynonymRules(settingsLines ?? (await legacySynonymsText(tx, sourceUuid))) + countSynonymRules(entries);
  if (rules > LIMITS.synonymRules) throw fieldError(field, limitMessage('synonymRules', rules));
}
