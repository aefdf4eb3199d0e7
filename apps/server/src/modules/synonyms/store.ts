import { randomUUID } from 'node:crypto';
import type { SynonymEntry, SynonymGroup, SynonymKind } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';

export interface SynonymRow {
  id: string;
  source_uuid: string;
  group_id: string | null;
  kind: SynonymKind;
  word: string;
  synonyms: string[];
  created_at: Date;
  updated_at: Date;
}

interface GroupRow {
  id: string;
  name: string;
  description: string;
  is_default: boolean;
  created_at: Date;
  synonyms_count?: number | string;
}

export const DEFAULT_GROUP_NAME = 'Default';

export function toSynonymEntry(row: SynonymRow): SynonymEntry {
  return {
    id: row.id,
    kind: row.kind,
    word: row.word,
    synonyms: row.synonyms,
    groupId: row.group_id,
    createdAt: new Date(row.created_at).getTime(),
    updatedAt: new Date(row.updated_at).getTime(),
  };
}

function toGroup(row: GroupRow): SynonymGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isDefault: row.is_default,
    synonymsCount: Number(row.synonyms_count ?? 0),
    createdAt: new Date(row.created_at).getTime(),
  };
}

/** Synonym writes of one project run one at a time: the project row is the lock. */
export async function lockSynonyms(tx: Queryable, sourceUuid: string): Promise<void> {
  await tx.query('select 1 from sources where uuid = $1 for update', [sourceUuid]);
}

/** The project's default group, created on first use (under another name when 'Default' is taken). */
export async function defaultGroupId(q: Queryable, sourceUuid: string): Promise<string> {
  const find = async () =>
    (await q.query<{ id: string }>('select id from synonym_groups where source_uuid = $1 and is_default', [sourceUuid]))[0]?.id;
  const existing = await find();
  if (existing) return existing;
  for (let attempt = 1; attempt <= 20; attempt++) {
    const name = attempt === 1 ? DEFAULT_GROUP_NAME : `${DEFAULT_GROUP_NAME} ${attempt}`;
    const [inserted] = await q.query<{ id: string }>(
      `insert into synonym_groups (id, source_uuid, name, is_default) values ($1, $2, $3, true) on conflict do nothing returning id`,
      [randomUUID(), sourceUuid, name],
    );
    if (inserted) return inserted.id;
    const raced = await find();
    if (raced) return raced;
  }
  throw new Error('no name left for the default synonym group');
}

export async function listGroups(q: Queryable, sourceUuid: string): Promise<SynonymGroup[]> {
  const rows = await q.query<GroupRow>(
    `select g.id, g.name, g.description, g.is_default, g.created_at,
            (select count(*) from synonyms s where s.group_id = g.id) as synonyms_count
     from synonym_groups g where g.source_uuid = $1
     order by g.is_default desc, lower(g.name), g.id`,
    [sourceUuid],
  );
  return rows.map(toGroup);
}

export async function findGroup(q: Queryable, sourceUuid: string, groupId: string): Promise<SynonymGroup | undefined> {
  const [row] = await q.query<GroupRow>(
    `select g.id, g.name, g.description, g.is_default, g.created_at,
            (select count(*) from synonyms s where s.group_id = g.id) as synonyms_count
     from synonym_groups g where g.source_uuid = $1 and g.id = $2`,
    [sourceUuid, groupId],
  );
  return row ? toGroup(row) : undefined;
}

export async function groupNameTaken(q: Queryable, sourceUuid: string, name: string, exceptId: string | null): Promise<boolean> {
  const rows = await q.query(
    'select 1 from synonym_groups where source_uuid = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3::uuid)',
    [sourceUuid, name, exceptId],
  );
  return rows.length > 0;
}

export async function insertGroup(q: Queryable, sourceUuid: string, name: string, description: string): Promise<string> {
  const id = randomUUID();
  await q.query('insert into synonym_groups (id, source_uuid, name, description) values ($1, $2, $3, $4)', [
    id,
    sourceUuid,
    name,
    description,
  ]);
  return id;
}

