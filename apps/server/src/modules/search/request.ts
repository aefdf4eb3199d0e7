import { SEARCH_SORTS, type SearchParams } from '@vitrina/contracts';
import type { SearchFilters } from '@vitrina/engine';
import { z } from 'zod';

/** Longest query read; anything past it is cut, never an error (shoppers paste odd things). */
export const MAX_QUERY = 500;

/** Control characters out, whitespace collapsed, length bounded. */
export function cleanQuery(raw: unknown): string {
  return (
    String(raw ?? '')
      .slice(0, MAX_QUERY * 4)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_QUERY)
  );
}

/** A JSON object given as text (query string) or as an object (JSON body). */
const jsonObject = <T extends z.ZodType>(schema: T) =>
  z.union([z.string(), z.record(z.string(), z.unknown())]).transform((value, ctx): z.output<T> => {
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = value.trim() ? JSON.parse(value) : {};
      } catch {
        ctx.addIssue({ code: 'custom', message: 'validation.json' });
        return z.NEVER;
      }
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'validation.invalid' });
      return z.NEVER;
    }
    return result.data;
  });

const bool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');
const text = z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(200, 'validation.max|200'));

const filtersSchema = z.object({
  params: z.record(z.string(), z.array(z.string().max(200)).max(100)).optional(),
  /** Range filters of params the owner made ranges: name → {from, to}. */
  paramRanges: z
    .record(z.string().max(200), z.object({ from: z.number().nullable().optional(), to: z.number().nullable().optional() }))
    .optional(),
  vendors: z.array(z.string().max(200)).max(100).optional(),
  price: z.object({ from: z.number().nullable().optional(), to: z.number().nullable().optional() }).optional(),
  categoryId: z.string().max(200).nullable().optional(),
  available: z.boolean().optional(),
});

/** `query` is optional (spec §7): a missing one is the empty query, which lists the catalog in its default order. */
const querySchema = z.unknown().optional().transform(cleanQuery);

export const searchQuerySchema = (defaultLimit: number) =>
  z.object({
    query: querySchema,
    skip: z.coerce
      .number({ error: 'validation.numeric' })
      .int('validation.numeric')
      .min(0, 'validation.numeric')
      .max(10_000, 'validation.invalid')
      .default(0),
    limit: z.coerce
      .number({ error: 'validation.numeric' })
      .int('validation.numeric')
      .min(0, 'validation.numeric')
      .max(500, 'validation.invalid')
      .default(defaultLimit),
    groupByCategories: jsonObject(
      z.object({
        active: z.boolean().optional(),
        size: z.number().int().min(0).max(100).optional(),
        skip: z.number().int().min(0).max(1000).optional(),
      }),
    ).optional(),
    filters: jsonObject(filtersSchema).optional(),
    sort: z.enum(SEARCH_SORTS, { error: `validation.oneOf|${SEARCH_SORTS.join(', ')}` }).optional(),
    client: text.optional(),
    locale: text.optional(),
    userId: text.optional(),
    firstInSession: bool.optional(),
    regionId: text.optional(),
    segmentId: text.optional(),
    debug: text.optional(),
  });
export type SearchQuery = z.output<ReturnType<typeof searchQuerySchema>>;

/** POST's body: the same fields; a request without a body asks what a GET without parameters asks. */
export const searchBodySchema = (defaultLimit: number) => z.preprocess((body) => body ?? {}, searchQuerySchema(defaultLimit));
/**
 * Every request the public contract describes is one the schema takes, so a change to either fails
 * the typecheck here (JSON fields are checked by what they parse to: their input may also be text).
 */
type Fits<A, B> = [A] extends [B] ? true : never;
export const CONTRACT_FITS: [
  Fits<Omit<SearchParams, 'filters' | 'groupByCategories'>, z.input<ReturnType<typeof searchQuerySchema>>>,
  Fits<NonNullable<SearchParams['filters']>, NonNullable<SearchQuery['filters']>>,
  Fits<NonNullable<SearchParams['groupByCategories']>, NonNullable<SearchQuery['groupByCategories']>>,
] = [true, true, true];
export type ApiFilters = SearchFilters;

/** completionSettings: each group's size as a number, or {limit} / {active, limit}. */
const groupSize = z.union([
  z.number().int().min(0).max(50),
  z.object({ active: z.boolean().optional(), limit: z.number().int().min(0).max(50).optional() }),
]);
export const COMPLETION_DEFAULTS = {
  history: 3,
  popular: 4,
  categories: 3,
  brands: 4,
  offers: 4,
  suggestions: 0,
  special_offers: 0,
} as const;
export type CompletionGroup = keyof typeof COMPLETION_DEFAULTS;

export const completionsQuerySchema = z.object({
  query: querySchema,
  completionSettings: jsonObject(z.record(z.string(), groupSize)).optional(),
  client: text.optional(),
  locale: text.optional(),
  userId: text.optional(),
  regionId: text.optional(),
  segmentId: text.optional(),
});

/** Groups of the searchBox in their default order (history is the client's own; special offers have their own list). */
const BOX_GROUPS = ['popular', 'suggestions', 'categories', 'brands', 'offers'] as const;
export type BoxGroup = (typeof BOX_GROUPS)[number];

/** The searchBox's order: the groups as completionSettings lists them, then the others in the default order. */
export function boxOrder(settings: Record<string, unknown> | undefined): BoxGroup[] {
  const named = Object.keys(settings ?? {}).filter((key): key is BoxGroup => (BOX_GROUPS as readonly string[]).includes(key));
  return [...new Set([...named, ...BOX_GROUPS])];
}

export function completionSizes(settings: Record<string, z.infer<typeof groupSize>> | undefined): Record<CompletionGroup, number> {
  const sizes = { ...COMPLETION_DEFAULTS } as Record<CompletionGroup, number>;
  for (const group of Object.keys(COMPLETION_DEFAULTS) as CompletionGroup[]) {
    const given = settings?.[group] ?? (group === 'special_offers' ? settings?.specialOffers : undefined);
    if (given === undefined) continue;
    sizes[group] = typeof given === 'number' ? given : given.active === false ? 0 : (given.limit ?? sizes[group]);
  }
  return sizes;
}
