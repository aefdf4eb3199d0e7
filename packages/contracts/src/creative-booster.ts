import { z } from 'zod';

/**
 * Creative booster (spec §2, §3, §4, §5, §7): ad images made from an SVG template and each
 * offer's data and photo. Every call lives under /creativebooster/… and names the project by
 * `sourceId` (its uuid) in the query (GET) or the body (POST).
 */

/** Generator states (spec §4). */
export const CREATIVE_GENERATOR_STATES = ['success', 'process', 'error', 'failed'] as const;
export type CreativeGeneratorState = (typeof CREATIVE_GENERATOR_STATES)[number];
export const CREATIVE_FORMATS = ['png', 'jpeg'] as const;
export type CreativeFormat = (typeof CREATIVE_FORMATS)[number];
/** Status of one run in the logs. */
export const CREATIVE_LOG_STATUSES = ['success', 'error', 'failed', 'stopped'] as const;
export type CreativeLogStatus = (typeof CREATIVE_LOG_STATUSES)[number];

export const creativeSourceIdSchema = z.string({ error: 'creative.sourceIdRequired' }).trim().min(1, 'creative.sourceIdRequired').max(100);

const id = z.string().trim().min(1).max(200);
const threshold = z.number().int('validation.numeric').min(0, 'validation.numeric').max(255, 'validation.invalid');

/** A variable of the template: {{name}} in the SVG text takes this value (spec §5: both required). */
export const creativeVariableSchema = z
  .object({
    name: z.string({ error: 'creative.variableRequired' }).trim().max(100, 'validation.max|100'),
    value: z.string({ error: 'creative.variableRequired' }).max(1000, 'validation.max|1000'),
  })
  .superRefine((variable, ctx) => {
    if (!variable.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'creative.variableRequired' });
    if (!variable.value.trim()) ctx.addIssue({ code: 'custom', path: ['value'], message: 'creative.variableRequired' });
  });
export type CreativeVariableInput = z.output<typeof creativeVariableSchema>;

/**
 * Limiting conditions: which offers get a creative. Every filled condition must hold; empty
 * lists and null bounds do not limit. Categories include their whole subtree.
 */
export const creativeLimitsSchema = z
  .strictObject(
    {
      categoryIds: z.array(id).max(1000, 'validation.tooMany|1000').default([]),
      vendors: z.array(id).max(1000, 'validation.tooMany|1000').default([]),
      priceFrom: z.number().min(0, 'validation.numeric').nullable().default(null),
      priceTo: z.number().min(0, 'validation.numeric').nullable().default(null),
      availableOnly: z.boolean().default(false),
      /** Param name → accepted values (any of them). */
      params: z.record(id, z.array(z.string().trim().min(1).max(500)).max(200, 'validation.tooMany|200')).default({}),
    },
    // Missing or null limits (spec §5 'template limits required'); `{}` means every offer.
    { error: 'creative.limitsRequired' },
  )
  .superRefine((limits, ctx) => {
    if (limits.priceFrom !== null && limits.priceTo !== null && limits.priceFrom > limits.priceTo)
      ctx.addIssue({ code: 'custom', path: ['priceTo'], message: 'validation.fromAboveTo' });
  });
export type CreativeLimits = z.output<typeof creativeLimitsSchema>;

/**
 * Background removal methods the server has (see docs/decisions on background removal):
 * 'classic' is a border-seeded flood fill for product photos on plain backgrounds,
 * 'classic-holes' also clears background enclosed by the product. '' means 'classic'.
 */
export const CREATIVE_REMBG_MODELS = ['classic', 'classic-holes'] as const;

/** Background removal ("rembg", spec §7) with its options; defaults follow rembg's own. */
export const creativeRembgSchema = z.strictObject({
  enabled: z.boolean().default(false),
  model: z.enum(['', ...CREATIVE_REMBG_MODELS], { error: `validation.oneOf|${CREATIVE_REMBG_MODELS.join(', ')}` }).default(''),
  alphaMatting: z.boolean().default(false),
  foregroundThreshold: threshold.default(240),
  backgroundThreshold: threshold.default(10),
  erosionSize: z.number().int('validation.numeric').min(0, 'validation.numeric').max(50, 'validation.invalid').default(10),
  onlyMask: z.boolean().default(false),
  postProcessMask: z.boolean().default(false),
});
export type CreativeRembg = z.output<typeof creativeRembgSchema>;

/** The rule of one template (spec §3 'Creative template'). */
export const creativeRuleSchema = z.strictObject({
  /** The uploaded template this rule uses (spec §5 'a creative must be chosen'). */
  templateId: z.string({ error: 'creative.templateRequired' }).trim().min(1, 'creative.templateRequired').max(100),
  name: z.string({ error: 'creative.nameRequired' }).trim().min(1, 'creative.nameRequired').max(200, 'validation.max|200'),
  enabled: z.boolean().default(true),
  variables: z.array(creativeVariableSchema).max(100, 'validation.tooMany|100').default([]),
  limits: creativeLimitsSchema,
  /** Offers the editor previews the template on. */
  previewOfferIds: z.array(id).max(20, 'validation.tooMany|20').default([]),
  rembg: creativeRembgSchema.default(creativeRembgSchema.parse({})),
  /** Crop the photo to its content with this padding (px) before composing. */
  rembgCrop: z.boolean().default(false),
  rembgCropNumber: z.number().int('validation.numeric').min(0, 'validation.numeric').max(1000, 'validation.invalid').default(0),
  format: z.enum(CREATIVE_FORMATS, { error: 'validation.oneOf|png, jpeg' }).default('png'),
});
export type CreativeRuleInput = z.input<typeof creativeRuleSchema>;
export type CreativeRule = z.output<typeof creativeRuleSchema>;

