import type { Candidate } from './models';

/**
 * Candidates best first (score descending, then position), sorted lazily: a heap is built in linear
 * time and only the candidates the caller takes are popped. A widget takes a dozen of thousands,
 * so this replaces sorting every candidate of the visitor's categories.
 */
export function* bestFirst(docs: Int32Array, scores: Float64Array, count: number): Iterable<Candidate> {
  const better = (a: number, b: number) => {
    const sa = scores[a] as number;
    const sb = scores[b] as number;
    return sa > sb || (sa === sb && (docs[a] as number) < (docs[b] as number));
  };
  const swap = (a: number, b: number) => {
    const doc = docs[a] as number;
    docs[a] = docs[b] as number;
    docs[b] = doc;
    const score = scores[a] as number;
    scores[a] = scores[b] as number;
    scores[b] = score;
  };
  const siftDown = (from: number, size: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) return;
      const right = left + 1;
      const child = right < size && better(right, left) ? right : left;
      if (!better(child, at)) return;
      swap(child, at);
      at = child;
    }
  };
  for (let at = (count >> 1) - 1; at >= 0; at--) siftDown(at, count);
  for (let size = count; size > 0; size--) {
    yield { doc: docs[0] as number, score: scores[0] as number };
    swap(0, size - 1);
    siftDown(0, size - 1);
  }
}
