import { createHash } from 'node:crypto';
import type { CatalogFilter, FilterMode, FilterType } from '@vitrina/contracts';
import { filterOffReason, MEASURE_PATTERN, unitKey } from '@vitrina/engine';
import type { Queryable } from '../../db/database';

/** A filter's id: stable across feed reloads and safe in a URL, whatever the param name holds. */
export function filterIdOf(name: string): string {
  return createHash('sha1').update(name).digest('hex').slice(0, 16);
}

export interface StoredFilter {
  name: string;
  ordering: number | null;
  level: number;
  firstId: string | null;
  currentType: FilterType;
  /** The owner's switch; null: not switched, the catalog decides (see filterOffReason). */
  enabled: boolean | null;
}

export const DEFAULT_FILTER: Omit<StoredFilter, 'name'> = {
  ordering: null,
  level: 0,
  firstId: null,
  currentType: 'multiple',
  enabled: null,
};

interface CatalogParam {
  name: string;
  offers: number;
  values: number;
  /** The one unit of its values when every value is a number ('' for bare numbers), else null (engine ParamStats). */
  unit: string | null;
}

/** The params of the live catalog, read once per catalog version (a feed load changes the version). */
const paramsCache = new Map<string, { version: number; params: Promise<CatalogParam[]> }>();

async function catalogParams(db: Queryable, uuid: string): Promise<CatalogParam[]> {
  const [source] = await db.query<{ version: number }>('select catalog_version as version from sources where uuid = $1', [uuid]);
  const version = source?.version ?? 0;
  const cached = paramsCache.get(uuid);
  if (cached?.version === version) return cached.params;
  // The engine's measure pattern, run here too: a value is a number with a unit in the console's list exactly when search reads it so.
  const params = db
    .query<{ name: string; offers: number; values: number; measured: boolean; units: string[] | null }>(
      `select v.name, count(distinct o.id)::int as offers, count(distinct v.value)::int as values,
         bool_and(v.value ~ $3) as measured,
         (array_agg(distinct regexp_replace(v.value, $3, '\\2')) filter (where v.value ~ $3))[1:20] as units
       from offers o,
         jsonb_array_elements(case when jsonb_typeof(o.data->'params') = 'array' then o.data->'params' else '[]'::jsonb end) p,
         lateral (select trim(p->>'name') as name, trim(p->>'value') as value) v
       where o.source_uuid = $1 and o.version = $2 and coalesce(v.name, '') <> '' and coalesce(v.value, '') <> ''
       group by 1`,
      [uuid, version, MEASURE_PATTERN],
    )
    .then((rows) =>
      rows.map(({ name, offers, values, measured, units }) => {
        const keys = new Set((units ?? []).map(unitKey));
        return { name, offers, values, unit: measured && keys.size === 1 ? ([...keys][0] as string) : null };
      }),
    );
  paramsCache.set(uuid, { version, params });
  params.catch(() => paramsCache.delete(uuid));
  return params;
}

/** The owner's stored filter settings by param name. */
export async function storedFilters(db: Queryable, uuid: string): Promise<Map<string, StoredFilter>> {
  const rows = await db.query<StoredFilter>(
    `select name, ordering, level, first_id as "firstId", current_type as "currentType", enabled
     from catalog_filters where source_uuid = $1`,
    [uuid],
  );
  return new Map(rows.map((row) => [row.name, row]));
}

