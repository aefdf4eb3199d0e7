import type { Analyzer } from '../analysis/analyzer';
import type { EngineOffer } from '../types';
import { categoriesOf } from './catalog';

const HAS_DIGIT = /\d/;
/** How much each part of an offer says about what it is. */
const FIELD_WEIGHTS = { name: 3, category: 2, vendor: 2, param: 1, description: 0.5 };
/** Only the start of a description: the rest is mostly delivery and warranty boilerplate. */
const DESCRIPTION_CHARS = 400;
/** Candidates compared in full per product, gathered from its most telling terms first. */
const CANDIDATES = 2000;

interface Vector {
  /** Term ids, ascending (cosine is a merge of two sorted lists). */
  terms: Int32Array;
  weights: Float32Array;
}

/**
 * Builds the TF-IDF vectors a few offers at a time (`advance`), so a server can spread the work
 * over many event-loop turns instead of stalling requests on a large catalog.
 */
export class TextVectorsBuilder {
  private readonly dictionary = new Map<string, number>();
  private readonly stems = new Map<string, string>();
  private readonly df: number[] = [];
  private readonly bags: Array<Map<number, number>> = [];
  private weighed = 0;
  private readonly vectors: Vector[] = [];
  private lists: number[][] = [];

  constructor(
    private readonly offers: readonly EngineOffer[],
    private readonly analyzer: Analyzer,
  ) {}

  /** Does up to `budget` offers of work; answers the finished index once everything is done. */
  advance(budget: number): TextSimilarity | null {
    const n = this.offers.length;
    while (budget > 0 && this.bags.length < n) {
      this.bags.push(this.bagOf(this.offers[this.bags.length] as EngineOffer));
      budget--;
    }
    if (this.bags.length < n) return null;
    if (this.weighed === 0) this.lists = this.df.map(() => []);
    while (budget > 0 && this.weighed < n) {
      this.weigh(this.weighed++);
      budget--;
    }
    if (this.weighed < n) return null;
    return new TextSimilarity(
      this.vectors,
      this.lists.map((list) => Int32Array.from(list)),
    );
  }

  private stemOf(term: string) {
    let stem = this.stems.get(term);
    if (stem === undefined) {
      stem = HAS_DIGIT.test(term) ? term : this.analyzer.stem(term);
      this.stems.set(term, stem);
    }
    return stem;
  }

  private bagOf(offer: EngineOffer): Map<number, number> {
    const { analyzer, dictionary, df } = this;
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
    const words = (text: string, weight: number) => analyzer.indexTerms(text, (term) => add(this.stemOf(term), weight));
    words(offer.name, FIELD_WEIGHTS.name);
    if (offer.description) words(offer.description.slice(0, DESCRIPTION_CHARS), FIELD_WEIGHTS.description);
    for (const id of categoriesOf(offer)) add(`\u0001c:${id}`, FIELD_WEIGHTS.category);
    if (offer.vendor) add(`\u0001v:${analyzer.fold(offer.vendor)}`, FIELD_WEIGHTS.vendor);
    for (const p of offer.params) add(`\u0001p:${analyzer.fold(p.name)}=${analyzer.fold(p.value)}`, FIELD_WEIGHTS.param);
    for (const id of bag.keys()) df[id] = (df[id] as number) + 1;
    return bag;
  }

  private weigh(doc: number) {
    const bag = this.bags[doc] as Map<number, number>;
    const n = this.offers.length;
    const terms = Int32Array.from(bag.keys()).sort();
    const weights = new Float32Array(terms.length);
    let norm = 0;
    terms.forEach((term, i) => {
      // Sublinear tf: a word repeated in the name is not worth ten different ones.
      const w = (1 + Math.log(bag.get(term) as number)) * Math.log(1 + n / (this.df[term] as number));
      weights[i] = w;
      norm += w * w;
    });
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < weights.length; i++) weights[i] = (weights[i] as number) / norm;
    this.vectors.push({ terms, weights });
    for (const term of terms) this.lists[term]?.push(doc);
    this.bags[doc] = EMPTY_BAG;
  }
}

const EMPTY_BAG = new Map<number, number>();

/**
 * Nearest offers by text: TF-IDF vectors over the engine's analysed (folded, stemmed) name,
 * description start, categories, vendor and params, compared by cosine. Candidates come from the
 * postings of the product's heaviest (rarest) terms, up to CANDIDATES, so a product of a huge
 * category costs the same as any other. The caller caches answers per product.
 */
export class TextSimilarity {
  private readonly mark: Uint8Array;

  constructor(
    private readonly vectors: readonly Vector[],
    private readonly postings: readonly Int32Array[],
  ) {
    this.mark = new Uint8Array(vectors.length);
  }

  /** Offers most alike the one at `doc`, best first, with cosine similarity (the offer itself left out). */
  nearest(doc: number, count: number): Array<{ doc: number; score: number }> {
    const vector = this.vectors[doc];
    if (!vector) return [];
    const order = Array.from(vector.terms.keys()).sort((a, b) => (vector.weights[b] as number) - (vector.weights[a] as number));
    const candidates: number[] = [];
    this.mark[doc] = 1;
    for (const i of order) {
      for (const other of this.postings[vector.terms[i] as number] as Int32Array) {
        if (this.mark[other]) continue;
        this.mark[other] = 1;
        candidates.push(other);
        if (candidates.length >= CANDIDATES) break;
      }
      if (candidates.length >= CANDIDATES) break;
    }
    this.mark[doc] = 0;
    const result = candidates.map((other) => {
      this.mark[other] = 0;
      return { doc: other, score: cosine(vector, this.vectors[other] as Vector) };
    });
    return result.sort((a, b) => b.score - a.score || a.doc - b.doc).slice(0, count);
  }

  memoryBytes(): number {
    let bytes = this.mark.byteLength;
    for (const v of this.vectors) bytes += v.terms.byteLength + v.weights.byteLength + 64;
    for (const p of this.postings) bytes += p.byteLength + 48;
    return bytes;
  }
}

/** Dot product of two unit vectors with ascending term ids. */
function cosine(a: Vector, b: Vector): number {
  let i = 0;
  let j = 0;
  let sum = 0;
  while (i < a.terms.length && j < b.terms.length) {
    const x = a.terms[i] as number;
    const y = b.terms[j] as number;
    if (x === y) sum += (a.weights[i++] as number) * (b.weights[j++] as number);
    else if (x < y) i++;
    else j++;
  }
  return sum;
}
