import { z } from 'zod';
import type { IndexingRule } from './indexing-rules';
import { LEARNING_DEFAULTS, LEARNING_STRENGTH_MAX } from './learning';
import type { MerchandisingRule } from './merchandising';
import { splitGlobalParams } from './settings-format';
import { CATEGORY_RANGE_TYPES } from './source-enums';

/**
 * A project as the database keeps it (spec §3 server form): `settings` holds JSON settings as JSON
 * text, globalParams as comma-separated text and synonyms as lines; `fields` holds the project's
 * other fields. Both are parsed once where a project is read, into typed values: a value that is
 * missing, of the wrong type or unreadable JSON becomes its default, so data saved by an older
 * version or by hand never breaks search. Nothing else reads the raw JSON.
 */

/** A value of the given schema, or `fallback` when it is missing or does not fit. */
const lenient = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  schema
    .optional()
    .catch(undefined)
    .transform((value): z.output<T> => (value === undefined ? fallback : value));

/** JSON settings arrive as text (server form) or, from older saves, as structures. */
const jsonText = z.unknown().transform((value): unknown => {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
});
const jsonOf = <T extends z.ZodType>(schema: T, fallback: z.output<T>) => jsonText.pipe(schema.catch(fallback));

const finite = z.number().refine(Number.isFinite);
const optionalNumber = lenient(finite.nullable(), null);
const text = lenient(z.string(), '');
const texts = lenient(
  z.array(z.unknown()).transform((list) => list.map(String)),
  [],
);
const bag = z.record(z.string(), z.unknown());

/** A step of searchTypes: a name, or {type, quantityGoods}. */
const searchStep = z.union([
  z.string().transform((type) => ({ type, quantityGoods: null as number | null })),
  z.object({ type: z.string(), quantityGoods: finite.nullish().transform((n) => n ?? null) }),
]);

/** scriptScore as the console stores it: formulas per segment and the constructor rows. */
const scriptScore = z.object({
  segments: lenient(
    z.array(z.unknown()).transform((rows) =>
      rows.flatMap((row) => {
        const r = bag.safeParse(row);
        if (!r.success) return [];
        const formula = String(r.data.formula ?? '').trim();
        return formula ? [{ segment: String(r.data.segment ?? r.data.name ?? '').trim(), formula }] : [];
      }),
    ),
    [],
  ),
  constructor: lenient(
    z.array(z.unknown()).transform((rows) =>
      rows.flatMap((row) => {
        const r = bag.safeParse(row);
        if (!r.success) return [];
        const parameter = String(r.data.parameter ?? '').trim();
        const weight = Number(r.data.weight ?? 1);
        return parameter && Number.isFinite(weight) ? [{ construction: String(r.data.construction ?? 'a'), parameter, weight }] : [];
      }),
    ),
    [],
  ),
});
export type StoredScriptScore = z.output<typeof scriptScore>;

const customSortKey = z.object({ field: z.string().min(1), direction: z.enum(['asc', 'desc']).catch('asc').default('asc') });

/** popularitySettings (spec §3); each weight falls back on its own. */
const popularity = z.object({
  clickWeight: lenient(finite.min(0).max(1000), 1),
  cartWeight: lenient(finite.min(0).max(1000), 0),
  purchaseWeight: lenient(finite.min(0).max(1000), 5),
  /** How much popularity weighs in relevance (the engine's popularityBoost); null: the engine's default. */
  boost: lenient(finite.min(0).max(10).nullable(), null),
});
export type StoredPopularitySettings = z.output<typeof popularity>;
const POPULARITY_DEFAULTS: StoredPopularitySettings = { clickWeight: 1, cartWeight: 0, purchaseWeight: 5, boost: null };

export const storedSettingsSchema = z.looseObject({
  /** Synonym lines (older saves kept a list). */
  synonyms: lenient(z.union([z.string(), z.array(z.unknown()).transform((lines) => lines.map(String).join('\n'))]), ''),
  fuzziness: text,
  facetsMaxCount: optionalNumber,
  minScore: optionalNumber,
  searchTypes: lenient(
    z.array(z.unknown()).transform((steps) => steps.flatMap((step) => searchStep.safeParse(step).data ?? [])),
    [],
  ),
  onlyAvailable: lenient(z.boolean(), false),
  popularitySettings: jsonOf(popularity, POPULARITY_DEFAULTS).catch(POPULARITY_DEFAULTS),
  scriptScore: jsonOf(scriptScore.nullable(), null).catch(null),
  customSort: jsonOf(
    z.array(z.unknown()).transform((rows) => rows.flatMap((row) => customSortKey.safeParse(row).data ?? [])),
    [],
  ).catch([]),
  ignoredTokens: texts,
  globalParams: lenient(z.string().transform(splitGlobalParams), []),
  categoryRangeType: lenient(z.enum(CATEGORY_RANGE_TYPES).nullable(), null),
  /** The widget's language (the project's own languages are fields.locale and fields.languages). */
  locale: text,
  /** Params a feed load turns into the offer's rating and review count. */
  ratingField: text,
  reviewCountField: text,
  /** Behavioural window of spec §9 (week, 2weeks, month, 3months, 6months). */
  rankingBehavioralFactorsTime: text,
  /** Learned ranking (contracts' learning.ts): the switch and the strength 0–100. */
  learningEnabled: lenient(z.boolean(), LEARNING_DEFAULTS.learningEnabled),
  learningStrength: lenient(
    finite.transform((n) => Math.round(Math.min(LEARNING_STRENGTH_MAX, Math.max(0, n)))),
    LEARNING_DEFAULTS.learningStrength,
  ),
});
export type StoredSettings = z.output<typeof storedSettingsSchema>;

export const storedFieldsSchema = z.looseObject({
  locale: text,
  languages: texts,
  regionId: lenient(z.string().nullable(), null),
  segmentId: lenient(z.string().nullable(), null),
  selector: text,
  merchandisingUrls: texts,
  merchandisingRules: lenient(z.array(z.custom<MerchandisingRule>((rule) => bag.safeParse(rule).success)), []),
  indexingRules: lenient(z.array(z.custom<IndexingRule>((rule) => bag.safeParse(rule).success)), []),
  filterMode: lenient(z.enum(['conditions', 'disabled']), 'conditions'),
  widgetSettings: lenient(bag, {}),
  publishedWidget: lenient(bag.nullable(), null),
  offersLimit: optionalNumber,
  ignoreXmlErrors: lenient(z.boolean(), false),
  cutNonUtf8FromFeed: lenient(z.boolean(), false),
  overrideOffersUrl: lenient(z.string().nullable(), null),
  customCompletionsUrl: lenient(z.string().nullable(), null),
  customTopQueriesUrl: lenient(z.string().nullable(), null),
});
export type StoredFields = z.output<typeof storedFieldsSchema>;

/** A project's stored settings, typed; never throws. */
export function parseStoredSettings(settings: unknown): StoredSettings {
  return storedSettingsSchema.catch(storedSettingsSchema.parse({})).parse(settings ?? {});
}

/** A project's stored fields, typed; never throws. */
export function parseStoredFields(fields: unknown): StoredFields {
  return storedFieldsSchema.catch(storedFieldsSchema.parse({})).parse(fields ?? {});
}

/** The settings and fields of a stored project, typed; never throws. */
export function parseStoredProject(row: { settings: unknown; fields: unknown }): { settings: StoredSettings; fields: StoredFields } {
  return { settings: parseStoredSettings(row.settings), fields: parseStoredFields(row.fields) };
}
