/**
 * Co-occurrence counts per offer with a fixed cap of neighbours each. Past the cap the
 * space-saving rule applies (the smallest counter is taken over and goes on from its count), so
 * frequent pairs stay exact enough and memory stays bounded whatever the event volume. A row is
 * one small-integer array [id, count, id, count, …]: far less per row than two typed arrays.
 */
export class NeighbourTable {
  private readonly rows = new Map<number, number[]>();
  private entries = 0;

  constructor(private readonly cap: number) {}

  add(from: number, to: number, amount = 1): void {
    if (from === to) return;
    let row = this.rows.get(from);
    if (!row) {
      row = [];
      this.rows.set(from, row);
    }
    for (let i = 0; i < row.length; i += 2) {
      if (row[i] === to) {
        row[i + 1] = (row[i + 1] as number) + amount;
        return;
      }
    }
    if (row.length < 2 * this.cap) {
      row.push(to, amount);
      this.entries++;
      return;
    }
    let min = 1;
    for (let i = 3; i < row.length; i += 2) if ((row[i] as number) < (row[min] as number)) min = i;
    row[min - 1] = to;
    row[min] = (row[min] as number) + amount;
  }

  /** Neighbours seen at least `minSupport` times, most frequent first. */
  top(from: number, minSupport: number): Array<{ id: number; count: number }> {
    const row = this.rows.get(from);
    if (!row) return [];
    const out: Array<{ id: number; count: number }> = [];
    for (let i = 0; i < row.length; i += 2) {
      const count = row[i + 1] as number;
      if (count >= minSupport) out.push({ id: row[i] as number, count });
    }
    return out.sort((a, b) => b.count - a.count || a.id - b.id);
  }

  /** Approximate bytes held (array elements, headers and map entries). */
  memoryBytes(): number {
    let bytes = 0;
    for (const row of this.rows.values()) bytes += 4 * row.length + 64;
    return bytes;
  }

  get pairs(): number {
    return this.entries;
  }
}
