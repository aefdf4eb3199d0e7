import { createAnalyzer } from '../analysis/analyzer';
import type { EngineOffer, Locale } from '../types';
import { Behaviour } from './behaviour';
import { RecCatalog } from './catalog';
import { Links } from './links';
import { Lru } from './lru';
import { type Candidate, candidatesOf, type ModelContext } from './models';
import { DEFAULT_RECOMMEND_OPTIONS, type RecommendOptions } from './options';
import { PhotoSimilarity } from './photo-similarity';
import { type Profile, profileOf } from './profile';
import { rescore } from './rescore';
import { type TextSimilarity, TextVectorsBuilder } from './text-similarity';
import type { PictureFeatures, RecEvent, Recommendation, RecommendRequest } from './types';

/** Neighbours kept per product by the similarity models (enough to survive filtering). */
const SIMILAR_KEPT = 100;

export interface Recommender {
  /** Learns from events as they arrive (any order; sessions are cut by the visitor's silence). */
  addEvents(events: Iterable<RecEvent>): void;
  /** Replaces the catalog (a feed update); what was learnt from events stays. */
  setCatalog(offers: readonly EngineOffer[]): void;
  /**
   * Does up to `budget` offers of the lazy preparation (the similar_by_text vectors); true when
   * nothing is left. Call it in slices between requests so the first similar_by_text answer is quick.
   */
  prepare(budget?: number): boolean;
  /** Sets or adds picture features by offer id (similar_by_photo). */
  setPictureFeatures(features: ReadonlyMap<string, PictureFeatures>): void;
  /** The offers to show, best first: available ones only, never the current product. */
  recommend(request: RecommendRequest): Recommendation[];
  stats(): { offers: number; events: number; visitors: number; pairs: number; memoryBytes: number };
}

/**
 * Recommendations for every trade widget type of one shop (see README.md). `locales` pick the
 * analysis of similar_by_text (default ['ru', 'en']); `options` override DEFAULT_RECOMMEND_OPTIONS.
 */
export function createRecommender(input: {
  offers: readonly EngineOffer[];
  locales?: Locale[];
  options?: Partial<RecommendOptions>;
}): Recommender {
  const options: RecommendOptions = { ...DEFAULT_RECOMMEND_OPTIONS, ...input.options };
  const analyzer = createAnalyzer(input.locales?.length ? input.locales : ['ru', 'en']);
  const behaviour = new Behaviour(options);
  const pictures = new Map<string, PictureFeatures>();
  let catalog = new RecCatalog(input.offers);
  let links = new Links(catalog, behaviour.offers);
  let text: TextSimilarity | null = null;
  let textBuilder: TextVectorsBuilder | null = null;
  let photo: PhotoSimilarity | null = null;
  const textCache = new Lru<number, Candidate[]>(options.similarCacheSize);
  const photoCache = new Lru<number, Candidate[]>(options.similarCacheSize);

  /** Advances the lazy text vectors by `budget` offers of work; the index once it is whole. */
  const buildText = (budget: number) => {
    textBuilder ??= new TextVectorsBuilder(catalog.offers, analyzer);
    const built = textBuilder.advance(budget);
    if (built) textBuilder = null;
    return built;
  };
  const similarByText = (doc: number) => {
    let found = textCache.get(doc);
    if (!found) {
      text ??= buildText(Number.POSITIVE_INFINITY);
      found = text?.nearest(doc, SIMILAR_KEPT) ?? [];
      textCache.set(doc, found);
    }
    return found;
  };
  const similarByPhoto = (doc: number) => {
    let found = photoCache.get(doc);
    if (!found) {
      photo ??= new PhotoSimilarity(catalog.offers, pictures);
      found = photo.nearest(doc, SIMILAR_KEPT);
      photoCache.set(doc, found);
    }
    return found;
  };

  /** Interned history ids as catalog positions (offers gone from the feed drop out). */
  const docsOf = (ids: readonly number[]) => ids.map((id) => links.docOf(id)).filter((doc) => doc >= 0);

  function contextOf(request: RecommendRequest, now: number): ModelContext {
    const visitor = request.userId ? behaviour.visitors.get(request.userId) : undefined;
    const viewed = docsOf(visitor?.viewed ?? []);
    for (const id of request.recentIds ?? []) {
      const doc = catalog.byId.get(id);
      if (doc !== undefined && !viewed.includes(doc)) viewed.push(doc);
    }
    const bought = docsOf(visitor?.bought ?? []);
    const offersOf = (docs: number[]) => docs.map((doc) => catalog.offers[doc] as EngineOffer);
    let profile: Profile | null | undefined;
    return {
      catalog,
      behaviour,
      links,
      options,
      now,
      product: request.productId ? catalog.byId.get(request.productId) : undefined,
      categoryId: request.categoryId ?? null,
      viewed,
      bought,
      profile: () => {
        profile ??= profileOf(offersOf(viewed), offersOf(bought));
        return profile;
      },
      similarByText,
      similarByPhoto,
    };
  }

  return {
    addEvents(events) {
      for (const event of events) behaviour.add(event);
      links.sync();
    },
    setCatalog(offers) {
      catalog = new RecCatalog(offers);
      links = new Links(catalog, behaviour.offers);
      text = null;
      textBuilder = null;
      photo = null;
      textCache.clear();
      photoCache.clear();
    },
    prepare(budget = 2000) {
      text ??= buildText(budget);
      return text !== null;
    },
    setPictureFeatures(features) {
      for (const [id, value] of features) pictures.set(id, value);
      photo = null;
      photoCache.clear();
    },
    recommend(request) {
      const now = request.now ?? Date.now();
      const limit = Math.max(0, Math.floor(request.limit ?? options.limit));
      if (limit === 0 || request.type === 'empty') return [];
      const ctx = contextOf(request, now);
      // With a formula, a wider pool is re-ranked; else the model's order is final.
      const wanted = request.scoreFormula ? limit * 3 : limit;
      const picked: Candidate[] = [];
      const taken = new Set<number>();
      for (const candidate of candidatesOf(request.type, ctx)) {
        const offer = catalog.offers[candidate.doc] as EngineOffer;
        if (candidate.doc === ctx.product || taken.has(candidate.doc) || !offer.available) continue;
        if (request.categoryId && offer.categoryId !== request.categoryId && !offer.categoryIds.includes(request.categoryId)) continue;
        taken.add(candidate.doc);
        picked.push(candidate);
        if (picked.length >= wanted) break;
      }
      const ranked = request.scoreFormula ? rescore(picked, catalog, behaviour, links, request.scoreFormula, now).slice(0, limit) : picked;
      return ranked.map(({ doc, score }) => ({ offer: catalog.offers[doc] as EngineOffer, score }));
    },
    stats() {
      return {
        offers: catalog.size,
        events: behaviour.events,
        visitors: behaviour.visitors.size,
        pairs: Object.values(behaviour.relations).reduce((sum, table) => sum + table.pairs, 0),
        memoryBytes: behaviour.memoryBytes() + (text?.memoryBytes() ?? 0) + 120 * pictures.size + 16 * catalog.size,
      };
    },
  };
}