export const creativeRulesSchema = z.strictObject(
  { templates: z.array(creativeRuleSchema).max(50, 'validation.tooMany|50') },
  { error: 'creative.rulesInvalid' },
);
export type CreativeRules = z.output<typeof creativeRulesSchema>;

/** POST /creativebooster/rules. */
export const creativeRulesBody = z.object({
  sourceId: creativeSourceIdSchema,
  rules: creativeRulesSchema,
  /** Keep creatives whose inputs did not change; a rerun regenerates only what changed. */
  preserveHash: z.boolean().default(true),
});
export type CreativeRulesBody = z.input<typeof creativeRulesBody>;

/** GET /creativebooster/rules?sourceId= and the answer of POST: `{data: CreativeRulesAnswer}`. */
export interface CreativeRulesAnswer {
  rules: CreativeRules;
  preserveHash: boolean;
}

/** GET /creativebooster/templates?sourceId= → `{data: CreativeTemplate[], totalCount}`; POST /upload → `{data: CreativeTemplate}`. */
export interface CreativeTemplate {
  id: string;
  name: string;
  width: number;
  height: number;
  /** Hash of the sanitized SVG; part of every creative's input hash. */
  hash: string;
  /** Placeholders found in the SVG ({{name}}, {{price}}, custom ones). */
  variables: string[];
  createdAt: number;
  /** Upload answer only: what sanitizing dropped ('element:script', 'attribute:onload'…). */
  removed?: string[];
}

/**
 * GET /creativebooster/preview: answers image/png (or image/jpeg), errors as JSON `{message}`.
 * `template` is an uploaded template id, `template_url` an SVG at a public address; one of them
 * is needed. `offer` is an offer id of the loaded catalog (the first offer when absent).
 * Booleans come as 'true'/'false'/'1'/'0'. `variables` (extra) is a JSON list of
 * {name, value} for unsaved edits; otherwise the saved rule of the template is used.
 */
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])]).transform((v) => v === true || v === 'true' || v === '1');
const queryInt = (max: number) => z.coerce.number().int('validation.numeric').min(0, 'validation.numeric').max(max, 'validation.invalid');
export const creativePreviewQuery = z.object({
  sourceId: creativeSourceIdSchema,
  template: z.string().trim().max(100).optional(),
  template_url: z.string().trim().max(2048, 'validation.max|2048').optional(),
  offer: z.string().trim().max(200).optional(),
  rembg: flag.optional(),
  model: z.enum(['', ...CREATIVE_REMBG_MODELS], { error: `validation.oneOf|${CREATIVE_REMBG_MODELS.join(', ')}` }).optional(),
  alphaMatting: flag.optional(),
  foregroundThreshold: queryInt(255).optional(),
  backgroundThreshold: queryInt(255).optional(),
  erosionSize: queryInt(50).optional(),
  onlyMask: flag.optional(),
  postProcessMask: flag.optional(),
  rembgCrop: flag.optional(),
  rembgCropNumber: queryInt(1000).optional(),
  format: z.enum(CREATIVE_FORMATS).optional(),
  variables: z.string().max(20_000).optional(),
});
export type CreativePreviewQuery = z.input<typeof creativePreviewQuery>;

/** POST /creativebooster/upload: multipart/form-data with `sourceId`, optional `name`, and the SVG in `file`. */
export const CREATIVE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** POST /creativebooster/delete_creative (a generated creative) and POST /creativebooster/delete (a template). */
export const creativeIdBody = z.object({
  sourceId: creativeSourceIdSchema,
  id: z
    .union([z.string(), z.number()], { error: 'creative.templateRequired' })
    .transform(String)
    .pipe(z.string().trim().min(1, 'creative.templateRequired').max(100)),
});
export type CreativeIdBody = z.input<typeof creativeIdBody>;

/** GET /creativebooster/enable?sourceId=&enabled= (enabled defaults to true; false turns it off and stops a run). */
export const creativeEnableQuery = z.object({ sourceId: creativeSourceIdSchema, enabled: flag.optional() });

/** POST /creativebooster/run {sourceId, run}: true starts a generation, false stops it. */
export const creativeRunBody = z.object({ sourceId: creativeSourceIdSchema, run: z.boolean({ error: 'validation.invalid' }) });
export type CreativeRunBody = z.input<typeof creativeRunBody>;

/** The generator of a project: answer of enable, run and GET /creativebooster/status, and `state` in logs. */
export interface CreativeBoosterState {
  /** is_creative_booster_enabled. */
  enabled: boolean;
  /** is_creative_booster_active: the run flag. */
  active: boolean;
  state: CreativeGeneratorState;
  done: number;
  total: number;
  message: string | null;
  startedAt: number | null;
  finishedAt: number | null;
  /** Public feeds of offer id → creative URL for marketplaces. */
  feeds: { csv: string; xml: string };
}

/** GET /creativebooster/logs?sourceId=&skip=&limit= → `{data: CreativeLog[], totalCount, state}`. */
export interface CreativeLog {
  id: string;
  date: number;
  message: string;
  processedOffers: number;
  status: CreativeLogStatus;
}

export const creativePageQuery = z.object({
  sourceId: creativeSourceIdSchema,
  skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** getPreviews only: the creatives of one template. */
  template: z.string().trim().max(100).optional(),
});

/** GET /creativebooster/getPreviews?sourceId=&template=&skip=&limit= → `{data: CreativePreview[], totalCount}`. */
export interface CreativePreview {
  /** The creative's id for delete_creative. */
  id: string;
  templateId: string;
  templateName: string;
  offerId: string;
  offerName: string | null;
  /** Stable public address of the image on the search host. */
  url: string;
  updatedAt: number;
}
