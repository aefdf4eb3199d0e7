// Adapters that put the peer engines behind one shape for the benchmark.
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import FlexSearch from 'flexsearch';
import lunr from 'lunr';
import MiniSearch from 'minisearch';
import { buildIndex, deserializeIndex, type LearnedSignals, serializeIndex } from '../../packages/engine/src/index';
import type { Catalog } from './catalog';

export interface Searcher {
  /** Offer indices of the top 10. */
  search(query: string): number[];
  /** Same, with category and vendor facet counts (null when the engine has no facets). */
  searchWithFacets: ((query: string) => number[]) | null;
  /** Snapshot size and load time, for engines that have one. */
  snapshot?: () => { bytes: number; loadMs: number };
  /** Work done once before timing (learned signals per query, as a search node holds them in memory). */
  prepare?: (queries: string[]) => void;
  /** Completions of a typed prefix (suggestions, 4 offers, categories, brands), for engines that have them. */
  complete?: (typed: string) => void;
}

export interface Peer {
  name: string;
  build(catalog: Catalog): Searcher | Promise<Searcher>;
}

const catName = (catalog: Catalog) => {
  const names = new Map(catalog.categories.map((c) => [c.id, c.name]));
  return (id: string | null) => (id ? (names.get(id) ?? '') : '');
};

/** Our engine as built in memory (`loaded`: as a search node holds it after loading its snapshot). */
const oursPeer = (loaded: boolean): Peer => ({
  name: loaded ? 'vitrina engine, loaded from its snapshot' : 'vitrina engine',
  build(catalog) {
    const built = buildIndex({ offers: catalog.offers, categories: catalog.categories });
    const index = loaded ? deserializeIndex(serializeIndex(built)) : built;
    const ids = new Map(catalog.offers.map((offer, i) => [offer.id, i]));
    const toIdx = (hits: Array<{ offer: { id: string } }>) => hits.map((hit) => ids.get(hit.offer.id) as number);
    return {
      search: (query) => toIdx(index.search({ query, limit: 10 }).offers),
      searchWithFacets: (query) => toIdx(index.search({ query, limit: 10, facets: ['category', 'vendor'] }).offers),
      complete: (typed) => void index.complete({ query: typed }),
      snapshot: () => {
        const bytes = serializeIndex(index);
        const start = performance.now();
        deserializeIndex(bytes);
        return { bytes: bytes.byteLength, loadMs: performance.now() - start };
      },
    };
  },
});
export const ours = oursPeer(false);
export const oursLoaded = oursPeer(true);

/** Learned offers per query (the server's LEARNED_OFFERS_PER_QUERY) and learned categories per query. */
const LEARNED_OFFERS = 50;
const LEARNED_CATEGORIES = 3;

/**
 * Our engine with shoppers' learned signals on every query, as the server sends them: per query one
 * map of 50 offers (the query's own top matches among them) with multipliers, and 3 clicked categories.
 */
export const oursLearned: Peer = {
  name: 'vitrina engine + learned signals',
  build(catalog) {
    const index = buildIndex({ offers: catalog.offers, categories: catalog.categories });
    const ids = new Map(catalog.offers.map((offer, i) => [offer.id, i]));
    const toIdx = (hits: Array<{ offer: { id: string } }>) => hits.map((hit) => ids.get(hit.offer.id) as number);
    const learned = new Map<string, LearnedSignals>();
    let seed = 1;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const signalsOf = (query: string): LearnedSignals => {
      let signals = learned.get(query);
      if (!signals) {
        const offers = new Map<string, number>();
        for (const hit of index.search({ query, limit: 20 }).offers) offers.set(hit.offer.id, 0.25 + random() * 3.75);
        while (offers.size < LEARNED_OFFERS)
          offers.set(catalog.offers[Math.floor(random() * catalog.offers.length)]?.id as string, 0.5 + random());
        const categories = new Map<string, number>();
        for (let i = 0; i < LEARNED_CATEGORIES; i++)
          categories.set(catalog.categories[Math.floor(random() * catalog.categories.length)]?.id as string, random());
        signals = { offers, categories };
        learned.set(query, signals);
      }
      return signals;
    };
    return {
      prepare: (queries) => {
        for (const query of queries) signalsOf(query);
      },
      search: (query) => toIdx(index.search({ query, limit: 10, learned: signalsOf(query) }).offers),
      searchWithFacets: (query) =>
        toIdx(index.search({ query, limit: 10, facets: ['category', 'vendor'], learned: signalsOf(query) }).offers),
    };
  },
};

