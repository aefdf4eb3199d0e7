/** A dictionary term within the allowed edits of the query word. */
export interface FuzzyMatch {
  termId: number;
  edits: number;
}

/** lcp[i] = length of the common prefix of terms[i - 1] and terms[i] (capped at 255); lcp[0] = 0. */
export function commonPrefixLengths(terms: readonly string[]): Uint8Array {
  const lcp = new Uint8Array(terms.length);
  for (let i = 1; i < terms.length; i++) {
    const a = terms[i - 1] as string;
    const b = terms[i] as string;
    const max = Math.min(a.length, b.length, 255);
    let k = 0;
    while (k < max && a.charCodeAt(k) === b.charCodeAt(k)) k++;
    lcp[i] = k;
  }
  return lcp;
}

/**
 * skip[i] = the first j > i with lcp[j] < lcp[i] (n when none): every term between shares at least
 * lcp[i] leading characters, so a walk leaving a prefix jumps over it in a few hops instead of term by term.
 */
export function prefixSkips(lcp: Uint8Array): Int32Array {
  const n = lcp.length;
  const skip = new Int32Array(n).fill(n);
  const stack: number[] = [];
  for (let j = 0; j < n; j++) {
    const v = lcp[j] as number;
    while (stack.length > 0 && (lcp[stack[stack.length - 1] as number] as number) > v) skip[stack.pop() as number] = j;
    stack.push(j);
  }
  return skip;
}

/**
 * Terms within `maxEdits` Damerau-Levenshtein edits (optimal string alignment: a transposition is one
 * edit) of `word`. Walks the sorted term list as if it were a trie: rows of the edit-distance table are
 * shared by terms with a common prefix, and a whole prefix range is skipped as soon as no cell of its
 * row is within `maxEdits`. The skip follows the common-prefix lengths of neighbours (`lcp`, from
 * `commonPrefixLengths`) and their `prefixSkips`, so no string is compared and a pruned prefix costs a
 * few hops however many terms share it. `accept` filters terms (e.g. no codes).
 */
export function findFuzzyTerms(
  terms: readonly string[],
  word: string,
  maxEdits: number,
  accept: (termId: number) => boolean,
  lcp: Uint8Array = commonPrefixLengths(terms),
  skip: Int32Array = prefixSkips(lcp),
): FuzzyMatch[] {
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
  // Length of the prefix of terms[i] whose rows are computed (shared with the term walked before).
  let common = 0;
  const n = terms.length;
  while (i < n) {
    const term = terms[i] as string;
    depth = common < depth ? common : depth;
    let pruned = false;
    while (depth < term.length) {
      if (depth >= maxDepth) {
        pruned = true;
        break;
      }
      const c = term.charCodeAt(depth);
      const prev = depth * width;
      const cur = prev + width;
      const row = depth + 1;
      // Only cells within maxEdits of the diagonal can stay within maxEdits (Ukkonen's band);
      // the cells just outside it hold maxEdits + 1 as sentinels.
      const lo = row - maxEdits > 1 ? row - maxEdits : 1;
      const hi = row + maxEdits < m ? row + maxEdits : m;
      rows[cur + lo - 1] = lo === 1 ? row : maxEdits + 1;
      if (hi < m) rows[cur + hi + 1] = maxEdits + 1;
      let min = lo === 1 ? row : maxEdits + 1;
      for (let j = lo; j <= hi; j++) {
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
        pruned = true;
        break;
      }
    }
    if (pruned) {
      // Skip every following term that shares the first `depth` characters: a run of lcp ≥ depth
      // ends where lcp first drops below it, and skip[i] jumps to where it drops below lcp[i].
      i++;
      while (i < n && (lcp[i] as number) >= depth) i = skip[i] as number;
      common = i < n ? (lcp[i] as number) : 0;
      continue;
    }
    const edits = Math.abs(depth - m) > maxEdits ? maxEdits + 1 : (rows[depth * width + m] as number);
    if (edits <= maxEdits && accept(i)) matches.push({ termId: i, edits });
    i++;
    common = i < n ? (lcp[i] as number) : 0;
  }
  return matches;
}
