import type { ApiOffer, TradeWidget, TradeWidgetAnswer } from '@vitrina/contracts';
import { type CompiledFormula, compileFormula } from '@vitrina/engine';
import type { Queryable } from '../../db/database';
import { staleOnError, toApiOffer } from '../../lib';
import type { ProjectProfile } from '../profile';
import type { Recommendations } from './recommendations';
import { findPublishedWidget } from './store';

/** Widget ids remembered per profile at most (a page may ask for any id). */
const MAX_WIDGETS = 1000;
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

/**
 * The offers a widget shows one visitor, following its fallbacks: shared by the public route
 * (saved widgets) and the console preview (an unsaved draft of one).
 */
export function createWidgetAnswerer(deps: { db: Queryable }, recommendations: Recommendations) {
  /** Published widgets are read once per profile: any change to the project makes a new profile, and they are read again. */
  const widgets = new WeakMap<ProjectProfile, Map<string, Promise<TradeWidget | null>>>();
  /** The last widget read of each key, standing in while the database cannot answer (decision 0009). */
  const lastGood = new Map<string, TradeWidget>();
  const formulas = new Map<string, CompiledFormula | null>();

  function widgetOf(profile: ProjectProfile, widgetId: string): Promise<TradeWidget | null> {
    let known = widgets.get(profile);
    if (!known) {
      known = new Map();
      widgets.set(profile, known);
    }
    let widget = known.get(widgetId);
    if (!widget) {
      const key = `${profile.uuid}/${widgetId}`;
      const last = lastGood.get(key);
      widget = staleOnError(
        findPublishedWidget(deps.db, profile.uuid, widgetId).then((found) => found ?? null),
        last ? Promise.resolve(last) : undefined,
      );
      const map = known;
      widget.then(
        (found) => (found ? lastGood.set(key, found) : lastGood.delete(key)),
        () => map.delete(widgetId),
      );
      if (known.size >= MAX_WIDGETS) known.clear();
      known.set(widgetId, widget);
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

  async function answer(profile: ProjectProfile, widget: TradeWidget, q: WidgetQuery): Promise<TradeWidgetAnswer> {
    const model = profile.status === 'stopped' || profile.status === 'unpaid' ? null : await recommendations.of(profile.uuid);
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
      const fallback = await widgetOf(profile, current.fallbackWidgetId);
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
