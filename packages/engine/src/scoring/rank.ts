/** Returns the `k` best positions of `0..count-1` under `before(a, b)` (true when a ranks above b), in order. */
export function topK(count: number, k: number, before: (a: number, b: number) => boolean): number[] {
  if (k <= 0 || count === 0) return [];
  if (k >= count / 2) {
    const all = Array.from({ length: count }, (_, i) => i);
    all.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
    return all.slice(0, k);
  }
  // Min-heap on rank: the root is the worst of the best k so far.
  const heap: number[] = [];
  const worse = (a: number, b: number) => before(b, a);
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(heap[i] as number, heap[parent] as number)) break;
      [heap[i], heap[parent]] = [heap[parent] as number, heap[i] as number];
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(heap[l] as number, heap[m] as number)) m = l;
      if (r < heap.length && worse(heap[r] as number, heap[m] as number)) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m] as number, heap[i] as number];
      i = m;
    }
  };
  for (let i = 0; i < count; i++) {
    if (heap.length < k) {
      heap.push(i);
      up(heap.length - 1);
    } else if (before(i, heap[0] as number)) {
      heap[0] = i;
      down(0);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : 1));
}
