import { randomUUID } from 'node:crypto';
import type { CreativeGeneratorState, CreativeLogStatus, CreativeRule, CreativeTemplate } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';

/** SQL of the creative booster: templates, rules, generator state, creatives, logs. */

interface TemplateRow {
  id: string;
  name: string;
  svg: string;
  hash: string;
  width: number;
  height: number;
  variables: string[];
  created_at: Date;
}
export type StoredTemplate = CreativeTemplate & { svg: string };

const toTemplate = (row: TemplateRow): StoredTemplate => ({
  id: row.id,
  name: row.name,
  svg: row.svg,
  hash: row.hash,
  width: row.width,
  height: row.height,
  variables: row.variables,
  createdAt: row.created_at.getTime(),
});

export async function listTemplates(db: Queryable, uuid: string): Promise<StoredTemplate[]> {
  const rows = await db.query<TemplateRow>('select * from creative_templates where source_uuid = $1 order by created_at, id', [uuid]);
  return rows.map(toTemplate);
}

export async function findTemplate(db: Queryable, uuid: string, id: string): Promise<StoredTemplate | undefined> {
  const [row] = await db.query<TemplateRow>('select * from creative_templates where source_uuid = $1 and id::text = $2', [uuid, id]);
  return row ? toTemplate(row) : undefined;
}

export async function insertTemplate(db: Queryable, uuid: string, t: Omit<StoredTemplate, 'id' | 'createdAt'>): Promise<StoredTemplate> {
  const [row] = await db.query<TemplateRow>(
    `insert into creative_templates (id, source_uuid, name, svg, hash, width, height, variables)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) returning *`,
    [randomUUID(), uuid, t.name, t.svg, t.hash, t.width, t.height, JSON.stringify(t.variables)],
  );
  return toTemplate(row as TemplateRow);
}

/** Deletes a template with its rule and creatives; returns whether it existed. */
export async function deleteTemplate(db: Queryable, uuid: string, id: string): Promise<boolean> {
  const rows = await db.query('delete from creative_templates where source_uuid = $1 and id::text = $2 returning id', [uuid, id]);
  return rows.length > 0;
}

export async function readRules(db: Queryable, uuid: string): Promise<CreativeRule[]> {
  const rows = await db.query<{ data: CreativeRule }>('select data from creative_rules where source_uuid = $1 order by position', [uuid]);
  return rows.map((row) => row.data);
}

export async function replaceRules(db: Queryable, uuid: string, rules: readonly CreativeRule[]): Promise<void> {
  await db.query('delete from creative_rules where source_uuid = $1', [uuid]);
  for (const [position, rule] of rules.entries()) {
    await db.query('insert into creative_rules (source_uuid, template_id, position, data) values ($1, $2, $3, $4::jsonb)', [
      uuid,
      rule.templateId,
      position,
      JSON.stringify(rule),
    ]);
  }
}

export interface GeneratorRow {
  enabled: boolean;
  active: boolean;
  preserve_hash: boolean;
  state: CreativeGeneratorState;
  done: number;
  total: number;
  message: string | null;
  started_at: Date | null;
  finished_at: Date | null;
}

const IDLE: GeneratorRow = {
  enabled: false,
  active: false,
  preserve_hash: true,
  state: 'success',
  done: 0,
  total: 0,
  message: null,
  started_at: null,
  finished_at: null,
};

/** The state of a run that has just begun: progress zero, no message. */
export const RUN_STARTED = (): Partial<GeneratorRow> => ({
  state: 'process',
  done: 0,
  total: 0,
  message: null,
  started_at: new Date(),
  finished_at: null,
});

export async function readGenerator(db: Queryable, uuid: string): Promise<GeneratorRow> {
  const [row] = await db.query<GeneratorRow>('select * from creative_generators where source_uuid = $1', [uuid]);
  return row ?? IDLE;
}

/** Creates the generator row on first use and sets the given columns. */
export async function updateGenerator(db: Queryable, uuid: string, fields: Partial<GeneratorRow>): Promise<void> {
  const keys = Object.keys(fields) as Array<keyof GeneratorRow>;
  await db.query('insert into creative_generators (source_uuid) values ($1) on conflict (source_uuid) do nothing', [uuid]);
  if (!keys.length) return;
  const sets = keys.map((key, index) => `${key} = $${index + 2}`).join(', ');
  await db.query(`update creative_generators set ${sets} where source_uuid = $1`, [uuid, ...keys.map((key) => fields[key])]);
}

