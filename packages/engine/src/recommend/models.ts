import type { EngineOffer } from '../types';
import type { Behaviour, Relation } from './behaviour';
import { bestFirst } from './best-first';
import { discountOf, type RecCatalog } from './catalog';
import type { Links } from './links';
import type { RecommendOptions } from './options';
import { affinity, type Profile, topCategories } from './profile';
import type { RecommendationType } from './types';

/** A candidate: the offer's position in the catalog and the model's score. */
export interface Candidate {
  doc: number;
  score: number;
}

export interface ModelContext {
  catalog: RecCatalog;
  behaviour: Behaviour;
  links: Links;
  options: RecommendOptions;
  now: number;
  /** The current product's position, or undefined. */
  product: number | undefined;
  /** The category the page asked for (data-category-id), or null. */
  categoryId: string | null;
  /** The visitor's viewed offers, newest first (events and the page's list merged). */
  viewed: readonly number[];
  bought: readonly number[];
  /** The visitor's taste, computed on first call (only the personal types need it). */
  profile: () => Profile | null;
  similarByText: (doc: number) => readonly Candidate[];
  similarByPhoto: (doc: number) => readonly Candidate[];
}

/** Categories a personal recommendation draws from. */
const PERSONAL_CATEGORIES = 3;

const RELATIONS: Partial<Record<RecommendationType, Relation>> = {
  with_this_product_view: 'view',
  with_this_product_buy: 'buy',
  with_this_product_buy_with_view: 'buyWithView',
  with_this_product_buy_with_search: 'buyWithSearch',
};

function* popular(ctx: ModelContext): Iterable<Candidate> {
  const { behaviour, links, now } = ctx;
  for (const id of behaviour.popularity.ranked(now)) {
    const doc = links.docOf(id);
    if (doc >= 0) yield { doc, score: behaviour.popularity.scoreOf(id, now) };
  }
}

function* together(ctx: ModelContext, relation: Relation): Iterable<Candidate> {
  const { behaviour, links, product } = ctx;
  if (product === undefined) return;
  const id = links.itemOf(product);
  if (id < 0) return;
  for (const { id: other, count } of behaviour.relations[relation].top(id, ctx.options.minSupport)) {
    const doc = links.docOf(other);
    if (doc >= 0) yield { doc, score: count };
  }
}

function personal(ctx: ModelContext): Iterable<Candidate> {
  const profile = ctx.profile();
  if (!profile) return [];
  const { catalog, behaviour, links } = ctx;
  // One byte per offer marks what is seen or already scored: no per-request sets or maps.
  const mark = catalog.scratch;
  for (const doc of ctx.viewed) mark[doc] = 1;
  for (const doc of ctx.bought) mark[doc] = 1;
  const categories = topCategories(profile, PERSONAL_CATEGORIES);
  let most = 0;
  for (const category of categories) most += catalog.inCategory(category).length;
  const docs = new Int32Array(most);
  const scores = new Float64Array(most);
  let count = 0;
  for (const category of categories) {
    for (const doc of catalog.inCategory(category)) {
      if (mark[doc]) continue;
      mark[doc] = 1;
      const id = links.itemOf(doc);
      const pop = id < 0 ? 0 : behaviour.popularity.scoreOf(id, ctx.now);
      docs[count] = doc;
      // Taste first; popularity only orders offers that fit equally well.
      scores[count++] = affinity(profile, catalog.offers[doc] as EngineOffer, catalog.categoriesAt(doc)) + 0.2 * (pop / (1 + pop));
    }
  }
  for (const doc of ctx.viewed) mark[doc] = 0;
  for (const doc of ctx.bought) mark[doc] = 0;
  for (let i = 0; i < count; i++) mark[docs[i] as number] = 0;
  return bestFirst(docs, scores, count);
}

/** Popular offers of the visitor's categories first (by popularity and fit), then the rest of the popular ones. */
function* personalPopular(ctx: ModelContext): Iterable<Candidate> {
  const profile = ctx.profile();
  if (!profile) return;
  const { catalog, behaviour } = ctx;
  const seen = new Set([...ctx.viewed, ...ctx.bought]);
  const mine: Candidate[] = [];
  for (const category of topCategories(profile, PERSONAL_CATEGORIES)) {
    for (const doc of catalog.inCategory(category)) {
      const offer = catalog.offers[doc] as EngineOffer;
      const id = ctx.links.itemOf(doc);
      const pop = id < 0 ? 0 : behaviour.popularity.scoreOf(id, ctx.now);
      if (pop > 0 && !seen.has(doc)) mine.push({ doc, score: pop * (1 + affinity(profile, offer, catalog.categoriesAt(doc))) });
    }
  }
  yield* mine.sort((a, b) => b.score - a.score || a.doc - b.doc);
  for (const candidate of popular(ctx)) if (!seen.has(candidate.doc)) yield candidate;
}

/**
 * Personal within one category: the page's category, else the current product's, else the visitor's
 * strongest. Ranked by the visitor's taste when there is one, by popularity otherwise, so a new
 * visitor on a category page still gets that category's best offers.
 */
function personalCategory(ctx: ModelContext): Iterable<Candidate> {
  const { catalog, behaviour, links } = ctx;
  const profile = ctx.profile();
  const productCategory = ctx.product === undefined ? undefined : catalog.categoriesAt(ctx.product)[0];
  const category = ctx.categoryId ?? productCategory ?? (profile ? topCategories(profile, 1)[0] : undefined);
  if (category === undefined) return [];
  const seen = new Set([...ctx.viewed, ...ctx.bought]);
  const found: Candidate[] = [];
  for (const doc of catalog.inCategory(category)) {
    if (seen.has(doc)) continue;
    const id = links.itemOf(doc);
    const pop = id < 0 ? 0 : behaviour.popularity.scoreOf(id, ctx.now);
    const fit = profile ? affinity(profile, catalog.offers[doc] as EngineOffer, catalog.categoriesAt(doc)) : 0;
    found.push({ doc, score: fit + 0.2 * (pop / (1 + pop)) });
  }
  return found.sort((a, b) => b.score - a.score || a.doc - b.doc);
}

function* discounted(catalog: RecCatalog): Iterable<Candidate> {
  for (const doc of catalog.discounted) yield { doc, score: discountOf(catalog.offers[doc] as EngineOffer) };
}

/** Candidates of a widget type, best first; the caller filters and cuts. */
export function candidatesOf(type: RecommendationType, ctx: ModelContext): Iterable<Candidate> {
  const relation = RELATIONS[type];
  if (relation) return together(ctx, relation);
  switch (type) {
    case 'popular':
      return popular(ctx);
    case 'recently':
      return ctx.viewed.map((doc, i) => ({ doc, score: 1 / (i + 1) }));
    case 'discount':
      return discounted(ctx.catalog);
    case 'similar_by_text':
      return ctx.product === undefined ? [] : ctx.similarByText(ctx.product);
    case 'similar_by_photo':
      return ctx.product === undefined ? [] : ctx.similarByPhoto(ctx.product);
    case 'personal':
      return personal(ctx);
    case 'personal_popular':
      return personalPopular(ctx);
    case 'personal_category':
      return personalCategory(ctx);
    default:
      return [];
  }
}
