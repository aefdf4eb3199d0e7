import { type Analyzer, createAnalyzer } from '../analysis/analyzer';
import { createHeadFinder, type HeadFinder } from '../analysis/head';
import type { IndexOptions } from '../options';
import { RegionCollector } from '../regions/collect';
import type { RecordSpill } from '../snapshot/chunked-bytes';
import { OfferEncoder } from '../snapshot/offer-codec';
import type { EngineCategory, EngineOffer } from '../types';
import { buildCategoryTree, type CategoryTree } from './category-tree';
import { GrowingColumn } from './column';
import { type BuiltIndexData, codeKey, FIELD, type IndexData, NO_POS } from './index-data';
import { sortedOrder } from './key-index';
import { arrayOfferStore, encodedOfferStore } from './offer-store';
import { CodeAccumulator, PostingAccumulator } from './posting-accumulator';
import { type UnitStrings, UnitStringsBuilder } from './unit-strings';

/** Categories whose names an offer is also found by: its own and up to two ancestors. */
const CATEGORY_DEPTH = 3;

/**
 * Builds an index one offer at a time, in one pass. Offers are numbered in the order they are
 * added; categories are known up front. With `keepOffers` the offers stay as the given objects;
 * otherwise each is encoded into binary records as it comes (offer-codec.ts), so a catalogue of
 * any size is never held as objects.
 */
export class IndexBuilder {
  private readonly analyzer: Analyzer;
  private readonly heads: HeadFinder;
  /** The name's terms and positions, held until its head is known. */
  private readonly nameTerms: string[] = [];
  private readonly namePos: number[] = [];
  private readonly fold: (text: string) => string;
  private readonly catIndex = new Map<string, number>();
  private readonly tree: CategoryTree;
  private readonly acc = new PostingAccumulator();
  private readonly nameLen = new GrowingColumn(Uint8Array);
  private readonly price = new GrowingColumn(Float64Array);
  private readonly available = new GrowingColumn(Uint8Array);
  private readonly rating = new GrowingColumn(Float32Array);
  private readonly vendorOf = new GrowingColumn(Int32Array);
  private readonly vendors: string[] = [];
  private readonly vendorIndex = new Map<string, number>();
  private readonly docCatStart = new GrowingColumn(Int32Array);
  private readonly docCats = new GrowingColumn(Int32Array);
  private readonly paramNames: string[] = [];
  private readonly paramNameIndex = new Map<string, number>();
  private readonly paramValues: string[] = [];
  private readonly valueParam: number[] = [];
  private readonly valueIndex = new Map<string, number>();
  private readonly docParamStart = new GrowingColumn(Int32Array);
  private readonly docParams = new GrowingColumn(Int32Array);
  private readonly codes = new CodeAccumulator();
  private readonly regions = new RegionCollector();
  /** Vendors, categories and param values repeat across offers: each distinct text is analysed once. */
  private readonly termCache = new Map<string, string[]>();
  /** Offer ids as code units: an encoded build's offers are never strings while it runs. */
  private readonly ids = new UnitStringsBuilder();
  private readonly kept: EngineOffer[] | null;
  private readonly encoder: OfferEncoder | null;
  private totalNameLen = 0;
  private doc = 0;
  private finished = false;
  private readonly emitName = (term: string, pos: number) => {
    this.nameTerms.push(term);
    this.namePos.push(pos < NO_POS ? pos : NO_POS - 1);
  };
  private readonly emitCode = (term: string) => this.acc.add(term, this.doc, FIELD.code, NO_POS);
  private readonly emitDescription = (term: string) => this.acc.add(term, this.doc, FIELD.description, NO_POS);

