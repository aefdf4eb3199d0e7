import type { EngineOffer } from '../types';

/** Percent off, 0 without a real old price. */
export function discountOf(offer: EngineOffer): number {
  const { price, oldPrice } = offer;
  if (price === null || oldPrice === null || !(oldPrice > price) || oldPrice <= 0) return 0;
  return ((oldPrice - price) / oldPrice) * 100;
}

/** The offers recommendations are drawn from, with the look-ups the models need. */
export class RecCatalog {
  readonly byId = new Map<string, number>();
  /** Offer positions by discount, biggest first (only discounted offers). */
  readonly discounted: Int32Array;
  private categoryLists: Map<string, number[]> | null = null;
  /** Each offer's category ids, so scoring loops do not build them again per request. */
  private categoryIds: (readonly string[])[] | null = null;
  /** One byte per offer for the models' marks; always left all zero after use. */
  readonly scratch: Uint8Array;

  constructor(readonly offers: readonly EngineOffer[]) {
    this.scratch = new Uint8Array(offers.length);
    offers.forEach((offer, i) => {
      this.byId.set(offer.id, i);
    });
    const discounted: number[] = [];
    const discounts = new Float64Array(offers.length);
    offers.forEach((offer, i) => {
      discounts[i] = discountOf(offer);
      if ((discounts[i] as number) > 0) discounted.push(i);
    });
    discounted.sort((a, b) => (discounts[b] as number) - (discounts[a] as number) || a - b);
    this.discounted = Int32Array.from(discounted);
  }

  get(id: string): EngineOffer | undefined {
    const at = this.byId.get(id);
    return at === undefined ? undefined : this.offers[at];
  }

  /** Offer positions per category id (built on first use). */
  inCategory(categoryId: string): readonly number[] {
    if (!this.categoryLists) {
      const lists = new Map<string, number[]>();
      this.offers.forEach((offer, i) => {
        for (const id of categoriesOf(offer)) {
          const list = lists.get(id);
          if (list) list.push(i);
          else lists.set(id, [i]);
        }
      });
      this.categoryLists = lists;
    }
    return this.categoryLists.get(categoryId) ?? [];
  }

  /** The categories of the offer at a position (same as categoriesOf, computed once). */
  categoriesAt(doc: number): readonly string[] {
    this.categoryIds ??= this.offers.map(categoriesOf);
    return this.categoryIds[doc] as readonly string[];
  }

  get size(): number {
    return this.offers.length;
  }
}

/** The offer's category ids: its main one and every other it is listed in. */
export function categoriesOf(offer: EngineOffer): readonly string[] {
  const { categoryId, categoryIds } = offer;
  if (!categoryId || categoryIds.includes(categoryId)) return categoryIds;
  return [categoryId, ...categoryIds];
}
