import type { ApiOffer, CarouselStyle, TradeWidgetAnswer, TradeWidgetType } from '@vitrina/contracts';
import { DEBUG_TOKEN, type Fetch, type RequestContext } from './api';

/** What a page says about itself to a trade widget: the product shown, its category, the segment. */
export interface CarouselPlacement {
  widgetId: string;
  /** The product of the page: `id` (for "with this product" types), excluded from every answer. */
  productId?: string;
  /** Products the visitor viewed, newest first: `recentId` (recently viewed, personal). */
  recentIds?: string[];
  categoryId?: string;
  segmentId?: string;
  limit?: number;
}

/** GET {api}/api/{projectId}/widgets/{widgetId}?userId&categoryId&segmentId&recentId&id&limit. */
export function buildTradeWidgetUrl(ctx: RequestContext, placement: CarouselPlacement): string {
  const params = new URLSearchParams({ userId: ctx.userId });
  if (placement.productId) params.set('id', placement.productId);
  const recent = placement.recentIds?.length ? placement.recentIds : placement.productId ? [placement.productId] : [];
  if (recent.length) params.set('recentId', recent.slice(0, 50).join(','));
  if (placement.categoryId) params.set('categoryId', placement.categoryId);
  const segmentId = placement.segmentId ?? ctx.segmentId;
  if (segmentId) params.set('segmentId', segmentId);
  if (placement.limit) params.set('limit', String(placement.limit));
  if (ctx.debug) params.set('debug', DEBUG_TOKEN);
  const base = `${ctx.apiUrl.replace(/\/+$/, '')}/api/${encodeURIComponent(ctx.projectId)}`;
  return `${base}/widgets/${encodeURIComponent(placement.widgetId)}?${params}`;
}

const isOffer = (o: unknown): o is ApiOffer =>
  !!o && typeof o === 'object' && typeof (o as ApiOffer).id === 'string' && typeof (o as ApiOffer).name === 'string';

/** Fetches a trade widget's offers; a malformed answer keeps only well-formed offers, a failed one throws. */
export async function fetchTradeWidget(fetchImpl: Fetch, ctx: RequestContext, placement: CarouselPlacement, signal?: AbortSignal) {
  const res = await fetchImpl(buildTradeWidgetUrl(ctx, placement), signal ? { signal } : {});
  if (!res.ok) throw new Error(`widget ${placement.widgetId}: ${res.status}`);
  const body = (await res.json()) as Partial<TradeWidgetAnswer> | null;
  const widget = body?.widget;
  return {
    offers: Array.isArray(body?.offers) ? body.offers.filter(isOffer) : [],
    widget: {
      id: typeof widget?.id === 'string' ? widget.id : placement.widgetId,
      name: typeof widget?.name === 'string' ? widget.name : '',
      type: (widget?.type ?? 'popular') as TradeWidgetType,
      style: (widget?.style && typeof widget.style === 'object' ? widget.style : {}) as CarouselStyle,
    },
    fallbackFrom: typeof body?.fallbackFrom === 'string' ? body.fallbackFrom : null,
  } satisfies TradeWidgetAnswer;
}
