import { z } from 'zod';

/**
 * Filters (spec §3 Filter, §4 filter mode): one per param the catalog's offers carry, shown as a
 * facet of the search. The owner orders them, picks the facet type, limits them to a branch of
 * the category tree and switches them on or off; params can also be switched per category.
 */
export const FILTER_TYPES = ['multiple', 'range'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** 'disabled': the search returns no param facets at all; 'conditions': each filter's own settings decide. */
export const FILTER_MODES = ['disabled', 'conditions'] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

/** Spec §9: the console reads filters 50 at a time, until an empty page. */
export const FILTER_PAGE_SIZE = 50;
/** Deepest category level a filter can be limited to. */
export const MAX_FILTER_LEVEL = 20;

export interface CatalogFilter {
  /** Stable id derived from the param name. */
  id: string;
  name: string;
  /** Position among the filters, smaller first; null: after the ordered ones, most common first. */
  ordering: number | null;
  /** Shown only when the chosen category is at least this deep (1 = a root category); 0: always. */
  level: number;
  /** Shown only inside this category's branch; null: everywhere. */
  firstId: string | null;
  currentType: FilterType;
  /** On or off: the owner's switch, else the catalog's default (off when `defaultOff` names a reason). */
  enabled: boolean;
  /** Offers carrying the param. */
  offersCount: number;
  /** Distinct values of the param in the catalog. */
  valuesCount: number;
  /** Every value is a number of one unit (or a bare number), so the filter can be a range. */
  numeric: boolean;
  /** That unit ('см' for '55 см'); null for bare numbers and other params. */
  unit: string | null;
  /** Why the param is not a filter until the owner switches it on: it identifies offers, or has one value only. */
  defaultOff: FilterOffReason | null;
}

/** Reasons a param is off by default (engine filterOffReason). */
export const FILTER_OFF_REASONS = ['identifier', 'singleValue'] as const;
export type FilterOffReason = (typeof FILTER_OFF_REASONS)[number];

/** The param of one category (GET /categories/{categoryId}/params) with its status there. */
export interface CategoryParam {
  id: string;
  name: string;
  offers: number;
  values: string[];
  /** Whether the param's facet shows in this category (its own setting, else the nearest parent's, else the filter's). */
  enabled: boolean;
  /** The setting made on this very category, null when it inherits. */
  own: boolean | null;
}

const categoryId = z.string().trim().min(1, 'validation.required').max(200, 'validation.max|200');

/** POST /sources/{id}/filters/update/{filterId}: any of the settings; at least one. */
export const filterUpdateBody = z
  .strictObject({
    ordering: z
      .number({ error: 'validation.numeric' })
      .int('validation.numeric')
      .min(0, 'validation.numeric')
      .max(100_000, 'validation.invalid'),
    level: z
      .number({ error: 'validation.numeric' })
      .int('validation.numeric')
      .min(0, 'validation.numeric')
      .max(MAX_FILTER_LEVEL, 'validation.invalid'),
    firstId: categoryId.nullable(),
    currentType: z.enum(FILTER_TYPES, { error: `validation.oneOf|${FILTER_TYPES.join(', ')}` }),
    enabled: z.boolean({ error: 'validation.invalid' }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'validation.required', path: ['enabled'] });
export type FilterUpdate = z.infer<typeof filterUpdateBody>;

/** PUT /sources/{id}/params/{paramId}: on or off everywhere, or only in one category (and below it). */
export const paramStatusBody = z.strictObject({
  enabled: z.boolean({ error: 'validation.required' }),
  categoryId: categoryId.optional(),
});

/** PUT /sources/{id}/params/status: many params at once. */
export const paramsStatusBody = paramStatusBody.extend({
  ids: z
    .array(z.string().trim().min(1, 'validation.required').max(64, 'validation.invalid'), { error: 'validation.required' })
    .min(1, 'validation.required')
    .max(1000, 'validation.tooMany|1000'),
});

/** PUT /sources/{id}/filters/mode. */
export const filterModeBody = z.strictObject({
  mode: z.enum(FILTER_MODES, { error: `validation.oneOf|${FILTER_MODES.join(', ')}` }),
});
