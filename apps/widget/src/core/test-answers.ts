import type { ApiOffer, CompletionOfferItem, CompletionsAnswer, SearchAnswer } from '@vitrina/contracts';

// Whole API answers for tests (imported by tests only, never bundled): the fields a test cares about over empty ones.

export function testOffer(id: string, fields: Partial<ApiOffer> = {}): ApiOffer {
  return {
    id,
    name: id,
    url: `https://shop/${id}`,
    price: 10,
    oldPrice: null,
    currency: 'RUR',
    available: true,
    score: 0,
    pictures: [],
    category: null,
    categories: [],
    offerCode: null,
    vendor: null,
    params: {},
    ...fields,
  };
}

export function testSearchAnswer(fields: Partial<SearchAnswer> = {}): SearchAnswer {
  return { topOffersIds: [], offers: [], extraOffers: null, ads: [], hits: 0, categories: [], params: [], ...fields };
}

export function testCompletions(fields: Partial<CompletionsAnswer> = {}): CompletionsAnswer {
  return {
    searchBox: [],
    popular: [],
    categories: [],
    brands: [],
    history: [],
    suggestions: [],
    special_offers: [],
    offers: [],
    ...fields,
  };
}

export const testText = (plain: string, html = plain) => ({ html, plain });

export function testCompletionOffer(id: string, name: string, fields: Partial<CompletionOfferItem> = {}): CompletionOfferItem {
  return {
    type: 'offer',
    id,
    offer_code: null,
    text: testText(name),
    offer: { id, name, available: true, pictures: [], vendor: null },
    price: null,
    oldPrice: null,
    currency: null,
    url: `https://shop/${id}`,
    picture: null,
    ...fields,
  };
}