export async function updateGroup(q: Queryable, groupId: string, patch: { name?: string; description?: string }): Promise<void> {
  await q.query('update synonym_groups set name = coalesce($2, name), description = coalesce($3, description) where id = $1', [
    groupId,
    patch.name ?? null,
    patch.description ?? null,
  ]);
}

/** Deletes a group; its entries move to the default group. */
export async function deleteGroup(q: Queryable, sourceUuid: string, groupId: string, defaultId: string): Promise<number> {
  const moved = await q.query(
    'update synonyms set group_id = $3, updated_at = now() where source_uuid = $1 and group_id = $2 returning id',
    [sourceUuid, groupId, defaultId],
  );
  await q.query('delete from synonym_groups where source_uuid = $1 and id = $2', [sourceUuid, groupId]);
  return moved.length;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ListFilter {
  query?: string | undefined;
  groupId?: string | undefined;
  kind?: SynonymKind | undefined;
  offset: number;
  limit: number;
}

export async function listSynonyms(
  q: Queryable,
  sourceUuid: string,
  filter: ListFilter,
): Promise<{ rows: SynonymRow[]; totalCount: number }> {
  const where = ['source_uuid = $1'];
  const params: unknown[] = [sourceUuid];
  const query = filter.query?.trim();
  if (query) {
    params.push(likePattern(query));
    const n = params.length;
    where.push(
      `(lower(word) like $${n} or exists (select 1 from jsonb_array_elements_text(synonyms) as s(value) where lower(s.value) like $${n}))`,
    );
  }
  if (filter.groupId) {
    params.push(filter.groupId);
    where.push(`group_id = $${params.length}`);
  }
  if (filter.kind) {
    params.push(filter.kind);
    where.push(`kind = $${params.length}`);
  }
  const condition = where.join(' and ');
  const [count] = await q.query<{ count: string | number }>(`select count(*) as count from synonyms where ${condition}`, params);
  const rows = await q.query<SynonymRow>(
    `select * from synonyms where ${condition} order by created_at desc, lower(word), id limit ${filter.limit} offset ${filter.offset}`,
    params,
  );
  return { rows, totalCount: Number(count?.count ?? 0) };
}

export async function findSynonym(q: Queryable, sourceUuid: string, id: string): Promise<SynonymRow | undefined> {
  const [row] = await q.query<SynonymRow>('select * from synonyms where source_uuid = $1 and id = $2', [sourceUuid, id]);
  return row;
}

/** Saved entries of the given kinds whose words (any case) are in the list. */
export async function findByWords(q: Queryable, sourceUuid: string, words: readonly string[]): Promise<SynonymRow[]> {
  if (!words.length) return [];
  return q.query<SynonymRow>('select * from synonyms where source_uuid = $1 and lower(word) = any($2::text[])', [
    sourceUuid,
    [...new Set(words.map((w) => w.toLowerCase()))],
  ]);
}

export async function allSynonyms(q: Queryable, sourceUuid: string): Promise<SynonymRow[]> {
  return q.query<SynonymRow>('select * from synonyms where source_uuid = $1 order by created_at, id', [sourceUuid]);
}

/** Kind, word and synonyms of the entries that become synonym lines (stemming exceptions do not), for counting rules. */
export async function lineEntries(q: Queryable, sourceUuid: string): Promise<Array<Pick<SynonymRow, 'kind' | 'word' | 'synonyms'>>> {
  return q.query(`select kind, word, synonyms from synonyms where source_uuid = $1 and kind <> 'stemException'`, [sourceUuid]);
}

const BATCH = 1000;

/** Inserts many entries at once (an import may hold many thousands); answers the saved rows. */
export async function insertSynonyms(
  q: Queryable,
  sourceUuid: string,
  entries: ReadonlyArray<{ id: string; kind: SynonymKind; word: string; synonyms: string[]; groupId: string | null }>,
): Promise<SynonymRow[]> {
  const saved: SynonymRow[] = [];
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = entries.slice(start, start + BATCH);
    saved.push(
      ...(await q.query<SynonymRow>(
        `insert into synonyms (id, source_uuid, group_id, kind, word, synonyms)
         select (item->>'id')::uuid, $1, (item->>'groupId')::uuid, item->>'kind', item->>'word', item->'synonyms'
         from jsonb_array_elements($2::jsonb) as item
         returning *`,
        [sourceUuid, JSON.stringify(batch)],
      )),
    );
  }
  return saved;
}

