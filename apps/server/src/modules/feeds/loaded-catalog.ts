import type { SearchIndexBuilder } from '@vitrina/engine';
import { type FeedCategory, type FeedOffer, inflateOffer } from '@vitrina/feeds';

/**
 * The offers of a load as they are stored, streamed batch by batch into the search index builder
 * (which keeps each offer only as binary records): the catalog is never held whole as objects.
 * Categories must all be known before the first offer reaches the builder; a feed that declares a
 * category after its offers (or a second feed with its own categories), or an offer id repeated
 * across batches (the database keeps the later one), makes the streamed index wrong, and the load
 * then builds it again from the stored offers (`streamable` is false).
 */
export class LoadedCatalog {
  private readonly categories = new Map<string, FeedCategory>();
  private builder: SearchIndexBuilder | null = null;
  private lateCategory = false;

  /** `startBuilder` null: no index is built during this load (only the database is written). */
  constructor(private readonly startBuilder: ((categories: FeedCategory[]) => SearchIndexBuilder) | null) {}

  addCategories(categories: readonly FeedCategory[]): void {
    for (const category of categories) {
      const known = this.categories.get(category.id);
      if (known && known.name === category.name && known.parentId === category.parentId && known.url === category.url) continue;
      if (this.builder) this.lateCategory = true;
      this.categories.set(category.id, category);
    }
  }

  /**
   * Takes a stored batch back from its JSON (encodeOffers): exactly what a read-back would give, with
   * flat strings rather than the parser's, which point into the text chunks they were cut from.
   */
  addStored(batchJson: string): void {
    if (!this.startBuilder || this.lateCategory) return;
    this.builder ??= this.startBuilder(this.allCategories());
    for (const compact of JSON.parse(batchJson) as Array<Parameters<typeof inflateOffer>[0]>) this.builder.add(inflateOffer(compact));
  }

  allCategories(): FeedCategory[] {
    return [...this.categories.values()];
  }

  /**
   * The streamed index builder when its index is right for `storedCount` distinct stored offers,
   * else null (the index must be built from the stored offers).
   */
  takeBuilder(storedCount: number): SearchIndexBuilder | null {
    const builder = this.builder ?? (this.startBuilder && !this.lateCategory ? this.startBuilder(this.allCategories()) : null);
    this.builder = null;
    return builder && !this.lateCategory && builder.size === storedCount ? builder : null;
  }
}

/** An override row applied as the database merges it (`data || patch`: a snippet equal to the description follows it). */
export function patchOffer(offer: FeedOffer, fields: Partial<FeedOffer>): FeedOffer {
  const snippet = fields.snippet ?? (offer.snippet === offer.description ? (fields.description ?? offer.snippet) : offer.snippet);
  return { ...offer, ...fields, snippet };
}
