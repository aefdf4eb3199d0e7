import type { RecCatalog } from './catalog';
import type { Interner } from './interner';

/**
 * Catalog positions ↔ interned offer ids of the behaviour tables, as two integer arrays, so the
 * models never hash an id string per candidate. Kept in step as events intern new offers.
 */
export class Links {
  private readonly itemOfDoc: Int32Array;
  private docOfItem = new Int32Array(1024).fill(-1);
  private linked = 0;

  constructor(
    private readonly catalog: RecCatalog,
    private readonly items: Interner,
  ) {
    this.itemOfDoc = new Int32Array(catalog.size).fill(-1);
    this.sync();
  }

  /** Links offers interned since the last call. */
  sync(): void {
    const { items, catalog } = this;
    if (items.size > this.docOfItem.length) {
      const grown = new Int32Array(Math.max(items.size, this.docOfItem.length * 2)).fill(-1);
      grown.set(this.docOfItem);
      this.docOfItem = grown;
    }
    for (; this.linked < items.size; this.linked++) {
      const doc = catalog.byId.get(items.names[this.linked] as string);
      if (doc === undefined) continue;
      this.docOfItem[this.linked] = doc;
      this.itemOfDoc[doc] = this.linked;
    }
  }

  /** The interned id of the offer at a catalog position, -1 when no event named it. */
  itemOf(doc: number): number {
    return this.itemOfDoc[doc] ?? -1;
  }

  /** The catalog position of an interned offer, -1 when the catalog no longer has it. */
  docOf(item: number): number {
    return this.docOfItem[item] ?? -1;
  }
}