/** Every filter of the project in display order: ordered ones first, then the most common params. */
export async function listFilters(db: Queryable, uuid: string): Promise<CatalogFilter[]> {
  const [params, stored] = await Promise.all([catalogParams(db, uuid), storedFilters(db, uuid)]);
  return params
    .map((param) => {
      const { name: _name, enabled, ...settings } = stored.get(param.name) ?? { name: param.name, ...DEFAULT_FILTER };
      const defaultOff = filterOffReason(param);
      return {
        id: filterIdOf(param.name),
        name: param.name,
        ...settings,
        enabled: enabled ?? defaultOff === null,
        offersCount: param.offers,
        valuesCount: param.values,
        numeric: param.unit !== null,
        unit: param.unit || null,
        defaultOff,
      };
    })
    .sort(
      (a, b) =>
        (a.ordering ?? Number.POSITIVE_INFINITY) - (b.ordering ?? Number.POSITIVE_INFINITY) ||
        b.offersCount - a.offersCount ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
}

export async function findFilter(db: Queryable, uuid: string, id: string): Promise<CatalogFilter | undefined> {
  return (await listFilters(db, uuid)).find((filter) => filter.id === id);
}

/** Writes one filter's settings whole and records the change in the project's change log. */
export async function saveFilter(tx: Queryable, uuid: string, userId: string, before: StoredFilter, after: StoredFilter) {
  await tx.query(
    `insert into catalog_filters (source_uuid, name, ordering, level, first_id, current_type, enabled)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (source_uuid, name) do update set ordering = excluded.ordering, level = excluded.level,
       first_id = excluded.first_id, current_type = excluded.current_type, enabled = excluded.enabled, updated_at = now()`,
    [uuid, after.name, after.ordering, after.level, after.firstId, after.currentType, after.enabled],
  );
  await logChange(tx, uuid, userId, `filters.${after.name}`, before, after);
}

/** Category-level param switches: category id → param name → on or off. */
export async function categoryParamSettings(db: Queryable, uuid: string): Promise<Map<string, Map<string, boolean>>> {
  const rows = await db.query<{ categoryId: string; name: string; enabled: boolean }>(
    'select category_id as "categoryId", name, enabled from category_params where source_uuid = $1',
    [uuid],
  );
  const byCategory = new Map<string, Map<string, boolean>>();
  for (const row of rows) {
    const names = byCategory.get(row.categoryId) ?? new Map<string, boolean>();
    byCategory.set(row.categoryId, names.set(row.name, row.enabled));
  }
  return byCategory;
}

export async function saveCategoryParams(
  tx: Queryable,
  uuid: string,
  userId: string,
  categoryId: string,
  names: string[],
  enabled: boolean,
) {
  await tx.query(
    `insert into category_params (source_uuid, category_id, name, enabled)
     select $1, $2, name, $4 from unnest($3::text[]) as name
     on conflict (source_uuid, category_id, name) do update set enabled = excluded.enabled, updated_at = now()`,
    [uuid, categoryId, names, enabled],
  );
  await logChange(tx, uuid, userId, `categoryParams.${categoryId}`, null, { names, enabled });
}

export async function filterMode(db: Queryable, uuid: string): Promise<FilterMode> {
  const [row] = await db.query<{ mode: string | null }>(`select fields->>'filterMode' as mode from sources where uuid = $1`, [uuid]);
  return row?.mode === 'disabled' ? 'disabled' : 'conditions';
}

export async function saveFilterMode(tx: Queryable, uuid: string, userId: string, mode: FilterMode) {
  const before = await filterMode(tx, uuid);
  await tx.query(`update sources set fields = jsonb_set(fields, '{filterMode}', to_jsonb($2::text)), updated_at = now() where uuid = $1`, [
    uuid,
    mode,
  ]);
  await logChange(tx, uuid, userId, 'filterMode', before, mode);
}

/** Search re-reads the filter settings when this number moves (see facet-settings). */
export async function bumpFiltersVersion(tx: Queryable, uuid: string) {
  await tx.query(
    `update sources set fields = jsonb_set(fields, '{filtersVersion}', to_jsonb(coalesce((fields->>'filtersVersion')::int, 0) + 1))
     where uuid = $1`,
    [uuid],
  );
}

async function logChange(tx: Queryable, uuid: string, userId: string, field: string, before: unknown, after: unknown) {
  await tx.query('insert into source_changes (source_uuid, user_id, field, old_value, new_value) values ($1, $2, $3, $4, $5)', [
    uuid,
    userId,
    field,
    before === null ? null : JSON.stringify(before),
    JSON.stringify(after),
  ]);
}
