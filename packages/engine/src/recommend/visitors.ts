/** What the recommender remembers of one visitor: history for recently/personal, the open session for co-occurrence. */
export interface Visitor {
  /** Viewed offers (interned), newest first, distinct. */
  viewed: number[];
  /** Bought offers (interned), newest first, distinct. */
  bought: number[];
  lastTs: number;
  session: Session;
}

export interface Session {
  viewed: number[];
  bought: number[];
  /** Offers reached through search in this session. */
  searched: number[];
  searchAt: number;
}

export const newSession = (): Session => ({ viewed: [], bought: [], searched: [], searchAt: -Infinity });

/** Puts `id` first in a newest-first list of distinct ids, keeping at most `cap`. */
export function pushFront(list: number[], id: number, cap: number): void {
  const at = list.indexOf(id);
  if (at === 0) return;
  if (at > 0) list.splice(at, 1);
  list.unshift(id);
  if (list.length > cap) list.length = cap;
}

/** Visitors by id, least recently active forgotten first when there are more than `max`. */
export class VisitorTable {
  private readonly visitors = new Map<string, Visitor>();

  constructor(private readonly max: number) {}

  get(userId: string): Visitor | undefined {
    return this.visitors.get(userId);
  }

  /** The visitor, created on first sight and moved to the most recently active end. */
  touch(userId: string): Visitor {
    let visitor = this.visitors.get(userId);
    if (visitor) this.visitors.delete(userId);
    else visitor = { viewed: [], bought: [], lastTs: -Infinity, session: newSession() };
    this.visitors.set(userId, visitor);
    if (this.visitors.size > this.max) {
      const oldest = this.visitors.keys().next().value;
      if (oldest !== undefined) this.visitors.delete(oldest);
    }
    return visitor;
  }

  get size(): number {
    return this.visitors.size;
  }

  memoryBytes(): number {
    let bytes = 0;
    for (const [id, v] of this.visitors) {
      bytes += 2 * id.length + 200 + 8 * (v.viewed.length + v.bought.length + v.session.viewed.length + v.session.bought.length);
    }
    return bytes;
  }
}
