import type { TradeWidget, TradeWidgetResponse } from '@vitrina/contracts';
import { type CompiledFormula, compileFormula } from '@vitrina/engine';
import type { AppDeps } from '../../deps';
import { staleOnError } from '../cluster/stale-on-error';
import { type ApiOffer, toApiOffer } from '../search/shapes';
import { createAnswerCache } from './answer-cache';
import type { Recommendations } from './recommendations';
import { findWidget } from './store';

/** Widget settings are re-read at most this often; an edit in the console shows within it. */
const WIDGET_TTL_MS = 2000;
const DEFAULT_LIMIT = 12;
/** Fallback chains are followed this deep (cycles are refused on save; this guards old data). */
const MAX_FALLBACKS = 3;

/** What the page tells about the visitor and the place the carousel stands in. */
export interface WidgetQuery {
  userId?: string | undefined;
  categoryId?: string | undefined;
  segmentId?: string | undefined;
  /** Offer ids the page remembers as viewed, newest first. */
  recentIds: readonly string[];
  /** The current product. */
  id?: string | undefined;
  limit?: number | undefined;
}

export type WidgetAnswer = TradeWidgetResponse<ApiOffer>;

/**
 * The offers a widget shows one visitor, following its fallbacks: shared by the public route
 * (saved widgets) and the console preview (an unsaved draft of one).
 */
export function createWidgetAnswerer(deps: AppDeps, recommendations: Recommendations) {
  const widgets = createAnswerCache<TradeWidget | null>(WIDGET_TTL_MS);
  const formulas = new Map<string, CompiledFormula | null>();
  // A widget saved here or on another node (decision 0009) shows at the next request.
  deps.hooks.settingsChanged.on((uuid) => widgets.forget(`${uuid}/`));

  async function widgetOf(projectId: string, widgetId: string) {
    const key = `${projectId}/${widgetId}`;
    let widget = widgets.get(key);
    if (widget === undefined) {
      const last = widgets.stale(key);
      widget =
        (await staleOnError(
          findWidget(deps.db, projectId, widgetId),
          last === undefined ? undefined : Promise.resolve(last ?? undefined),
        )) ?? null;
      widgets.set(key, widget);
    }
    return widget;
  }

  /** The formula compiled once per text; one that no longer compiles is ignored, never an error for shoppers. */
  function formulaOf(textValue: string): CompiledFormula | null {
    if (!textValue) return null;
    if (!formulas.has(textValue)) {
      let compiled: CompiledFormula | null = null;
      try {
        compiled = compileFormula(textValue);
      } catch {}
      if (formulas.size > 1000) formulas.clear();
      formulas.set(textValue, compiled);
    }
    return formulas.get(textValue) ?? null;
  }

  async function answer(projectId: string, status: string, widget: TradeWidget, q: WidgetQuery): Promise<WidgetAnswer> {
    const model = status === 'stopped' || status === 'unpaid' ? null : await recommendations.of(projectId);
    const offersOf = (shown: TradeWidget): ApiOffer[] => {
      if (!model || !shown.enabled) return [];
      // A widget meant for one segment shows nothing to the others (its fallback may).
      if (shown.segmentId && shown.segmentId !== q.segmentId) return [];
      const found = model.recommender.recommend({
        type: shown.type,
        userId: q.userId ?? null,
        productId: q.id || shown.productId,
        categoryId: q.categoryId || null,
        recentIds: [...q.recentIds],
        // The carousel asked for keeps its size when a fallback fills it.
        limit: q.limit ?? widget.style.limit ?? shown.style.limit ?? DEFAULT_LIMIT,
        scoreFormula: formulaOf(shown.scriptScore),
      });
      return found.map(({ offer, score }) => toApiOffer(offer, score, model.entry.categoryName));
    };

    let offers = offersOf(widget);
    let fallbackFrom: string | null = null;
    const seen = new Set([widget.id]);
    let current = widget;
    for (let depth = 0; !offers.length && current.fallbackWidgetId && depth < MAX_FALLBACKS; depth++) {
      if (seen.has(current.fallbackWidgetId)) break;
      const fallback = await widgetOf(projectId, current.fallbackWidgetId);
      if (!fallback) break;
      seen.add(fallback.id);
      offers = offersOf(fallback);
      if (offers.length) fallbackFrom = fallback.id;
      current = fallback;
    }
    return { offers, widget: { id: widget.id, name: widget.name, type: widget.type, style: widget.style }, fallbackFrom };
  }

  return { widgetOf, answer };
}

export type WidgetAnswerer = ReturnType<typeof createWidgetAnswerer>;
