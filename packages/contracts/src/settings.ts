import { z } from 'zod';
import { LEARNING_STRENGTH_MAX } from './learning';
import { LIMITS, limitMessage } from './limits';
import { splitGlobalParams } from './settings-format';
import { checkPopularitySettings, checkScriptScore } from './settings-ranking';
import { CATEGORY_RANGE_TYPES } from './source-enums';
import { countSynonymRules } from './synonyms';
import { isValidJson } from './validators';

/**
 * Project settings in their client form (spec §3). JSON fields are structures on the client
 * and JSON text on the server; a client may send either, and text that is not JSON is refused.
 */
const jsonValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.unknown()), z.record(z.string(), z.unknown())]);

export const jsonStructure = jsonValue.transform((value, ctx) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  if (!isValidJson(value)) {
    ctx.addIssue({ code: 'custom', message: 'validation.json' });
    return z.NEVER;
  }
  return JSON.parse(value) as unknown;
});

export const JSON_SETTINGS = [
  'scriptScore',
  'customSort',
  'categoryTemplates',
  'completionsTemplates',
  'externalData',
  'sort',
  'filter',
] as const;

const shortText = z.string().max(2000, 'validation.max|2000');

/** customSort keys as search uses them: rows with a field (see the server's ranking settings). */
function checkCustomSort(value: unknown, ctx: z.RefinementCtx) {
  if (!Array.isArray(value)) return;
  const keys = value.filter((row) => typeof row === 'object' && row !== null && String((row as { field?: unknown }).field ?? '') !== '');
  if (keys.length > LIMITS.customSortKeys) ctx.addIssue({ code: 'custom', message: limitMessage('customSortKeys') });
}

/** The synonyms text is capped in lines, then in the rules the engine makes of them (it keeps no more). */
function checkSynonymLines(lines: readonly string[], ctx: z.RefinementCtx) {
  if (lines.length > LIMITS.synonymLines) {
    ctx.addIssue({ code: 'custom', message: limitMessage('synonymLines') });
    return;
  }
  const rules = countSynonymRules(lines);
  if (rules > LIMITS.synonymRules) ctx.addIssue({ code: 'custom', message: limitMessage('synonymRules', rules) });
}

const searchStep = z.union([
  z.string().max(100),
  z.strictObject({
    type: z.string().trim().min(1, 'validation.required').max(100),
    quantityGoods: z.number().int().min(0).max(100_000).optional(),
    indexFields: z.array(z.string().max(100)).optional(),
  }),
]);

/** Limits are checked outside the union: inside one, zod reports only that no option matched. */
function checkIndexFields(steps: ReadonlyArray<z.output<typeof searchStep>>, ctx: z.RefinementCtx) {
  steps.forEach((step, index) => {
    if (typeof step !== 'string' && (step.indexFields?.length ?? 0) > LIMITS.searchTypeIndexFields)
      ctx.addIssue({ code: 'custom', path: [index, 'indexFields'], message: limitMessage('searchTypeIndexFields') });
  });
}
/** AUTO:low,high — no typo below `low` characters, one below `high`, two from `high` on: low must not exceed high. */
function isFuzzinessOrdered(value: string): boolean {
  const bounds = /^AUTO:(\d+),(\d+)$/.exec(value);
  return !bounds || Number(bounds[1]) <= Number(bounds[2]);
}

const count = z
  .number({ error: 'validation.invalid' })
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(100_000, 'validation.invalid');

export const projectSettingsPatch = z.strictObject({
  scriptScore: jsonStructure.superRefine(checkScriptScore).optional(),
  customSort: jsonStructure.superRefine(checkCustomSort).optional(),
  categoryTemplates: jsonStructure.optional(),
  completionsTemplates: jsonStructure.optional(),
  externalData: jsonStructure.optional(),
  sort: jsonStructure.optional(),
  filter: jsonStructure.optional(),
  globalParams: z
    .union([z.array(shortText), z.string().max(20_000)])
    .transform((value) => (typeof value === 'string' ? splitGlobalParams(value) : value.map((v) => v.trim()).filter(Boolean)))
    .refine((params) => params.length <= LIMITS.globalParams, limitMessage('globalParams'))
    .optional(),
  synonyms: z
    .union([z.string().max(2_000_000), z.array(shortText)])
    .transform((value) => (typeof value === 'string' ? value.split(/\r?\n/) : value).map((line) => line.trim()).filter(Boolean))
    .superRefine(checkSynonymLines)
    .optional(),
  /** Ordered search steps: a name, or {type, quantityGoods, indexFields}; empty names are dropped. */
  searchTypes: z
    .array(searchStep)
    .max(LIMITS.searchTypes, limitMessage('searchTypes'))
    .superRefine(checkIndexFields)
    .transform((steps) =>
      steps.filter((step) => typeof step !== 'string' || step.trim() !== '').map((step) => (typeof step === 'string' ? step.trim() : step)),
    )
    .optional(),
  // Widget configuration (spec §3 "Project settings"); later screens give each its editor.
  selector: z.string().max(500).optional(),
  locale: z.string().max(5).optional(),
  apiUrl: z.string().max(2048).optional(),
  scriptUrl: z.string().max(2048).optional(),
  limit: count.optional(),
  limitNameChars: count.optional(),
  minScore: z.number().min(0).max(1_000_000).optional(),
  fuzziness: z
    .string()
    .regex(/^AUTO(:\d+,\d+)?$|^\d$/, 'validation.invalid')
    .refine(isFuzzinessOrdered, 'validation.fuzzinessOrder')
    .optional(),
  skuField: shortText.optional(),
  ratingField: shortText.optional(),
  reviewCountField: shortText.optional(),
  weightField: shortText.optional(),
  popularitySettings: jsonStructure.superRefine(checkPopularitySettings).optional(),
  facetsMaxCount: count.optional(),
  onlyAvailable: z.boolean().optional(),
  groupCategories: z.boolean().optional(),
  groupByCategoriesSize: count.optional(),
  minimumFractionDigits: z.number().int().min(0).max(4).optional(),
  categoryRangeType: z.enum(CATEGORY_RANGE_TYPES).optional(),
  rankingBehavioralFactorsTime: z.string().max(20).optional(),
  ignoredTokens: z.array(z.string().max(100)).max(LIMITS.ignoredTokens, limitMessage('ignoredTokens')).optional(),
  /** Ranking learns from shoppers' clicks, carts and purchases after searches (default on). */
  learningEnabled: z.boolean({ error: 'validation.invalid' }).optional(),
  /** How far learned evidence moves an offer: 0 not at all, 50 the default, 100 twice as far. */
  learningStrength: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(LEARNING_STRENGTH_MAX, 'validation.invalid')
    .optional(),
  debug: z.boolean().optional(),
});
export type ProjectSettingsPatch = z.input<typeof projectSettingsPatch>;
export type ProjectSettings = z.output<typeof projectSettingsPatch>;
