import type { SearchAnswer } from '@vitrina/contracts';
import type { EngineOffer, SearchHit } from '@vitrina/engine';
import { describe, expect, it } from 'vitest';
import { toApiHit } from '../../lib';
import { type AnswerAfterOffers, answerJson, createOfferJsonCache } from './answer-json';

const offer = (id: string, overrides: Partial<EngineOffer> = {}): EngineOffer => ({
  id,
  groupId: null,
  name: `Offer ${id}`,
  vendor: 'Acme',
  vendorCode: null,
  model: null,
  typePrefix: null,
  url: `https://shop.example/${id}`,
  description: '',
  categoryId: 'c1',
  categoryIds: ['c1'],
  price: 10.5,
  oldPrice: null,
  currencyId: 'RUB',
  available: true,
  pictures: [],
  params: [
    { name: 'Цвет', value: 'красный', unit: null },
    { name: 'Цвет', value: 'синий', unit: null },
  ],
  rating: null,
  reviewCount: null,
  offerCode: null,
  barcodes: [],
  ...overrides,
});
const names = (id: string) => (id === 'c1' ? 'Чайники' : null);
const rest: AnswerAfterOffers = { extraOffers: null, ads: [], hits: 3, categories: [], params: [] };

/** What serializing the whole answer at once gives. */
const whole = (topOffersIds: string[], hits: SearchHit[], extra: Partial<SearchAnswer> = {}) =>
  JSON.stringify({ topOffersIds, offers: hits.map((hit) => toApiHit(hit, names)), ...rest, ...extra });

describe('answerJson', () => {
  // Names that would break a splice at the score if it were looked for carelessly.
  const tricky = [
    offer('a'),
    offer('b', { name: 'Kettle "score":0, 2 l', vendor: '"score":0', url: null, price: null }),
    offer('c', { name: 'Чайник\u2028\\"', oldPrice: 12, available: false, pictures: ['p.jpg'], categoryIds: [] }),
  ];

  it('gives byte for byte the JSON of the whole answer, the first time and when offers are reused', () => {
    for (let round = 0; round < 2; round++) {
      const hits: SearchHit[] = tricky.map((o, i) => ({ offer: o, score: 1.23456 * (i + round) }));
      const after = { ...rest, correctedQuery: 'чайник' };
      expect(answerJson(['b'], hits, after, names, true).toString()).toBe(whole(['b'], hits, { correctedQuery: 'чайник' }));
    }
  });

  it('serializes explained, regional and no offers as they are', () => {
    const explained: SearchHit = {
      offer: tricky[0] as EngineOffer,
      score: 2,
      explain: {
        text: 1,
        terms: [],
        boosts: { price: 1, availability: 1, popularity: 1, rating: 1, proximity: 1, learned: 1, category: 1, sku: 0 },
        step: 'all',
      },
    };
    const mixed: SearchHit[] = [
      explained,
      { offer: tricky[1] as EngineOffer, score: 1 },
      explained,
      { offer: tricky[2] as EngineOffer, score: 0 },
    ];
    expect(answerJson([], mixed, rest, names, true).toString()).toBe(whole([], mixed));
    const regional: SearchHit[] = [{ offer: { ...(tricky[1] as EngineOffer), price: 99 }, score: 0.5 }];
    expect(answerJson([], regional, rest, names, false).toString()).toBe(whole([], regional));
    expect(JSON.parse(answerJson([], [], rest, names, true).toString())).toEqual(JSON.parse(whole([], [])));
  });

  it("does not reuse an offer's JSON across indexes, whose category names may differ", () => {
    const hits: SearchHit[] = [{ offer: tricky[0] as EngineOffer, score: 1 }];
    answerJson([], hits, rest, names, true);
    const renamed = () => 'Electric kettles';
    expect(JSON.parse(answerJson([], hits, rest, renamed, true).toString()).offers[0].category.name).toBe('Electric kettles');
  });

  it("keeps offers' JSON within its bytes however many offers are paged through, the answers unchanged", () => {
    const cache = createOfferJsonCache(8 * 1024);
    for (let page = 0; page < 50; page++) {
      const hits: SearchHit[] = Array.from({ length: 24 }, (_, i) => ({ offer: offer(`p${page}-${i}`), score: i }));
      expect(answerJson([], hits, rest, names, true, cache).toString()).toBe(whole([], hits));
      // One offer's JSON over the bound at most: the newer generation is dropped to the older once full.
      expect(cache.bytes()).toBeLessThan(8 * 1024 + 1024);
    }
  });
});