  constructor(
    private readonly categories: EngineCategory[],
    private readonly options: IndexOptions,
    keepOffers = false,
    spill: RecordSpill | null = null,
  ) {
    this.analyzer = createAnalyzer(options.locales, options.ignoredTokens);
    this.fold = this.analyzer.fold;
    this.heads = createHeadFinder(options.locales, this.fold);
    for (let i = 0; i < categories.length; i++) this.catIndex.set((categories[i] as EngineCategory).id, i);
    this.tree = buildCategoryTree(categories, this.catIndex);
    this.kept = keepOffers ? [] : null;
    this.encoder = keepOffers ? null : new OfferEncoder(spill);
    this.docCatStart.push(0);
    this.docParamStart.push(0);
  }

  get size(): number {
    return this.doc;
  }

  private cachedTerms(text: string): string[] {
    let terms = this.termCache.get(text);
    if (!terms) {
      const list: string[] = [];
      this.analyzer.indexTerms(text, (term) => list.push(term));
      terms = list;
      if (this.termCache.size < 500_000) this.termCache.set(text, terms);
    }
    return terms;
  }

  private addCached(text: string, field: number): void {
    for (const term of this.cachedTerms(text)) this.acc.add(term, this.doc, field, NO_POS);
  }

  /** The name's terms as postings, those of its head marked. */
  private addName(): void {
    const { nameTerms, namePos } = this;
    const { from, to, word } = this.heads.find(nameTerms, namePos, nameTerms.length);
    for (let i = 0; i < nameTerms.length; i++) {
      const pos = namePos[i] as number;
      const head = pos === word ? FIELD.head | FIELD.headWord : pos >= from && pos < to ? FIELD.head : 0;
      this.acc.add(nameTerms[i] as string, this.doc, FIELD.name | head, pos);
    }
    nameTerms.length = 0;
    namePos.length = 0;
  }

  private addCode(code: string | null | undefined): void {
    if (!code) return;
    const key = codeKey(this.fold, code);
    if (!key) return;
    this.codes.add(key, this.doc);
  }

  /** Indexes the next offer. */
  add(offer: EngineOffer): void {
    if (this.finished) throw new Error('ENGINE_BUILDER_FINISHED: the index is built already');
    const { analyzer, fold, categories, tree } = this;
    const doc = this.doc;
    const len = Math.min(255, Math.max(1, analyzer.indexTerms(offer.name ?? '', this.emitName)));
    this.addName();
    this.nameLen.push(len);
    this.totalNameLen += len;
    for (const code of [offer.vendorCode, offer.offerCode, offer.model]) if (code) analyzer.indexTerms(code, this.emitCode);
    for (const barcode of offer.barcodes ?? []) analyzer.indexTerms(barcode, this.emitCode);
    for (const code of [offer.id, offer.vendorCode, offer.offerCode, ...(offer.barcodes ?? [])]) this.addCode(code);
    if (offer.typePrefix) this.addCached(offer.typePrefix, FIELD.category);
    let vendor = -1;
    if (offer.vendor?.trim()) {
      this.addCached(offer.vendor, FIELD.vendor);
      const key = fold(offer.vendor.trim());
      let v = this.vendorIndex.get(key);
      if (v === undefined) {
        v = this.vendors.length;
        this.vendors.push(offer.vendor.trim());
        this.vendorIndex.set(key, v);
      }
      vendor = v;
    }
    this.vendorOf.push(vendor);
    const ids = offer.categoryIds?.length ? offer.categoryIds : offer.categoryId ? [offer.categoryId] : [];
    const catStart = this.docCats.length;
    for (const id of ids) {
      const c = this.catIndex.get(id);
      if (c === undefined || this.docCats.indexOf(c, catStart) !== -1) continue;
      this.docCats.push(c);
      for (let up = c, depth = 0; up !== -1 && depth < CATEGORY_DEPTH; up = tree.catParent[up] as number, depth++)
        this.addCached((categories[up] as EngineCategory).name, FIELD.category);
    }
    this.docCatStart.push(this.docCats.length);
    for (const param of offer.params ?? []) {
      const name = param.name?.trim();
      const value = param.value?.trim();
      if (!name || !value || this.regions.take(doc, name, value)) continue;
      let p = this.paramNameIndex.get(name);
      if (p === undefined) {
        p = this.paramNames.length;
        this.paramNames.push(name);
        this.paramNameIndex.set(name, p);
      }
      const key = `${p}\u0001${value}`;
      let v = this.valueIndex.get(key);
      if (v === undefined) {
        v = this.paramValues.length;
        this.paramValues.push(value);
        this.valueParam.push(p);
        this.valueIndex.set(key, v);
      }
      this.docParams.push(v);
      if (this.options.indexParams) this.addCached(value, FIELD.params);
    }
    this.docParamStart.push(this.docParams.length);
    if (offer.description) analyzer.indexTerms(offer.description.slice(0, this.options.descriptionMaxChars), this.emitDescription);
    this.price.push(typeof offer.price === 'number' && Number.isFinite(offer.price) ? offer.price : Number.NaN);
    this.available.push(offer.available === false ? 0 : 1);
    this.rating.push(typeof offer.rating === 'number' && Number.isFinite(offer.rating) ? offer.rating : Number.NaN);
    if (this.kept) this.kept.push(offer);
    else {
      this.ids.push(offer.id);
      this.encoder?.add(offer);
    }
    this.doc++;
  }

