import { randomUUID } from 'node:crypto';
import type { TransferMode } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import { checkSynonymRules } from './save';
import * as synonyms from './store';

interface GroupRow {
  id: string;
  name: string;
  description: string;
  is_default: boolean;
}

const listGroups = (q: Queryable, uuid: string) =>
  q.query<GroupRow>('select id, name, description, is_default from synonym_groups where source_uuid = $1', [uuid]);

/** Case-insensitive union keeping the first spelling. */
function union(a: readonly string[], b: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const word of [...a, ...b]) if (!seen.has(word.toLowerCase())) seen.set(word.toLowerCase(), word);
  return [...seen.values()];
}

/** Maps each group of the source to a group of the destination, creating the missing ones by name. */
async function mapGroups(q: Queryable, from: string, to: string): Promise<Map<string, string>> {
  const target = await listGroups(q, to);
  const byName = new Map(target.map((g) => [g.name.toLowerCase(), g.id]));
  const map = new Map<string, string>();
  for (const group of await listGroups(q, from)) {
    if (group.is_default) {
      map.set(group.id, await synonyms.defaultGroupId(q, to));
      continue;
    }
    let id = byName.get(group.name.toLowerCase());
    if (!id) {
      id = randomUUID();
      await q.query('insert into synonym_groups (id, source_uuid, name, description) values ($1, $2, $3, $4)', [
        id,
        to,
        group.name,
        group.description,
      ]);
      byName.set(group.name.toLowerCase(), id);
    }
    map.set(group.id, id);
  }
  return map;
}

/**
 * Copies the synonym entries and groups (and the legacy settings text) of one project to another.
 * replace: the destination's synonyms become the source's; sum: entries of the same word and kind
 * get the union of their synonyms, the others are added. Answers how many entries were copied.
 */
export async function transferSynonyms(q: Queryable, from: string, to: string, mode: TransferMode, userId: string): Promise<number> {
  await synonyms.lockSynonyms(q, to);
  const before = (await synonyms.allSynonyms(q, to)).length;
  if (mode === 'replace') {
    await q.query('delete from synonyms where source_uuid = $1', [to]);
    await q.query('delete from synonym_groups where source_uuid = $1', [to]);
  }
  const groupMap = await mapGroups(q, from, to);
  const existing = new Map((await synonyms.allSynonyms(q, to)).map((row) => [`${row.kind}:${row.word.toLowerCase()}`, row]));
  const inserts: Parameters<typeof synonyms.insertSynonyms>[2][number][] = [];
  const updates: Array<{ id: string; synonyms: string[] }> = [];
  const copied = await synonyms.allSynonyms(q, from);
  for (const row of copied) {
    const same = existing.get(`${row.kind}:${row.word.toLowerCase()}`);
    if (same) updates.push({ id: same.id, synonyms: union(same.synonyms, row.synonyms) });
    else
      inserts.push({
        id: randomUUID(),
        kind: row.kind,
        word: row.word,
        synonyms: row.synonyms,
        groupId: groupMap.get(row.group_id ?? '') ?? null,
      });
  }
  await synonyms.insertSynonyms(q, to, inserts);
  await synonyms.updateSynonymLists(q, to, updates);
  const legacyFrom = await synonyms.legacySynonymsText(q, from);
  const legacyTo = mode === 'replace' ? '' : await synonyms.legacySynonymsText(q, to);
  const lines = union(legacyTo.split(/\r?\n/), legacyFrom.split(/\r?\n/)).filter((line) => line.trim());
  await q.query(`update sources set settings = jsonb_set(settings, '{synonyms}', to_jsonb($2::text)) where uuid = $1`, [
    to,
    lines.join('\n'),
  ]);
  // A sum of two projects may pass what search keeps: refused (in the caller's transaction) rather than cut.
  await checkSynonymRules(q, to, 'copy_options.synonyms', lines);
  await synonyms.logSynonymChange(q, to, userId, { entries: before }, { transferredFrom: from, mode, entries: copied.length });
  return copied.length;
}
