interface Row {
  ids: Int32Array;
  counts: Float32Array;
  size: number;
}

/**
 * Co-occurrence counts per offer with a fixed cap of neighbours each. Past the cap the
 * space-saving rule applies (the smallest counter is taken over and goes on from its count), so
 * frequent pairs stay exact enough and memory stays bounded whatever the event volume.
 */
export class NeighbourTable {
  private readonly rows = new Map<number, Row>();
  private entries = 0;

  constructor(private readonly cap: number) {}

  add(from: number, to: number, amount = 1): void {
    if (from === to) return;
    let row = this.rows.get(from);
    if (!row) {
      row = { ids: new Int32Array(4), counts: new Float32Array(4), size: 0 };
      this.rows.set(from, row);
    }
    for (let i = 0; i < row.size; i++) {
      if (row.ids[i] === to) {
        row.counts[i] = (row.counts[i] as number) + amount;
        return;
      }
    }
    if (row.size < this.cap) {
      if (row.size === row.ids.length) {
        const length = Math.min(this.cap, row.ids.length * 2);
        const ids = new Int32Array(length);
        const counts = new Float32Array(length);
        ids.set(row.ids);
        counts.set(row.counts);
        row.ids = ids;
        row.counts = counts;
      }
      row.ids[row.size] = to;
      row.counts[row.size] = amount;
      row.size++;
      this.entries++;
      return;
    }
    let min = 0;
    for (let i = 1; i < row.size; i++) if ((row.counts[i] as number) < (row.counts[min] as number)) min = i;
    row.ids[min] = to;
    row.counts[min] = (row.counts[min] as number) + amount;
  }

  count(from: number, to: number): number {
    const row = this.rows.get(from);
    if (!row) return 0;
    for (let i = 0; i < row.size; i++) if (row.ids[i] === to) return row.counts[i] as number;
    return 0;
  }

  /** Neighbours seen at least `minSupport` times, most frequent first. */
  top(from: number, minSupport: number): Array<{ id: number; count: number }> {
    const row = this.rows.get(from);
    if (!row) return [];
    const out: Array<{ id: number; count: number }> = [];
    for (let i = 0; i < row.size; i++) {
      const count = row.counts[i] as number;
      if (count >= minSupport) out.push({ id: row.ids[i] as number, count });
    }
    return out.sort((a, b) => b.count - a.count || a.id - b.id);
  }

  /** Approximate bytes held (typed arrays plus map entries). */
  memoryBytes(): number {
    let bytes = 0;
    for (const row of this.rows.values()) bytes += row.ids.byteLength + row.counts.byteLength + 96;
    return bytes;
  }

  get pairs(): number {
    return this.entries;
  }
}
