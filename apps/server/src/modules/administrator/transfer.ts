import { type MerchandisingRule, parseStoredFields, type TransferMode, type TransferResult } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import { transferSynonyms } from '../synonyms';

export interface TransferOptions {
  synonyms: boolean;
  merchandisingRules: boolean;
  widgetSettings: boolean;
  mode: TransferMode;
}

const ruleKey = (rule: MerchandisingRule) => `${rule.regex ? 're' : 'q'}:${rule.query.trim().toLowerCase()}`;

async function fieldsOf(q: Queryable, uuid: string): Promise<Record<string, unknown>> {
  const [row] = await q.query<{ fields: Record<string, unknown> }>('select fields from sources where uuid = $1 for update', [uuid]);
  return row?.fields ?? {};
}

async function setField(q: Queryable, uuid: string, userId: string, field: string, before: unknown, after: unknown) {
  await q.query(`update sources set fields = jsonb_set(fields, $2::text[], $3::jsonb), updated_at = now() where uuid = $1`, [
    uuid,
    [field],
    JSON.stringify(after),
  ]);
  await q.query('insert into source_changes (source_uuid, user_id, field, old_value, new_value) values ($1, $2, $3, $4, $5)', [
    uuid,
    userId,
    field,
    before === undefined ? null : JSON.stringify(before),
    JSON.stringify(after),
  ]);
}

/**
 * Copies the chosen settings of project `from` into project `to` in one transaction (spec §6).
 * replace: the destination takes the source's; sum: the destination keeps its own and gains what
 * it lacks (rules for new queries, widget keys it has not set, synonyms merged word by word).
 */
export async function transferSettings(
  q: Queryable,
  from: string,
  to: string,
  o: TransferOptions,
  userId: string,
): Promise<TransferResult> {
  const result: TransferResult = { synonyms: 0, merchandisingRules: 0, widgetSettings: 0 };
  // Both rows locked in one order, so two opposite transfers wait instead of deadlocking.
  await q.query('select 1 from sources where uuid = any($1::uuid[]) order by uuid for update', [[from, to]]);
  const source = await fieldsOf(q, from);
  const target = await fieldsOf(q, to);
  if (o.merchandisingRules) {
    const copied = parseStoredFields(source).merchandisingRules;
    const own = parseStoredFields(target).merchandisingRules;
    const taken = new Set(own.map(ruleKey));
    const added = o.mode === 'replace' ? copied : copied.filter((rule) => !taken.has(ruleKey(rule)));
    await setField(q, to, userId, 'merchandisingRules', target.merchandisingRules, o.mode === 'replace' ? copied : [...own, ...added]);
    result.merchandisingRules = added.length;
  }
  if (o.widgetSettings) {
    const asObject = (value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    const copied = asObject(source.widgetSettings);
    const own = asObject(target.widgetSettings);
    const next = o.mode === 'replace' ? copied : { ...copied, ...own };
    await setField(q, to, userId, 'widgetSettings', target.widgetSettings, next);
    result.widgetSettings = o.mode === 'replace' ? Object.keys(copied).length : Object.keys(copied).filter((key) => !(key in own)).length;
  }
  if (o.synonyms) result.synonyms = await transferSynonyms(q, from, to, o.mode, userId);
  return result;
}
