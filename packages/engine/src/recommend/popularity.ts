/**
 * Time-decayed popularity per interned offer. Every score decays by the same factor over time,
 * so the order depends only on log2(value) + at / halfLife: it changes when events arrive, never
 * because the clock moved; the sorted order is kept and re-sorted only after new events.
 */
export class DecayedPopularity {
  private value = new Float64Array(1024);
  private at = new Float64Array(1024);
  private order: Int32Array = new Int32Array(0);
  private dirty = false;
  private sortedAt = -Infinity;

  constructor(
    private readonly halfLifeMs: number,
    private readonly refreshMs: number,
  ) {}

  add(id: number, weight: number, ts: number): void {
    if (id >= this.value.length) this.grow(id + 1);
    const value = this.value[id] as number;
    const at = this.at[id] as number;
    if (value === 0) {
      this.value[id] = weight;
      this.at[id] = ts;
    } else if (ts >= at) {
      this.value[id] = value * 2 ** (-(ts - at) / this.halfLifeMs) + weight;
      this.at[id] = ts;
    } else {
      this.value[id] = value + weight * 2 ** (-(at - ts) / this.halfLifeMs);
    }
    this.dirty = true;
  }

  /** The decayed score at `now`. */
  scoreOf(id: number, now: number): number {
    const value = this.value[id] ?? 0;
    return value === 0 ? 0 : value * 2 ** (-(now - (this.at[id] as number)) / this.halfLifeMs);
  }

  /** Interned ids with any popularity, most popular first (re-sorted at most every refreshMs of `now`). */
  ranked(now: number): Int32Array {
    if (this.dirty && (now - this.sortedAt >= this.refreshMs || this.order.length === 0)) {
      const ids: number[] = [];
      const key = new Float64Array(this.value.length);
      for (let id = 0; id < this.value.length; id++) {
        const value = this.value[id] as number;
        if (value <= 0) continue;
        ids.push(id);
        key[id] = Math.log2(value) + (this.at[id] as number) / this.halfLifeMs;
      }
      ids.sort((a, b) => (key[b] as number) - (key[a] as number) || a - b);
      this.order = Int32Array.from(ids);
      this.dirty = false;
      this.sortedAt = now;
    }
    return this.order;
  }

  memoryBytes(): number {
    return this.value.byteLength + this.at.byteLength + this.order.byteLength;
  }

  private grow(size: number) {
    const length = Math.max(size, this.value.length * 2);
    const value = new Float64Array(length);
    const at = new Float64Array(length);
    value.set(this.value);
    at.set(this.at);
    this.value = value;
    this.at = at;
  }
}
