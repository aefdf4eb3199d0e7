import { type FeedCategory, type FeedOffer, inflateOffer } from '@vitrina/feeds';

/**
 * The offers and categories of a load as they were stored, kept to build the search index without
 * reading them back from the database.
 */
export class LoadedCatalog {
  private readonly offers = new Map<string, FeedOffer>();
  private readonly categories = new Map<string, FeedCategory>();

  /**
   * Takes a stored batch back from its JSON (encodeOffers): exactly what a read-back would give,
   * and about half the memory of the parser's objects, whose strings still point into the text
   * chunks they were cut from.
   */
  addStored(batchJson: string): void {
    for (const compact of JSON.parse(batchJson) as Array<Parameters<typeof inflateOffer>[0]>) {
      this.offers.set(compact.id, inflateOffer(compact));
    }
  }

  addCategories(categories: readonly FeedCategory[]): void {
    for (const category of categories) this.categories.set(category.id, category);
  }

  /** An override row, as the database merges it (`data || patch`: a snippet equal to the description follows it). */
  patch(id: string, fields: Partial<FeedOffer>): void {
    const offer = this.offers.get(id);
    if (!offer) return;
    const snippet = fields.snippet ?? (offer.snippet === offer.description ? (fields.description ?? offer.snippet) : offer.snippet);
    this.offers.set(id, { ...offer, ...fields, snippet });
  }

  get size(): number {
    return this.offers.size;
  }

  /** Hands the offers over once (the catalog lets go of them) with the categories. */
  take(): { offers: FeedOffer[]; categories: FeedCategory[] } {
    const offers = [...this.offers.values()];
    this.offers.clear();
    return { offers, categories: [...this.categories.values()] };
  }
}
