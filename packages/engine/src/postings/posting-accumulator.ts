import { bump } from '../util';
import { GrowingColumn } from './column';
import { StringInterner } from './string-interner';
import type { UnitStrings } from './unit-strings';

/** Postings are collected in blocks of this many: growing never copies, and no doubled array sits idle. */
const BLOCK_BITS = 18;
const BLOCK = 1 << BLOCK_BITS;
const MASK = BLOCK - 1;

/** Collects (term, offer, field, position) while offers are read in order, then lays postings out by sorted term. */
export class PostingAccumulator {
  private readonly termIds = new StringInterner();
  private lastDoc = new Int32Array(1024).fill(-1);
  private lastSlot = new Int32Array(1024);
  private term: Int32Array[] = [];
  /** Offers come in order, so a posting's offer is kept once per run of its postings: (offer, first slot). */
  private runDoc = new GrowingColumn(Int32Array);
  private runStart = new GrowingColumn(Int32Array);
  private fields: Uint8Array[] = [];
  private pos: Uint8Array[] = [];
  private size = 0;

  /** Offers must arrive in increasing order; a term seen again in the same offer merges into one posting. */
  add(text: string, doc: number, field: number, pos: number): void {
    const id = this.termIds.id(text);
    if (id >= this.lastDoc.length) {
      const lastDoc = new Int32Array(this.lastDoc.length * 2).fill(-1);
      lastDoc.set(this.lastDoc);
      this.lastDoc = lastDoc;
      const lastSlot = new Int32Array(this.lastSlot.length * 2);
      lastSlot.set(this.lastSlot);
      this.lastSlot = lastSlot;
    }
    if (this.lastDoc[id] === doc) {
      const slot = this.lastSlot[id] as number;
      const fields = this.fields[slot >>> BLOCK_BITS] as Uint8Array;
      const posBlock = this.pos[slot >>> BLOCK_BITS] as Uint8Array;
      fields[slot & MASK] = (fields[slot & MASK] as number) | field;
      if (pos < (posBlock[slot & MASK] as number)) posBlock[slot & MASK] = pos;
      return;
    }
    const slot = this.size++;
    const block = slot >>> BLOCK_BITS;
    if (block === this.term.length) {
      this.term.push(new Int32Array(BLOCK));
      this.fields.push(new Uint8Array(BLOCK));
      this.pos.push(new Uint8Array(BLOCK));
    }
    const runs = this.runDoc.length;
    if (runs === 0 || this.runDoc.at(runs - 1) !== doc) {
      this.runDoc.push(doc);
      this.runStart.push(slot);
    }
    const at = slot & MASK;
    (this.term[block] as Int32Array)[at] = id;
    (this.fields[block] as Uint8Array)[at] = field;
    (this.pos[block] as Uint8Array)[at] = pos;
    this.lastDoc[id] = doc;
    this.lastSlot[id] = slot;
  }

  /**
   * Sorted dictionary with stems, and postings grouped by term in offer order. The accumulator is
   * emptied. Terms and stems come as code units: a snapshot writes them so, a search makes strings.
   */
  finish(stem: (term: string) => string) {
    this.lastDoc = new Int32Array(0);
    this.lastSlot = new Int32Array(0);
    const { terms, rank } = sortedTerms(this.termIds);
    const count = terms.length;
    const postStart = new Int32Array(count + 1);
    const size = this.size;
    for (let i = 0; i < size; i++) bump(postStart, (rank[(this.term[i >>> BLOCK_BITS] as Int32Array)[i & MASK] as number] as number) + 1);
    for (let t = 0; t < count; t++) postStart[t + 1] = (postStart[t + 1] as number) + (postStart[t] as number);
    const fill = postStart.slice(0, count);
    const postDocs = new Int32Array(size);
    const postFields = new Uint8Array(size);
    const postPos = new Uint8Array(size);
    const runDoc = this.runDoc.finish();
    const runStart = this.runStart.finish();
    let run = -1;
    let doc = -1;
    let runEnd = 0;
    for (let block = 0; block * BLOCK < size; block++) {
      const term = this.term[block] as Int32Array;
      const fields = this.fields[block] as Uint8Array;
      const pos = this.pos[block] as Uint8Array;
      const end = Math.min(BLOCK, size - block * BLOCK);
      for (let i = 0; i < end; i++) {
        while (block * BLOCK + i >= runEnd) {
          run++;
          doc = runDoc[run] as number;
          runEnd = run + 1 < runStart.length ? (runStart[run + 1] as number) : size;
        }
        const t = rank[term[i] as number] as number;
        const at = (fill[t] as number)++;
        postDocs[at] = doc;
        postFields[at] = fields[i] as number;
        postPos[at] = pos[i] as number;
      }
      // Each block is let go once laid out, so the peak is not both layouts whole.
      this.term[block] = new Int32Array(0);
      this.fields[block] = new Uint8Array(0);
      this.pos[block] = new Uint8Array(0);
    }
    this.size = 0;
    // Stem ids in first-seen order over the sorted terms; each term's string lives only while stemmed.
    const stemIds = new StringInterner();
    const termStem = new Int32Array(count);
    for (let t = 0; t < count; t++) termStem[t] = stemIds.id(stem(terms.at(t) as string));
    return { terms, termStem, stems: stemIds.drain(), postStart, postDocs, postFields, postPos };
  }
}

/** The interner's terms sorted, and each term id's rank among them (the unsorted units go with this call). */
function sortedTerms(termIds: StringInterner): { terms: UnitStrings; rank: Int32Array } {
  const list = termIds.drain();
  const order = list.sortedOrder();
  const rank = new Int32Array(order.length);
  for (let r = 0; r < order.length; r++) rank[order[r] as number] = r;
  return { terms: list.permuted(order), rank };
}

/** Code key → its offers, the keys in first-seen order: (key, offer) pairs in typed columns instead of a list per key. */
export class CodeAccumulator {
  private readonly keyIds = new StringInterner();
  private lastDoc = new GrowingColumn(Int32Array);
  private pairKey = new GrowingColumn(Int32Array);
  private pairDoc = new GrowingColumn(Int32Array);

  /** Offers must arrive in increasing order; a key given twice for one offer counts once. */
  add(key: string, doc: number): void {
    const id = this.keyIds.id(key);
    if (id === this.lastDoc.length) this.lastDoc.push(-1);
    if (this.lastDoc.at(id) === doc) return;
    this.lastDoc.set(id, doc);
    this.pairKey.push(id);
    this.pairDoc.push(doc);
  }

  /** Keys, and each key's offers at codeDocs[codeStart[i] .. codeStart[i + 1]) in offer order. */
  finish() {
    this.lastDoc = new GrowingColumn(Int32Array);
    const codeKeys = this.keyIds.drain();
    const keys = this.pairKey.finish();
    const docs = this.pairDoc.finish();
    this.pairKey = new GrowingColumn(Int32Array);
    this.pairDoc = new GrowingColumn(Int32Array);
    const codeStart = new Int32Array(codeKeys.length + 1);
    for (const k of keys) bump(codeStart, k + 1);
    for (let i = 0; i < codeKeys.length; i++) codeStart[i + 1] = (codeStart[i + 1] as number) + (codeStart[i] as number);
    const fill = codeStart.slice(0, codeKeys.length);
    const codeDocs = new Int32Array(docs.length);
    for (let i = 0; i < keys.length; i++) codeDocs[bump(fill, keys[i] as number)] = docs[i] as number;
    return { codeKeys, codeStart, codeDocs };
  }
}
