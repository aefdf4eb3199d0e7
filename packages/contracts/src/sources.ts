import { z } from 'zod';
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

const feedFormatSchema = z.enum(FEED_FORMATS, { error: 'validation.oneOf|YML, CSV' });
const feedUrlList = z.array(feedUrlSchema, { error: 'validation.required' }).max(20, 'validation.tooMany|20');

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
  merchandisingUrls: z.array(feedUrlSchema).max(20, 'validation.tooMany|20').optional(),
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
  languages: z.array(z.string().max(5)).max(10).optional(),
  /** Only 'wait' (queue a feed update, reactivating a stopped project) and 'stopped'. */
  sourceStatus: z.enum(['wait', 'stopped'], { error: 'validation.oneOf|wait, stopped' }).optional(),
  settings: projectSettingsPatch.optional(),
  /** The widget's own configuration (spec §3 widgetSettings), merged key by key. */
  widgetSettings: z
    .record(z.string().max(100), z.unknown())
    .refine((value) => JSON.stringify(value).length <= 256 * 1024, 'validation.max|262144')
    .optional(),
});
export type PatchSourceBody = z.input<typeof patchSourceBody>;

export const listSourcesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(30_000).default(30_000),
  filter: z.string().max(200).optional(),
});

/** The project in its client form (spec §3), as GET /sources/{id} answers it. */
export interface Project {
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