export const minisearch: Peer = {
  name: 'MiniSearch 7.2 (fuzzy 0.2, prefix)',
  build(catalog) {
    const category = catName(catalog);
    const index = new MiniSearch<{ id: number; name: string; vendor: string; category: string }>({
      fields: ['name', 'vendor', 'category'],
      searchOptions: { fuzzy: 0.2, prefix: true, boost: { name: 2 } },
    });
    index.addAll(
      catalog.offers.map((offer, id) => ({ id, name: offer.name, vendor: offer.vendor ?? '', category: category(offer.categoryId) })),
    );
    return {
      search: (query) =>
        index
          .search(query)
          .slice(0, 10)
          .map((hit) => hit.id as number),
      searchWithFacets: null,
    };
  },
};

export const orama: Peer = {
  name: 'Orama 3.1 (tolerance 1)',
  async build(catalog) {
    const category = catName(catalog);
    const db = create({ schema: { idx: 'number', name: 'string', vendor: 'enum', category: 'enum', price: 'number' } as const });
    await insertMultiple(
      db,
      catalog.offers.map((offer, idx) => ({
        idx,
        name: offer.name,
        vendor: offer.vendor ?? '',
        category: category(offer.categoryId),
        price: offer.price ?? 0,
      })),
      5000,
    );
    const run = (query: string, facets: boolean) => {
      const result = oramaSearch(db, {
        term: query,
        properties: ['name'],
        tolerance: 1,
        limit: 10,
        ...(facets ? { facets: { vendor: {}, category: {} } } : {}),
      }) as unknown as { hits: Array<{ document: { idx: number } }> };
      return result.hits.map((hit) => hit.document.idx);
    };
    return { search: (query) => run(query, false), searchWithFacets: (query) => run(query, true) };
  },
};

export const flexsearch: Peer = {
  name: 'FlexSearch 0.8 (forward, suggest)',
  build(catalog) {
    const category = catName(catalog);
    const index = new FlexSearch.Index({ tokenize: 'forward' });
    catalog.offers.forEach((offer, i) => {
      index.add(i, `${offer.name} ${offer.vendor ?? ''} ${category(offer.categoryId)}`);
    });
    return { search: (query) => (index.search(query, { limit: 10, suggest: true }) as number[]).slice(0, 10), searchWithFacets: null };
  },
};

export const lunrPeer: Peer = {
  name: 'Lunr 2.3 (fuzzy ~1)',
  build(catalog) {
    const category = catName(catalog);
    const index = lunr(function () {
      // The default trimmer strips non-Latin letters: without this Cyrillic would vanish.
      this.pipeline.remove(lunr.trimmer);
      this.ref('i');
      this.field('name', { boost: 2 });
      this.field('vendor');
      this.field('category');
      catalog.offers.forEach((offer, i) => {
        this.add({ i: String(i), name: offer.name, vendor: offer.vendor ?? '', category: category(offer.categoryId) });
      });
    });
    return {
      search: (query) => {
        const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
        const hits = index.query((q) => {
          for (const term of terms) q.term(term, { editDistance: 1 });
        });
        return hits.slice(0, 10).map((hit) => Number(hit.ref));
      },
      searchWithFacets: null,
    };
  },
};
