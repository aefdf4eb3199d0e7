import type { ApiOffer, CompletionItem, CompletionsAnswer, SearchAnswer, SearchSort, SearchStopReason } from '@vitrina/contracts';
import { EMPTY_SELECTION, type Selection } from './api';

/** Completion groups in the order they are shown and walked by the arrow keys. */
export const COMPLETION_GROUPS = ['history', 'popular', 'suggestions', 'categories', 'brands', 'special_offers', 'offers'] as const;
export type CompletionGroup = (typeof COMPLETION_GROUPS)[number];

export interface ResultsState {
  status: 'idle' | 'loading' | 'done' | 'error';
  /** The query the results belong to. */
  query: string;
  offers: ApiOffer[];
  hits: number;
  facets: SearchAnswer['params'];
  categories: SearchAnswer['categories'];
  correctedQuery?: string;
  grouped: boolean;
  /** Offers shown when the search found nothing (search with an empty query). */
  popular: ApiOffer[];
  loadingMore: boolean;
}

export interface WidgetState {
  open: boolean;
  /** Text in the search field. */
  input: string;
  completions: CompletionsAnswer | null;
  completionsOpen: boolean;
  /** Index into `completionItems`, -1 when nothing is highlighted. */
  active: number;
  results: ResultsState;
  selection: Selection;
  sort: SearchSort;
  reason?: SearchStopReason;
  cart: number;
  /** Units of each offer put in the cart from the widget, by offer id (absent: not in the cart). */
  quantities: Record<string, number>;
  /** ApiOffer ids on the wishlist. */
  wishlist: string[];
}

export const INITIAL_RESULTS: ResultsState = {
  status: 'idle',
  query: '',
  offers: [],
  hits: 0,
  facets: [],
  categories: [],
  grouped: false,
  popular: [],
  loadingMore: false,
};

export function createInitialState(): WidgetState {
  return {
    open: false,
    input: '',
    completions: null,
    completionsOpen: false,
    active: -1,
    results: INITIAL_RESULTS,
    selection: EMPTY_SELECTION,
    sort: 'relevance',
    cart: 0,
    quantities: {},
    wishlist: [],
  };
}

export type Action =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'input'; value: string }
  | { type: 'completions'; query: string; data: CompletionsAnswer }
  | { type: 'completions-hide' }
  | { type: 'highlight'; delta: number }
  | { type: 'highlight-set'; index: number }
  | { type: 'search-start'; query: string; append: boolean }
  | { type: 'search-done'; query: string; append: boolean; data: SearchAnswer; grouped: boolean }
  | { type: 'search-fail' }
  | { type: 'popular'; offers: ApiOffer[] }
  | { type: 'toggle-option'; facet: string; option: string }
  | { type: 'set-price'; from?: number; to?: number; facet?: string }
  | { type: 'set-sort'; sort: SearchSort }
  | { type: 'clear-filters' }
  | { type: 'cart'; count: number }
  | { type: 'quantity'; offerId: string; quantity: number }
  | { type: 'wishlist'; offerId: string; on: boolean };

/** The completion items in display order, each with its group. */
export function completionItems(data: CompletionsAnswer | null): { group: CompletionGroup; item: CompletionItem }[] {
  if (!data) return [];
  const out: { group: CompletionGroup; item: CompletionItem }[] = [];
  for (const group of COMPLETION_GROUPS) {
    for (const item of data[group] ?? []) if (item?.text?.plain?.trim()) out.push({ group, item });
  }
  return out;
}

/** The state after an action; pure, so every transition is testable without a DOM. */
export function reduce(state: WidgetState, action: Action): WidgetState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true };
    case 'close':
      return { ...state, open: false, completionsOpen: false, active: -1 };
    case 'input':
      return { ...state, input: action.value, completionsOpen: true, active: -1 };
    case 'completions':
      // An answer for an older text is dropped: the shopper has typed on.
      if (action.query !== state.input.trim()) return state;
      return { ...state, completions: action.data, active: -1, reason: action.data.reason ?? state.reason };
    case 'completions-hide':
      return { ...state, completionsOpen: false, active: -1 };
    case 'highlight': {
      const count = completionItems(state.completions).length;
      if (count === 0) return { ...state, active: -1 };
      let next = state.active + action.delta;
      if (next < -1) next = count - 1;
      if (next >= count) next = -1;
      return { ...state, active: next, completionsOpen: true };
    }
    case 'highlight-set':
      return { ...state, active: action.index };
    case 'search-start': {
      if (action.append) return { ...state, results: { ...state.results, loadingMore: true } };
      return {
        ...state,
        completionsOpen: false,
        active: -1,
        results: { ...state.results, status: 'loading', query: action.query, popular: [] },
      };
    }
    case 'search-done': {
      const { data } = action;
      const prev = state.results;
      const offers = action.append ? [...prev.offers, ...data.offers] : data.offers;
      const results: ResultsState = {
        status: 'done',
        query: action.query,
        offers,
        hits: data.hits,
        facets: action.append ? prev.facets : (data.params ?? []),
        categories: action.append ? prev.categories : (data.categories ?? []),
        grouped: action.grouped,
        popular: action.append ? prev.popular : [],
        loadingMore: false,
      };
      if (data.correctedQuery) results.correctedQuery = data.correctedQuery;
      const next: WidgetState = { ...state, results };
      if (data.reason) next.reason = data.reason;
      return next;
    }
    case 'search-fail':
      return { ...state, results: { ...state.results, status: 'error', loadingMore: false } };
    case 'popular':
      return { ...state, results: { ...state.results, popular: action.offers } };
    case 'toggle-option': {
      const current = state.selection.options[action.facet] ?? [];
      const has = current.includes(action.option);
      // The API takes one category: choosing another replaces it.
      const next = has
        ? current.filter((o) => o !== action.option)
        : action.facet === 'category'
          ? [action.option]
          : [...current, action.option];
      return { ...state, selection: { ...state.selection, options: { ...state.selection.options, [action.facet]: next } } };
    }
    case 'set-price': {
      const price: Selection['price'] = {};
      if (action.from !== undefined) price.from = action.from;
      if (action.to !== undefined) price.to = action.to;
      // A range param keeps its bounds under its own facet id; 'price' is the price.
      if (action.facet && action.facet !== 'price')
        return { ...state, selection: { ...state.selection, ranges: { ...state.selection.ranges, [action.facet]: price } } };
      return { ...state, selection: { ...state.selection, price } };
    }
    case 'set-sort':
      return { ...state, sort: action.sort };
    case 'clear-filters':
      return { ...state, selection: EMPTY_SELECTION };
    case 'cart':
      return { ...state, cart: Math.max(0, action.count) };
    case 'quantity': {
      const quantities = { ...state.quantities };
      if (action.quantity > 0) quantities[action.offerId] = action.quantity;
      else delete quantities[action.offerId];
      return { ...state, quantities };
    }
    case 'wishlist': {
      const has = state.wishlist.includes(action.offerId);
      if (has === action.on) return state;
      return { ...state, wishlist: action.on ? [...state.wishlist, action.offerId] : state.wishlist.filter((id) => id !== action.offerId) };
    }
  }
}