/** Replaces the synonyms of many entries at once. */
export async function updateSynonymLists(
  q: Queryable,
  sourceUuid: string,
  rows: ReadonlyArray<{ id: string; synonyms: string[] }>,
): Promise<SynonymRow[]> {
  const saved: SynonymRow[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map(({ id, synonyms }) => ({ id, synonyms }));
    saved.push(
      ...(await q.query<SynonymRow>(
        `update synonyms s set synonyms = item->'synonyms', updated_at = now()
         from jsonb_array_elements($2::jsonb) as item
         where s.source_uuid = $1 and s.id = (item->>'id')::uuid
         returning s.*`,
        [sourceUuid, JSON.stringify(batch)],
      )),
    );
  }
  return saved;
}

export async function updateSynonym(
  q: Queryable,
  id: string,
  entry: { kind: SynonymKind; word: string; synonyms: string[]; groupId: string | null },
): Promise<SynonymRow> {
  const [row] = await q.query<SynonymRow>(
    `update synonyms set kind = $2, word = $3, synonyms = $4::jsonb, group_id = $5, updated_at = now() where id = $1 returning *`,
    [id, entry.kind, entry.word, JSON.stringify(entry.synonyms), entry.groupId],
  );
  if (!row) throw new Error('synonym update returned nothing');
  return row;
}

export async function deleteSynonyms(q: Queryable, sourceUuid: string, ids: readonly string[]): Promise<SynonymRow[]> {
  return q.query<SynonymRow>('delete from synonyms where source_uuid = $1 and id = any($2::uuid[]) returning *', [sourceUuid, ids]);
}

export async function moveSynonyms(q: Queryable, sourceUuid: string, ids: readonly string[], groupId: string): Promise<SynonymRow[]> {
  return q.query<SynonymRow>(
    'update synonyms set group_id = $3, updated_at = now() where source_uuid = $1 and id = any($2::uuid[]) returning *',
    [sourceUuid, ids, groupId],
  );
}

export async function logSynonymChange(q: Queryable, sourceUuid: string, userId: string, oldValue: unknown, newValue: unknown) {
  const text = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  // Search nodes see the new version when they next read the project and reload the lines.
  await q.query(`update sources set fields = jsonb_set(fields, '{synonymsVersion}', to_jsonb($2::bigint)) where uuid = $1`, [
    sourceUuid,
    Date.now(),
  ]);
  await q.query(`insert into source_changes (source_uuid, user_id, field, old_value, new_value) values ($1, $2, 'synonyms', $3, $4)`, [
    sourceUuid,
    userId,
    text(oldValue),
    text(newValue),
  ]);
}

/** The project's legacy synonyms text (settings.synonyms, spec §3). */
export async function legacySynonymsText(q: Queryable, sourceUuid: string): Promise<string> {
  const [row] = await q.query<{ text: unknown }>(`select settings->'synonyms' as text from sources where uuid = $1`, [sourceUuid]);
  const value = row?.text;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String).join('\n');
  return '';
}

export async function rejectedPairs(q: Queryable, sourceUuid: string): Promise<Array<{ word: string; synonym: string }>> {
  return q.query('select word, synonym from synonym_rejections where source_uuid = $1', [sourceUuid]);
}

export async function rejectPair(q: Queryable, sourceUuid: string, userId: string, word: string, synonym: string): Promise<void> {
  await q.query(
    `insert into synonym_rejections (source_uuid, word, synonym, user_id) values ($1, $2, $3, $4) on conflict (source_uuid, word, synonym) do nothing`,
    [sourceUuid, word.toLowerCase(), synonym.toLowerCase(), userId],
  );
}

export async function forgetRejection(q: Queryable, sourceUuid: string, word: string, synonym: string): Promise<void> {
  await q.query(
    'delete from synonym_rejections where source_uuid = $1 and ((word = $2 and synonym = $3) or (word = $3 and synonym = $2))',
    [sourceUuid, word.toLowerCase(), synonym.toLowerCase()],
  );
}
