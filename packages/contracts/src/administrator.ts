import { z } from 'zod';
import { UPDATE_FREQUENCIES } from './sources';
import { normalizeUrl } from './validators';

/** The provider's products a project uses (spec §3 Administrator form 'products', at least one). */
export const ADMIN_PRODUCTS = ['search', 'recommendations', 'creativeBooster', 'tracker', 'analytics'] as const;
/** Client segments by size of the shop. */
export const ADMIN_SEGMENTS = ['small', 'medium', 'large', 'enterprise'] as const;
export const TRANSFER_MODES = ['replace', 'sum'] as const;
export type TransferMode = (typeof TRANSFER_MODES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidSchema = z.string({ error: 'validation.invalid' }).trim().toLowerCase().regex(UUID, 'validation.invalid');
const text = (max: number) => z.string({ error: 'validation.invalid' }).trim().max(max, `validation.max|${max}`);
const flag = z.boolean({ error: 'validation.invalid' });
const count = z.number({ error: 'validation.invalid' }).int('validation.numeric').min(0, 'validation.numeric').max(1e12).nullable();

/** Internal facts about a client project, kept by the provider's administrators (spec §3, §5, §6). */
export const adminFormSchema = z.strictObject({
  account_manager: text(100),
  segment: z.enum(['', ...ADMIN_SEGMENTS], { error: `validation.oneOf|${ADMIN_SEGMENTS.join(', ')}` }),
  demo: flag,
  internal_project: flag,
  products: z
    .array(z.enum(ADMIN_PRODUCTS, { error: `validation.oneOf|${ADMIN_PRODUCTS.join(', ')}` }), { error: 'admin.productsRequired' })
    .min(1, 'admin.productsRequired')
    .max(ADMIN_PRODUCTS.length)
    .transform((list) => [...new Set(list)]),
  feed_update_frequency: z.enum(UPDATE_FREQUENCIES, { error: `validation.oneOf|${UPDATE_FREQUENCIES.join(', ')}` }),
  products_count: count,
  regions_count: count,
  monthly_visits: count,
  measurement_date: z.union([z.null(), z.iso.date({ error: 'validation.invalid' })]),
  api_integration: flag,
  chatgpt_integration: flag,
  mobile_app: flag,
  mobile_app_link: text(2048).refine((v) => v === '' || normalizeUrl(v) !== null, 'validation.url|https://apps.example/shop'),
  paying_project: flag,
  client_left: flag,
  personal_discount: z.number({ error: 'validation.invalid' }).min(0, 'validation.invalid').max(100, 'validation.invalid').nullable(),
  personal_discount_context: text(1000),
  referred_by_project_uuid: z.union([z.literal('').transform(() => null), z.null(), uuidSchema]),
  other_client_uuids: z.array(uuidSchema).max(50, 'validation.tooMany|50'),
  accounting_comment: text(2000),
  downtime_comment: text(2000),
});
export type AdminForm = z.output<typeof adminFormSchema>;
export type AdminFormInput = z.input<typeof adminFormSchema>;

/** What a project's administrator form holds before anyone saved it. */
export function defaultAdminForm(): AdminForm {
  return {
    account_manager: '',
    segment: '',
    demo: false,
    internal_project: false,
    products: ['search'],
    feed_update_frequency: 'daily',
    products_count: null,
    regions_count: null,
    monthly_visits: null,
    measurement_date: null,
    api_integration: false,
    chatgpt_integration: false,
    mobile_app: false,
    mobile_app_link: '',
    paying_project: false,
    client_left: false,
    personal_discount: null,
    personal_discount_context: '',
    referred_by_project_uuid: null,
    other_client_uuids: [],
    accounting_comment: '',
    downtime_comment: '',
  };
}

/** POST /sources/{id}/transfer: copies the chosen settings of project id into another project. */
export const transferBody = z.strictObject({
  destination_source_uuid: uuidSchema,
  copy_options: z
    .strictObject({
      synonyms: flag.default(false),
      merchandisingRules: flag.default(false),
      widgetSettings: flag.default(false),
      mode: z.enum(TRANSFER_MODES, { error: 'validation.oneOf|replace, sum' }).default('replace'),
    })
    .refine((o) => o.synonyms || o.merchandisingRules || o.widgetSettings, 'admin.copyNothing'),
});
export type TransferBody = z.input<typeof transferBody>;

export interface TransferResult {
  synonyms: number;
  merchandisingRules: number;
  widgetSettings: number;
}
