import type { Analyzer } from '../analysis/analyzer';
import type { EngineOffer } from '../types';
import { categoriesOf } from './catalog';

const HAS_DIGIT = /\d/;
/** How much each part of an offer says about what it is. */
const FIELD_WEIGHTS = { name: 3, category: 2, vendor: 2, param: 1, description: 0.5 };
/** Only the start of a description: the rest is mostly delivery and warranty boilerplate. */
const DESCRIPTION_CHARS = 400;
/** Terms of the product that pick candidates (the heaviest ones). */
const QUERY_TERMS = 16;

interface Vector {
  terms: Int32Array;
  weights: Float32Array;
}

/**
 * Nearest offers by text: TF-IDF vectors over the engine's analysed (folded, stemmed) name,
 * description start, categories, vendor and params, compared by cosine. Vectors and postings are
 * built on first use; each product's neighbours are computed once and then served from cache.
 */
export class TextSimilarity {
  private readonly vectors: Vector[] = [];
  private readonly postings: Int32Array[] = [];
  private readonly scratch: Float32Array;

  constructor(offers: readonly EngineOffer[], analyzer: Analyzer) {
    const dictionary = new Map<string, number>();
    const df: number[] = [];
    const raw = offers.map((offer) => {
      const bag = new Map<number, number>();
      const add = (term: string, weight: number) => {
        let id = dictionary.get(term);
        if (id === undefined) {
          id = dictionary.size;
          dictionary.set(term, id);
          df.push(0);
        }
        bag.set(id, (bag.get(id) ?? 0) + weight);
      };
      const words = (text: string, weight: number) =>
        analyzer.indexTerms(text, (term) => add(HAS_DIGIT.test(term) ? term : analyzer.stem(term), weight));
      words(offer.name, FIELD_WEIGHTS.name);
      words(offer.description.slice(0, DESCRIPTION_CHARS), FIELD_WEIGHTS.description);
      for (const id of categoriesOf(offer)) add(`\u0001c:${id}`, FIELD_WEIGHTS.category);
      if (offer.vendor) add(`\u0001v:${analyzer.fold(offer.vendor)}`, FIELD_WEIGHTS.vendor);
      for (const p of offer.params) add(`\u0001p:${analyzer.fold(p.name)}=${analyzer.fold(p.value)}`, FIELD_WEIGHTS.param);
      for (const id of bag.keys()) df[id] = (df[id] as number) + 1;
      return bag;
    });
    const n = offers.length;
    const lists: number[][] = df.map(() => []);
    raw.forEach((bag, doc) => {
      const terms = Int32Array.from(bag.keys());
      const weights = new Float32Array(terms.length);
      let norm = 0;
      terms.forEach((term, i) => {
        // Sublinear tf: a word repeated in the name is not worth ten different ones.
        const w = (1 + Math.log(bag.get(term) as number)) * Math.log(1 + n / (df[term] as number));
        weights[i] = w;
        norm += w * w;
      });
      norm = Math.sqrt(norm) || 1;
      for (let i = 0; i < weights.length; i++) weights[i] = (weights[i] as number) / norm;
      this.vectors.push({ terms, weights });
      for (const term of terms) lists[term]?.push(doc);
    });
    for (const list of lists) this.postings.push(Int32Array.from(list));
    this.scratch = new Float32Array(n);
  }

  /** Offers most alike the one at `doc`, best first, with cosine similarity (the offer itself left out). */
  nearest(doc: number, count: number): Array<{ doc: number; score: number }> {
    const vector = this.vectors[doc];
    if (!vector) return [];
    const order = Array.from(vector.terms.keys())
      .sort((a, b) => (vector.weights[b] as number) - (vector.weights[a] as number))
      .slice(0, QUERY_TERMS);
    const touched: number[] = [];
    const scores = this.scratch;
    for (const i of order) {
      const weight = vector.weights[i] as number;
      const list = this.postings[vector.terms[i] as number] as Int32Array;
      for (const other of list) {
        if (other === doc) continue;
        const other_ = this.vectors[other] as Vector;
        const at = indexOfTerm(other_.terms, vector.terms[i] as number);
        if (scores[other] === 0) touched.push(other);
        scores[other] = (scores[other] as number) + weight * (other_.weights[at] as number);
      }
    }
    const result = touched.map((d) => ({ doc: d, score: scores[d] as number }));
    for (const d of touched) scores[d] = 0;
    return result.sort((a, b) => b.score - a.score || a.doc - b.doc).slice(0, count);
  }

  memoryBytes(): number {
    let bytes = this.scratch.byteLength;
    for (const v of this.vectors) bytes += v.terms.byteLength + v.weights.byteLength + 64;
    for (const p of this.postings) bytes += p.byteLength + 48;
    return bytes;
  }
}

/** Terms of a vector are in insertion order; vectors are short, so a scan beats a map. */
function indexOfTerm(terms: Int32Array, term: number): number {
  for (let i = 0; i < terms.length; i++) if (terms[i] === term) return i;
  return -1;
}
