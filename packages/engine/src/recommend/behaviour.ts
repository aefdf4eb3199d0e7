import { Interner } from './interner';
import { NeighbourTable } from './neighbours';
import type { RecommendOptions } from './options';
import { DecayedPopularity } from './popularity';
import type { RecEvent } from './types';
import { newSession, pushFront, type Session, type Visitor, VisitorTable } from './visitors';

/** The co-occurrence relations of the with_this_product_* widget types. */
export type Relation = 'view' | 'buy' | 'buyWithView' | 'buyWithSearch';

/**
 * Everything learnt from events, updated one event at a time (no batch recomputation):
 * decayed popularity, visitors' histories and sessions, and four co-occurrence tables.
 * Pairs are counted once per session, so one visitor reloading a page cannot make a pair.
 */
export class Behaviour {
  readonly offers = new Interner();
  readonly popularity: DecayedPopularity;
  readonly visitors: VisitorTable;
  readonly relations: Record<Relation, NeighbourTable>;
  events = 0;

  constructor(private readonly options: RecommendOptions) {
    this.popularity = new DecayedPopularity(options.popularityHalfLifeMs, options.popularRefreshMs);
    this.visitors = new VisitorTable(options.maxVisitors);
    const table = () => new NeighbourTable(options.maxNeighbours);
    this.relations = { view: table(), buy: table(), buyWithView: table(), buyWithSearch: table() };
  }

  add(event: RecEvent): void {
    if (!event.userId || !Number.isFinite(event.ts)) return;
    const visitor = this.visitors.touch(event.userId);
    if (event.ts - visitor.lastTs > this.options.sessionGapMs) visitor.session = newSession();
    visitor.lastTs = Math.max(visitor.lastTs, event.ts);
    this.events++;
    if (event.type === 'search') {
      visitor.session.searchAt = Math.max(visitor.session.searchAt, event.ts);
      return;
    }
    if (!event.offerId) return;
    const id = this.offers.idOf(event.offerId);
    const { weights } = this.options;
    if (event.type === 'purchase') {
      const units = Math.min(10, Math.max(1, Math.floor(event.quantity ?? 1)));
      this.popularity.add(id, weights.purchase * units, event.ts);
      this.purchase(visitor, id);
      return;
    }
    this.popularity.add(id, event.type === 'cart' ? weights.cart : event.type === 'wishlist' ? weights.wishlist : weights.view, event.ts);
    const viaSearch = Boolean(event.query?.trim()) || event.ts - visitor.session.searchAt <= this.options.searchWindowMs;
    this.view(visitor, id, viaSearch);
  }

  private view(visitor: Visitor, id: number, viaSearch: boolean) {
    const s = visitor.session;
    const { view, buyWithView, buyWithSearch } = this.relations;
    pushFront(visitor.viewed, id, this.options.historySize);
    if (!s.viewed.includes(id)) {
      for (const other of s.viewed) {
        view.add(id, other);
        view.add(other, id);
      }
      for (const bought of s.bought) buyWithView.add(id, bought);
      this.remember(s.viewed, id);
    }
    if (viaSearch && !s.searched.includes(id)) {
      for (const bought of s.bought) buyWithSearch.add(id, bought);
      this.remember(s.searched, id);
    }
  }

  private purchase(visitor: Visitor, id: number) {
    const s: Session = visitor.session;
    pushFront(visitor.bought, id, this.options.historySize);
    if (s.bought.includes(id)) return;
    const { buy, buyWithView, buyWithSearch } = this.relations;
    for (const other of s.bought) {
      buy.add(id, other);
      buy.add(other, id);
    }
    for (const viewed of s.viewed) buyWithView.add(viewed, id);
    for (const searched of s.searched) buyWithSearch.add(searched, id);
    this.remember(s.bought, id);
  }

  private remember(list: number[], id: number) {
    list.push(id);
    if (list.length > this.options.maxSessionItems) list.shift();
  }

  memoryBytes(): number {
    let bytes = this.popularity.memoryBytes() + this.visitors.memoryBytes() + 60 * this.offers.size;
    for (const table of Object.values(this.relations)) bytes += table.memoryBytes();
    return bytes;
  }
}