  /** The index data, ready to search; the builder is spent. */
  finish(): IndexData {
    const data = this.finishBuilt();
    const terms = data.terms.toArray();
    return { ...data, terms, stems: stemStrings(terms, data.termStem, data.stems) };
  }

  /** The index data with its terms and stems still code units (what a snapshot writes); the builder is spent. */
  finishBuilt(): BuiltIndexData {
    if (this.finished) throw new Error('ENGINE_BUILDER_FINISHED: the index is built already');
    this.finished = true;
    const n = this.doc;
    this.termCache.clear();
    const postings = this.acc.finish(this.analyzer.stem);
    const { codeKeys, codeStart, codeDocs } = this.codes.finish();
    const offers = this.kept ? arrayOfferStore(this.kept) : encodedOfferStore(this.ids.finish(), (this.encoder as OfferEncoder).finish());
    return {
      options: this.options,
      offers,
      categories: this.categories,
      ...postings,
      nameLen: this.nameLen.finish(),
      avgNameLen: n > 0 ? this.totalNameLen / n : 1,
      price: this.price.finish(),
      available: this.available.finish(),
      rating: this.rating.finish(),
      vendorOf: this.vendorOf.finish(),
      vendors: this.vendors,
      docCatStart: this.docCatStart.finish(),
      docCats: this.docCats.finish(),
      ...this.tree,
      paramNames: this.paramNames,
      paramValues: this.paramValues,
      valueParam: Int32Array.from(this.valueParam),
      docParamStart: this.docParamStart.finish(),
      docParams: this.docParams.finish(),
      codeKeys,
      codeStart,
      codeDocs,
      ...this.regions.finish(n),
      // An encoded build is headed for a snapshot, which needs these sorted orders; search looks keys up by them too.
      ...(this.kept ? {} : { orders: { ids: sortedOrder(offers.ids), codes: sortedOrder(codeKeys), stems: sortedOrder(postings.stems) } }),
    };
  }
}

/**
 * The stems as strings for a searchable index, a stem equal to its first term sharing that term's
 * string (most stems of codes, numbers and short words are their term): search keeps a map of them.
 */
function stemStrings(terms: string[], termStem: Int32Array, stems: UnitStrings): string[] {
  const out: string[] = new Array(stems.length);
  for (let t = 0; t < terms.length; t++) {
    const s = termStem[t] as number;
    if (out[s] !== undefined) continue;
    const stem = stems.at(s) as string;
    const term = terms[t] as string;
    out[s] = stem === term ? term : stem;
  }
  return out;
}

/** Builds the whole index in one pass over the offers, keeping them as they are. */
export function buildIndexData(offers: EngineOffer[], categories: EngineCategory[], options: IndexOptions): IndexData {
  const builder = new IndexBuilder(categories, options, true);
  for (const offer of offers) builder.add(offer);
  return builder.finish();
}
