/** A dictionary term within the allowed edits of the query word. */
export interface FuzzyMatch {
  termId: number;
  edits: number;
}

/** First index in [from, terms.length) whose term does not start with `prefix` (terms sorted). */
function skipPrefix(terms: readonly string[], from: number, prefix: string): number {
  const bound = `${prefix}\uffff`;
  let lo = from;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((terms[mid] as string) < bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Terms within `maxEdits` Damerau-Levenshtein edits (optimal string alignment: a transposition is one
 * edit) of `word`. Walks the sorted term list as if it were a trie: rows of the edit-distance table are
 * shared by terms with a common prefix, and a whole prefix range is skipped as soon as no cell of its
 * row is within `maxEdits`. `accept` filters terms (e.g. no codes).
 */
export function findFuzzyTerms(terms: readonly string[], word: string, maxEdits: number, accept: (termId: number) => boolean): FuzzyMatch[] {
  const m = word.length;
  const maxDepth = m + maxEdits;
  const width = m + 1;
  const rows = new Int32Array((maxDepth + 1) * width);
  const path = new Uint16Array(maxDepth + 1);
  const q = new Uint16Array(m);
  for (let j = 0; j < m; j++) q[j] = word.charCodeAt(j);
  for (let j = 0; j <= m; j++) rows[j] = j;
  const matches: FuzzyMatch[] = [];
  let depth = 0;
  let i = 0;
  const n = terms.length;
  while (i < n) {
    const term = terms[i] as string;
    let common = 0;
    while (common < depth && common < term.length && term.charCodeAt(common) === path[common]) common++;
    depth = common;
    let pruned = false;
    while (depth < term.length) {
      if (depth >= maxDepth) {
        i = skipPrefix(terms, i, term.slice(0, depth + 1));
        pruned = true;
        break;
      }
      const c = term.charCodeAt(depth);
      const prev = depth * width;
      const cur = prev + width;
      rows[cur] = depth + 1;
      let min = depth + 1;
      for (let j = 1; j <= m; j++) {
        const qj = q[j - 1] as number;
        let v = (rows[prev + j - 1] as number) + (qj === c ? 0 : 1);
        const del = (rows[prev + j] as number) + 1;
        if (del < v) v = del;
        const ins = (rows[cur + j - 1] as number) + 1;
        if (ins < v) v = ins;
        if (depth > 0 && j > 1 && c === q[j - 2] && path[depth - 1] === qj) {
          const tr = (rows[prev - width + j - 2] as number) + 1;
          if (tr < v) v = tr;
        }
        rows[cur + j] = v;
        if (v < min) min = v;
      }
      path[depth] = c;
      depth++;
      if (min > maxEdits) {
        i = skipPrefix(terms, i, term.slice(0, depth));
        pruned = true;
        break;
      }
    }
    if (pruned) continue;
    const edits = rows[depth * width + m] as number;
    if (edits <= maxEdits && accept(i)) matches.push({ termId: i, edits });
    i++;
  }
  return matches;
}
