import { z } from 'zod';
import { freeFormObject } from './free-form';
import { LOCALES } from './locales';
import type { PlanSubscription } from './plans';
import { projectSettingsPatch } from './settings';
import { feedUrlSchema, optionalFeedUrlSchema, optionalText, requiredText, siteUrlSchema } from './validators';

export { CATEGORY_RANGE_TYPES } from './source-enums';

/** Feed status (spec §4). `new` means the feed has not been loaded yet. */
export const SOURCE_STATUSES = ['new', 'wait', 'process', 'success', 'failed', 'stopped', 'unpaid'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];
export const FEED_FORMATS = ['YML', 'CSV'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];
export const UPDATE_FREQUENCIES = ['hourly', 'every4hours', 'daily', 'weekly'] as const;
export const BEHAVIOUR_WINDOWS = ['week', '2weeks', 'month', '3months', '6months'] as const;

/** A JSON Web Token: three base64url parts, the signature possibly empty. */
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

const feedFormatSchema = z.enum(FEED_FORMATS, { error: 'validation.oneOf|YML, CSV' });
/** Addresses a project may list, of feeds and of merchandising feeds each. */
export const MAX_FEED_URLS = 20;
const feedUrlList = z.array(feedUrlSchema, { error: 'validation.required' }).max(MAX_FEED_URLS, `validation.tooMany|${MAX_FEED_URLS}`);

export const contentSchema = z.strictObject({
  name: requiredText(200),
  description: optionalText(5000).optional(),
});

export const createSourceBody = z.strictObject({
  siteUrl: siteUrlSchema,
  feedUrls: feedUrlList.min(1, 'validation.required'),
  feedFormat: feedFormatSchema,
  content: contentSchema,
  locale: z.string().max(5).optional(),
});
export type CreateSourceBody = z.input<typeof createSourceBody>;

/** PATCH /sources/{id}: any editable part of the client form; settings merge field by field. */
export const patchSourceBody = z.strictObject({
  siteUrl: siteUrlSchema.optional(),
  feedUrls: feedUrlList.min(1, 'validation.required').optional(),
  feedFormat: feedFormatSchema.optional(),
  content: z.strictObject({ name: requiredText(200).optional(), description: optionalText(5000).optional() }).optional(),
  name: requiredText(200).optional(),
  merchandisingUrls: z.array(feedUrlSchema).max(MAX_FEED_URLS, `validation.tooMany|${MAX_FEED_URLS}`).optional(),
  overrideOffersUrl: optionalFeedUrlSchema.optional(),
  customCompletionsUrl: optionalFeedUrlSchema.optional(),
  customTopQueriesUrl: optionalFeedUrlSchema.optional(),
  ignoreXmlErrors: z.boolean().optional(),
  cutNonUtf8FromFeed: z.boolean().optional(),
  searchImages: z.boolean().optional(),
  selector: optionalText(500).optional(),
  feedUpdateFrequency: z.enum(UPDATE_FREQUENCIES).optional(),
  regionId: optionalText(100).nullable().optional(),
  segmentId: optionalText(100).nullable().optional(),
  locale: z.string().max(5).optional(),
  /** The languages the project's catalog is analysed in (spec §3 project languages), besides its locale. */
  languages: z
    .array(z.enum(LOCALES, { error: `validation.oneOf|${LOCALES.join(', ')}` }))
    .max(LOCALES.length, `validation.tooMany|${LOCALES.length}`)
    .optional(),
  /** Only 'wait' (queue a feed update, reactivating a stopped project) and 'stopped'. */
  sourceStatus: z.enum(['wait', 'stopped'], { error: 'validation.oneOf|wait, stopped' }).optional(),
  settings: projectSettingsPatch.optional(),
  /** The widget's own configuration (spec §3 widgetSettings), merged key by key. */
  widgetSettings: freeFormObject().optional(),
  /** Ratings shown as whole numbers (spec §3 isIntRating). */
  isIntRating: z.boolean({ error: 'validation.invalid' }).optional(),
  /** The token of the project's statistics access (spec §3 statJwt); '' or null clears it. */
  statJwt: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(4096, 'validation.max|4096')
    .refine((token) => token === '' || JWT.test(token), 'validation.invalid')
    .transform((token) => token || null)
    .nullable()
    .optional(),
  /** Completions show how many offers each suggestion finds (spec §3 hasCompletionsHits). */
  hasCompletionsHits: z.boolean({ error: 'validation.invalid' }).optional(),
  /** Free-form service and integration settings (spec §3), merged key by key like widgetSettings. */
  systemSettings: freeFormObject().optional(),
  extraSettings: freeFormObject().optional(),
});
export type PatchSourceBody = z.input<typeof patchSourceBody>;

export const listSourcesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(30_000).default(30_000),
  filter: z.string().max(200).optional(),
});

/** The project in its client form (spec §3), as GET /sources/{id} answers it. */
export interface Project extends Partial<ProjectSpecFields> {
  uuid: string;
  id: string;
  apiKey: string;
  name: string;
  content: { name: string; description: string };
  owner: { name: string; email: string; phoneNumber: string | null };
  siteUrl: string;
  feedFormat: FeedFormat;
  feedUrls: string[];
  merchandisingUrls: string[];
  overrideOffersUrl: string | null;
  customCompletionsUrl: string | null;
  customTopQueriesUrl: string | null;
  ignoreXmlErrors: boolean;
  cutNonUtf8FromFeed: boolean;
  sourceStatus: SourceStatus;
  searchImages: boolean;
  selector: string;
  offersCount: number;
  loadedAt: number | null;
  lastScriptUpdated: number | null;
  indexedAt: number | null;
  createdAt: number;
  feedUpdateFrequency: (typeof UPDATE_FREQUENCIES)[number];
  regionId: string | null;
  segmentId: string | null;
  locale: string;
  languages: string[];
  planSubscription: PlanSubscription | null;
  planName: string | null;
  is_creative_booster_enabled: boolean;
  is_creative_booster_active: boolean;
  /** A feed update that would remove more than half of the offers waits for the owner. */
  hasHeldUpdate: boolean;
  settings: Record<string, unknown>;
  widgetSettings: Record<string, unknown>;
}

/**
 * Spec §3 fields the console has no editor for yet. The API always answers them (toClientProject
 * returns `Project & ProjectSpecFields`); Project holds them optional until the console's fixtures do.
 */
export interface ProjectSpecFields {
  /** Ratings shown as whole numbers; default false. */
  isIntRating: boolean;
  /** The statistics access token; default null. */
  statJwt: string | null;
  /** Completions show how many offers each suggestion finds; default false. */
  hasCompletionsHits: boolean;
  /** Free-form objects, default {}. */
  systemSettings: Record<string, unknown>;
  extraSettings: Record<string, unknown>;
}
