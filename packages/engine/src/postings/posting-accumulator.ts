import { bump } from '../util';

/** Collects (term, offer, field, position) while offers are read in order, then lays postings out by sorted term. */
export class PostingAccumulator {
  private termIds = new Map<string, number>();
  private termList: string[] = [];
  private lastDoc = new Int32Array(1024).fill(-1);
  private lastSlot = new Int32Array(1024);
  private term = new Int32Array(0);
  private doc = new Int32Array(0);
  private fields = new Uint8Array(0);
  private pos = new Uint8Array(0);
  private size = 0;

  constructor(capacity: number) {
    this.grow(Math.max(1024, capacity));
  }

  private grow(capacity: number): void {
    const copy = <T extends Int32Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old.subarray(0, this.size));
      return next;
    };
    this.term = copy(this.term, (c) => new Int32Array(c));
    this.doc = copy(this.doc, (c) => new Int32Array(c));
    this.fields = copy(this.fields, (c) => new Uint8Array(c));
    this.pos = copy(this.pos, (c) => new Uint8Array(c));
  }

  /** Offers must arrive in increasing order; a term seen again in the same offer merges into one posting. */
  add(text: string, doc: number, field: number, pos: number): void {
    let id = this.termIds.get(text);
    if (id === undefined) {
      id = this.termList.length;
      this.termList.push(text);
      this.termIds.set(text, id);
      if (id >= this.lastDoc.length) {
        const lastDoc = new Int32Array(this.lastDoc.length * 2).fill(-1);
        lastDoc.set(this.lastDoc);
        this.lastDoc = lastDoc;
        const lastSlot = new Int32Array(this.lastSlot.length * 2);
        lastSlot.set(this.lastSlot);
        this.lastSlot = lastSlot;
      }
    }
    if (this.lastDoc[id] === doc) {
      const slot = this.lastSlot[id] as number;
      this.fields[slot] = (this.fields[slot] as number) | field;
      if (pos < (this.pos[slot] as number)) this.pos[slot] = pos;
      return;
    }
    if (this.size === this.doc.length) this.grow(this.size * 2);
    const slot = this.size++;
    this.term[slot] = id;
    this.doc[slot] = doc;
    this.fields[slot] = field;
    this.pos[slot] = pos;
    this.lastDoc[id] = doc;
    this.lastSlot[id] = slot;
  }

  /** Sorted dictionary with stems, and postings grouped by term in offer order. */
  finish(stem: (term: string) => string) {
    const count = this.termList.length;
    const order = Array.from({ length: count }, (_, i) => i);
    const list = this.termList;
    order.sort((a, b) => ((list[a] as string) < (list[b] as string) ? -1 : 1));
    const rank = new Int32Array(count);
    for (let r = 0; r < count; r++) rank[order[r] as number] = r;
    const terms = order.map((id) => list[id] as string);
    const postStart = new Int32Array(count + 1);
    for (let i = 0; i < this.size; i++) bump(postStart, (rank[this.term[i] as number] as number) + 1);
    for (let t = 0; t < count; t++) postStart[t + 1] = (postStart[t + 1] as number) + (postStart[t] as number);
    const fill = postStart.slice(0, count);
    const postDocs = new Int32Array(this.size);
    const postFields = new Uint8Array(this.size);
    const postPos = new Uint8Array(this.size);
    for (let i = 0; i < this.size; i++) {
      const t = rank[this.term[i] as number] as number;
      const at = (fill[t] as number)++;
      postDocs[at] = this.doc[i] as number;
      postFields[at] = this.fields[i] as number;
      postPos[at] = this.pos[i] as number;
    }
    const stemIds = new Map<string, number>();
    const stems: string[] = [];
    const termStem = new Int32Array(count);
    for (let t = 0; t < count; t++) {
      const s = stem(terms[t] as string);
      let id = stemIds.get(s);
      if (id === undefined) {
        id = stems.length;
        stems.push(s);
        stemIds.set(s, id);
      }
      termStem[t] = id;
    }
    return { terms, termStem, stems, postStart, postDocs, postFields, postPos };
  }
}
