import type { Runtime } from '../runtime';
import { idf } from '../runtime';
import type { MatchKind } from '../types';

/** Postings one query word can be matched through, with how much such a match is worth. */
export interface Source {
  docs: Int32Array;
  fields: Uint8Array;
  pos: Uint8Array;
  idf: number;
  weight: number;
  kind: MatchKind;
  edits: number;
  term: string;
}

/** The postings of one dictionary term (views, no copy). */
export function termSource(rt: Runtime, termId: number, kind: MatchKind, weight: number, edits = 0): Source {
  const { postStart, postDocs, postFields, postPos } = rt.data;
  const from = postStart[termId] as number;
  const to = postStart[termId + 1] as number;
  return {
    docs: postDocs.subarray(from, to),
    fields: postFields.subarray(from, to),
    pos: postPos.subarray(from, to),
    idf: idf(rt.n, to - from),
    weight,
    kind,
    edits,
    term: rt.dict.terms[termId] as string,
  };
}

export function documentFrequency(rt: Runtime, termId: number): number {
  return (rt.data.postStart[termId + 1] as number) - (rt.data.postStart[termId] as number);
}

/**
 * Offers holding every part (a part matches through any of its terms): how a code's pieces
 * ('vc 101234' for 'vc-101234') and multi-word synonyms match. Returns null when no offer has them all.
 */
export function phraseSource(rt: Runtime, parts: number[][], kind: MatchKind, weight: number, label: string): Source | null {
  if (parts.length === 0 || parts.some((part) => part.length === 0)) return null;
  const { postStart, postDocs, postFields, postPos } = rt.data;
  const size = (part: number[]) => part.reduce((sum, t) => sum + documentFrequency(rt, t), 0);
  const ordered = [...parts].sort((a, b) => size(a) - size(b));
  const count = new Uint8Array(rt.n);
  const fields = new Uint8Array(rt.n);
  const pos = new Uint8Array(rt.n).fill(255);
  const firstDocs: number[] = [];
  ordered.forEach((part, k) => {
    for (const t of part) {
      for (let i = postStart[t] as number, end = postStart[t + 1] as number; i < end; i++) {
        const d = postDocs[i] as number;
        if (count[d] !== k) continue;
        count[d] = k + 1;
        if (k === 0) firstDocs.push(d);
        fields[d] = (fields[d] as number) | (postFields[i] as number);
        if (part === parts[0] && (postPos[i] as number) < (pos[d] as number)) pos[d] = postPos[i] as number;
      }
    }
    // A doc counted for this part through two terms must not be counted twice.
  });
  firstDocs.sort((a, b) => a - b);
  const docs = firstDocs.filter((d) => count[d] === ordered.length);
  if (docs.length === 0) return null;
  return {
    docs: Int32Array.from(docs),
    fields: Uint8Array.from(docs, (d) => fields[d] as number),
    pos: Uint8Array.from(docs, (d) => pos[d] as number),
    idf: idf(rt.n, docs.length),
    weight,
    kind,
    edits: 0,
    term: label,
  };
}
