import { z } from 'zod';
import { jsonLength, tooLargeMessage } from './free-form';

/** Trade widget types (spec §9 widget and recommendation types): what a recommendation carousel shows. */
export const TRADE_WIDGET_TYPES = [
  'popular',
  'recently',
  'similar_by_text',
  'similar_by_photo',
  'discount',
  'personal',
  'empty',
  'with_this_product_view',
  'with_this_product_buy',
  'with_this_product_buy_with_view',
  'with_this_product_buy_with_search',
  'personal_popular',
  /** Spec §9 recommendation type "personal with category". */
  'personal_category',
] as const;
export type TradeWidgetType = (typeof TRADE_WIDGET_TYPES)[number];

/** Types that need the current product (`id` in the public call) to recommend anything. */
export const PRODUCT_WIDGET_TYPES: readonly TradeWidgetType[] = [
  'similar_by_text',
  'similar_by_photo',
  'with_this_product_view',
  'with_this_product_buy',
  'with_this_product_buy_with_view',
  'with_this_product_buy_with_search',
];

const colour = z
  .string()
  .trim()
  .max(64, 'validation.max|64')
  .regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|[a-zA-Z]+)?$/, 'validation.invalid')
  .optional();
const pixels = (max: number) =>
  z.number().int('validation.numeric').min(0, 'validation.numeric').max(max, `validation.max|${max}`).optional();
const shortText = z.string().trim().max(200, 'validation.max|200').optional();

/** Carousel style settings of a trade widget (spec §3); every field optional, defaults in the widget. */
export const carouselStyleSchema = z.strictObject({
  title: shortText,
  titleSize: pixels(72),
  titleColor: colour,
  titlePosition: z.enum(['left', 'center', 'right']).optional(),
  cardWidth: pixels(600),
  nameLines: pixels(5),
  priceColor: colour,
  oldPriceColor: colour,
  showOldPrice: z.boolean().optional(),
  cartType: z.enum(['none', 'button', 'icon']).optional(),
  cartColor: colour,
  buttonRadius: pixels(100),
  imageSize: pixels(600),
  imagePadding: pixels(100),
  imageRadius: pixels(300),
  showLabels: z.boolean().optional(),
  vendorCodePrefix: z.string().max(40, 'validation.max|40').optional(),
  vendorCodeColor: colour,
  snippetMaxLength: pixels(1000),
  limit: z.number().int('validation.numeric').min(1, 'validation.numeric').max(50, 'validation.max|50').optional(),
  scrollStepMobile: pixels(50),
  scrollStepDesktop: pixels(50),
  spacingMobile: pixels(200),
  spacingDesktop: pixels(200),
  wishlist: z.boolean().optional(),
  multipleOffers: z.boolean().optional(),
  showCategory: z.boolean().optional(),
  customParams: z.array(z.string().trim().min(1).max(100)).max(20, 'validation.tooMany|20').optional(),
  provider: shortText,
  linkTargetBlank: z.boolean().optional(),
});
export type CarouselStyle = z.infer<typeof carouselStyleSchema>;

/** Characters of JSON one trade widget may take, its own fields included. */
export const TRADE_WIDGET_MAX_CHARS = 64 * 1024;
/** Names the stored widget answers with: not the owner's to set. */
const RESERVED_KEYS = new Set(['id', 'createdAt', 'updatedAt']);

const tradeWidgetFields = {
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(200, 'validation.max|200'),
  type: z.enum(TRADE_WIDGET_TYPES, { error: `validation.oneOf|${TRADE_WIDGET_TYPES.join(', ')}` }),
  description: z.string().trim().max(2000, 'validation.max|2000').default(''),
  /** Widget shown instead to a visitor with no history (spec §3 'fallback widget for a new user'). */
  fallbackWidgetId: z.string().trim().max(64).nullable().default(null),
  /** A fixed product for the preview and for pages that do not pass `id`. */
  productId: z.string().trim().max(200).nullable().default(null),
  /** Relevance formula applied to the candidates (same language as settings.scriptScore). */
  scriptScore: z.string().trim().max(2000, 'validation.max|2000').default(''),
  segmentId: z.string().trim().max(100).nullable().default(null),
  enabled: z.boolean().default(true),
  style: carouselStyleSchema.default({}),
};

/**
 * A widget is otherwise a free-form object (spec §3): fields of its own are kept as sent, under names
 * of up to 100 characters, the whole widget at most TRADE_WIDGET_MAX_CHARS as JSON.
 */
function checkFreeForm(widget: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const key of Object.keys(widget)) {
    if (RESERVED_KEYS.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'validation.unknownField' });
    else if (key.length > 100) ctx.addIssue({ code: 'custom', path: [key.slice(0, 100)], message: 'validation.max|100' });
  }
  if (jsonLength(widget) > TRADE_WIDGET_MAX_CHARS) ctx.addIssue({ code: 'custom', message: tooLargeMessage(TRADE_WIDGET_MAX_CHARS) });
}

/** What the owner edits (POST creates, PATCH takes any part). */
export const tradeWidgetInputSchema = z.looseObject(tradeWidgetFields).superRefine(checkFreeForm);
export type TradeWidgetInput = z.output<typeof tradeWidgetInputSchema>;
export const tradeWidgetPatchSchema = z.looseObject(tradeWidgetFields).partial().superRefine(checkFreeForm);

/** A stored trade widget as the admin API answers it. */
export interface TradeWidget extends TradeWidgetInput {
  id: string;
  createdAt: number;
  updatedAt: number;
}

/** The public answer of GET /api/{projectId}/widgets/{widgetId} (offers in the search offer shape). */
export interface TradeWidgetResponse<Offer = unknown> {
  offers: Offer[];
  widget: { id: string; name: string; type: TradeWidgetType; style: CarouselStyle };
  /** The widget whose offers are shown when the fallback was used, else null. */
  fallbackFrom: string | null;
}
