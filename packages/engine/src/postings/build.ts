import { createAnalyzer } from '../analysis/analyzer';
import type { IndexOptions } from '../options';
import { RegionCollector } from '../regions/collect';
import type { EngineCategory, EngineOffer } from '../types';
import { buildCategoryTree } from './category-tree';
import { codeKey, FIELD, type IndexData, NO_POS } from './index-data';
import { arrayOfferStore } from './offer-store';
import { PostingAccumulator } from './posting-accumulator';

/** Categories whose names an offer is also found by: its own and up to two ancestors. */
const CATEGORY_DEPTH = 3;

/** Builds the whole index in one pass over the offers. */
export function buildIndexData(offers: EngineOffer[], categories: EngineCategory[], options: IndexOptions): IndexData {
  const analyzer = createAnalyzer(options.locales, options.ignoredTokens);
  const fold = analyzer.fold;
  const catIndex = new Map<string, number>();
  for (let i = 0; i < categories.length; i++) catIndex.set((categories[i] as EngineCategory).id, i);
  const tree = buildCategoryTree(categories, catIndex);
  const n = offers.length;
  const acc = new PostingAccumulator(n * 24);
  const nameLen = new Uint8Array(n);
  const price = new Float64Array(n);
  const available = new Uint8Array(n);
  const rating = new Float32Array(n);
  const vendorOf = new Int32Array(n);
  const vendors: string[] = [];
  const vendorIndex = new Map<string, number>();
  const docCatStart = new Int32Array(n + 1);
  const docCats: number[] = [];
  const paramNames: string[] = [];
  const paramNameIndex = new Map<string, number>();
  const paramValues: string[] = [];
  const valueParam: number[] = [];
  const valueIndex = new Map<string, number>();
  const docParamStart = new Int32Array(n + 1);
  const docParams: number[] = [];
  const codes = new Map<string, number[]>();
  const regions = new RegionCollector();
  let totalNameLen = 0;
  let doc = 0;
  const emitName = (term: string, pos: number) => acc.add(term, doc, FIELD.name, pos < NO_POS ? pos : NO_POS - 1);
  const emitField = (field: number) => (term: string) => acc.add(term, doc, field, NO_POS);
  const emitCode = emitField(FIELD.code);
  const emitDescription = emitField(FIELD.description);
  // Vendors, categories and param values repeat across offers: analyse each distinct text once.
  const termCache = new Map<string, string[]>();
  const cachedTerms = (text: string): string[] => {
    let terms = termCache.get(text);
    if (!terms) {
      const list: string[] = [];
      analyzer.indexTerms(text, (term) => list.push(term));
      terms = list;
      if (termCache.size < 500_000) termCache.set(text, terms);
    }
    return terms;
  };
  const addCached = (text: string, field: number) => {
    for (const term of cachedTerms(text)) acc.add(term, doc, field, NO_POS);
  };
  const addCode = (code: string | null) => {
    if (!code) return;
    const key = codeKey(fold, code);
    if (!key) return;
    const list = codes.get(key);
    if (!list) codes.set(key, [doc]);
    else if (list[list.length - 1] !== doc) list.push(doc);
  };

  for (doc = 0; doc < n; doc++) {
    const offer = offers[doc] as EngineOffer;
    const len = analyzer.indexTerms(offer.name ?? '', emitName);
    nameLen[doc] = Math.min(255, Math.max(1, len));
    totalNameLen += nameLen[doc] as number;
    for (const code of [offer.vendorCode, offer.offerCode, offer.model]) if (code) analyzer.indexTerms(code, emitCode);
    for (const barcode of offer.barcodes ?? []) analyzer.indexTerms(barcode, emitCode);
    for (const code of [offer.id, offer.vendorCode, offer.offerCode, ...(offer.barcodes ?? [])]) addCode(code);
    if (offer.typePrefix) addCached(offer.typePrefix, FIELD.category);
    vendorOf[doc] = -1;
    if (offer.vendor?.trim()) {
      addCached(offer.vendor, FIELD.vendor);
      const key = fold(offer.vendor.trim());
      let v = vendorIndex.get(key);
      if (v === undefined) {
        v = vendors.length;
        vendors.push(offer.vendor.trim());
        vendorIndex.set(key, v);
      }
      vendorOf[doc] = v;
    }
    const ids = offer.categoryIds?.length ? offer.categoryIds : offer.categoryId ? [offer.categoryId] : [];
    for (const id of ids) {
      const c = catIndex.get(id);
      if (c === undefined || docCats.indexOf(c, docCatStart[doc] as number) !== -1) continue;
      docCats.push(c);
      for (let up = c, depth = 0; up !== -1 && depth < CATEGORY_DEPTH; up = tree.catParent[up] as number, depth++)
        addCached((categories[up] as EngineCategory).name, FIELD.category);
    }
    docCatStart[doc + 1] = docCats.length;
    for (const param of offer.params ?? []) {
      const name = param.name?.trim();
      const value = param.value?.trim();
      if (!name || !value || regions.take(doc, name, value)) continue;
      let p = paramNameIndex.get(name);
      if (p === undefined) {
        p = paramNames.length;
        paramNames.push(name);
        paramNameIndex.set(name, p);
      }
      const key = `${p}\u0001${value}`;
      let v = valueIndex.get(key);
      if (v === undefined) {
        v = paramValues.length;
        paramValues.push(value);
        valueParam.push(p);
        valueIndex.set(key, v);
      }
      docParams.push(v);
      if (options.indexParams) addCached(value, FIELD.params);
    }
    docParamStart[doc + 1] = docParams.length;
    if (offer.description) analyzer.indexTerms(offer.description.slice(0, options.descriptionMaxChars), emitDescription);
    price[doc] = typeof offer.price === 'number' && Number.isFinite(offer.price) ? offer.price : Number.NaN;
    available[doc] = offer.available === false ? 0 : 1;
    rating[doc] = typeof offer.rating === 'number' && Number.isFinite(offer.rating) ? offer.rating : Number.NaN;
  }

  const postings = acc.finish(analyzer.stem);
  const codeKeys = [...codes.keys()];
  const codeStart = new Int32Array(codeKeys.length + 1);
  const codeDocs: number[] = [];
  codeKeys.forEach((key, i) => {
    codeDocs.push(...(codes.get(key) as number[]));
    codeStart[i + 1] = codeDocs.length;
  });
  return {
    options,
    offers: arrayOfferStore(offers),
    categories,
    ...postings,
    nameLen,
    avgNameLen: n > 0 ? totalNameLen / n : 1,
    price,
    available,
    rating,
    vendorOf,
    vendors,
    docCatStart,
    docCats: Int32Array.from(docCats),
    ...tree,
    paramNames,
    paramValues,
    valueParam: Int32Array.from(valueParam),
    docParamStart,
    docParams: Int32Array.from(docParams),
    codeKeys,
    codeStart,
    codeDocs: Int32Array.from(codeDocs),
    ...regions.finish(n),
  };
}
