// Adapters that put the peer engines behind one shape for the benchmark.
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import FlexSearch from 'flexsearch';
import lunr from 'lunr';
import MiniSearch from 'minisearch';
import { buildIndex, deserializeIndex, serializeIndex } from '../../packages/engine/src/index';
import type { Catalog } from './catalog';

export interface Searcher {
  /** Offer indices of the top 10. */
  search(query: string): number[];
  /** Same, with category and vendor facet counts (null when the engine has no facets). */
  searchWithFacets: ((query: string) => number[]) | null;
  /** Snapshot size and load time, for engines that have one. */
  snapshot?: () => { bytes: number; loadMs: number };
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

export const ours: Peer = {
  name: 'vitrina engine',
  build(catalog) {
    const index = buildIndex({ offers: catalog.offers, categories: catalog.categories });
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