/** The run flag stays up while another generation waits in the queue (it follows this one). */
export async function lowerRunFlagUnlessQueued(db: Queryable, uuid: string): Promise<void> {
  await db.query(
    `update creative_generators set active = exists (
       select 1 from jobs where kind = 'creative.run' and state = 'queued' and payload->>'sourceUuid' = $1::text)
     where source_uuid = $1`,
    [uuid],
  );
}

export interface CreativeRow {
  id: string;
  template_id: string;
  offer_id: string;
  input_hash: string;
  file_path: string;
  format: string;
  updated_at: Date;
}

/** Offer id → stored creative of one template. */
export async function creativesOfTemplate(db: Queryable, uuid: string, templateId: string): Promise<Map<string, CreativeRow>> {
  const rows = await db.query<CreativeRow>('select * from creatives where source_uuid = $1 and template_id = $2', [uuid, templateId]);
  return new Map(rows.map((row) => [row.offer_id, { ...row, id: String(row.id) }]));
}

export async function saveCreative(db: Queryable, uuid: string, c: Omit<CreativeRow, 'id' | 'updated_at'>): Promise<void> {
  await db.query(
    `insert into creatives (source_uuid, template_id, offer_id, input_hash, file_path, format) values ($1, $2, $3, $4, $5, $6)
     on conflict (source_uuid, template_id, offer_id) do update set input_hash = excluded.input_hash, file_path = excluded.file_path,
       format = excluded.format, updated_at = now()`,
    [uuid, c.template_id, c.offer_id, c.input_hash, c.file_path, c.format],
  );
}

export async function findCreative(db: Queryable, uuid: string, id: string): Promise<CreativeRow | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const [row] = await db.query<CreativeRow>('select * from creatives where source_uuid = $1 and id = $2', [uuid, id]);
  return row ? { ...row, id: String(row.id) } : undefined;
}

/** A creative of a live project (a deleted project's images are no longer served). */
export async function findCreativeByOffer(db: Queryable, uuid: string, templateId: string, offerId: string) {
  const [row] = await db.query<CreativeRow>(
    `select c.* from creatives c join sources s on s.uuid = c.source_uuid and s.deleted_at is null
     where c.source_uuid = $1 and c.template_id::text = $2 and c.offer_id = $3`,
    [uuid, templateId, offerId],
  );
  return row;
}

export async function deleteCreatives(db: Queryable, uuid: string, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.query('delete from creatives where source_uuid = $1 and id = any($2::bigint[])', [uuid, ids]);
}

export interface GalleryRow extends CreativeRow {
  template_name: string;
}

export async function listCreatives(db: Queryable, uuid: string, q: { templateId?: string; skip: number; limit: number }) {
  const params: unknown[] = [uuid];
  let where = 'c.source_uuid = $1';
  if (q.templateId) {
    params.push(q.templateId);
    where += ` and c.template_id::text = $${params.length}`;
  }
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from creatives c where ${where}`, params);
  const rows = await db.query<GalleryRow>(
    `select c.*, t.name as template_name from creatives c join creative_templates t on t.id = c.template_id
     where ${where} order by c.updated_at desc, c.id desc limit ${q.limit} offset ${q.skip}`,
    params,
  );
  return { rows: rows.map((row) => ({ ...row, id: String(row.id) })), totalCount: count?.n ?? 0 };
}

export async function insertLog(
  db: Queryable,
  uuid: string,
  log: { message: string; params: ReadonlyArray<string | number>; processed: number; status: CreativeLogStatus },
) {
  await db.query('insert into creative_logs (source_uuid, message, params, processed, status) values ($1, $2, $3::jsonb, $4, $5)', [
    uuid,
    log.message,
    JSON.stringify(log.params),
    log.processed,
    log.status,
  ]);
}

export async function listLogs(db: Queryable, uuid: string, skip: number, limit: number) {
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from creative_logs where source_uuid = $1', [uuid]);
  const rows = await db.query<{
    id: string;
    created_at: Date;
    message: string;
    params: Array<string | number>;
    processed: number;
    status: CreativeLogStatus;
  }>(`select * from creative_logs where source_uuid = $1 order by created_at desc, id desc limit ${limit} offset ${skip}`, [uuid]);
  return { rows, totalCount: count?.n ?? 0 };
}
