import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFormula } from '../formula/formula';
import { makeOffer } from '../testing';
import { createRecommender } from './recommender';
import type { RecEvent, RecommendationType } from './types';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const IDS = Array.from({ length: 10 }, (_, i) => `p${i}`);
const TYPES: RecommendationType[] = [
  'popular',
  'recently',
  'similar_by_text',
  'similar_by_photo',
  'discount',
  'personal',
  'empty',
  'with_this_product_view',
  'with_this_product_buy',
  'with_this_product_buy_with_view',
  'with_this_product_buy_with_search',
  'personal_popular',
  'personal_category',
];

describe('recently viewed', () => {
  it('answers what the visitor viewed, newest first, without repeats, the current product or unavailable offers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...IDS), { minLength: 1, maxLength: 30 }),
        fc.constantFrom(...IDS),
        fc.subarray(IDS),
        (views, product, unavailable) => {
          const offers = IDS.map((id) => makeOffer({ id, name: id, available: !unavailable.includes(id) }));
          const rec = createRecommender({ offers });
          rec.addEvents(views.map((offerId, i) => ({ type: 'view', userId: 'me', offerId, ts: i * 1000 })));
          rec.addEvents([{ type: 'view', userId: 'someone else', offerId: 'p9', ts: 1e9 }]);
          const expected = [...new Set([...views].reverse())].filter((id) => id !== product && !unavailable.includes(id));
          const got = rec.recommend({ type: 'recently', userId: 'me', productId: product, limit: 50, now: 1e9 });
          expect(got.map((r) => r.offer.id)).toEqual(expected);
        },
      ),
    );
  });

  it('adds the offers the page remembers after those the events tell', () => {
    const rec = createRecommender({ offers: IDS.map((id) => makeOffer({ id, name: id })) });
    rec.addEvents([{ type: 'view', userId: 'me', offerId: 'p1', ts: 1 }]);
    const got = rec.recommend({ type: 'recently', userId: 'me', recentIds: ['p2', 'p1', 'nope'], now: 2 });
    expect(got.map((r) => r.offer.id)).toEqual(['p1', 'p2']);
  });
});

describe('every widget type', () => {
  it('never answers the current product, an unavailable offer, an offer twice or more than the limit', () => {
    const events = fc.array(
      fc.record({
        type: fc.constantFrom<RecEvent['type']>('view', 'cart', 'purchase', 'search', 'wishlist'),
        userId: fc.constantFrom('a', 'b', 'c'),
        offerId: fc.constantFrom(...IDS),
        ts: fc.integer({ min: 0, max: 10 * HOUR }),
        query: fc.option(fc.constant('q')),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(
        events,
        fc.constantFrom(...TYPES),
        fc.constantFrom(...IDS),
        fc.integer({ min: 1, max: 6 }),
        (list, type, product, limit) => {
          const offers = IDS.map((id, i) =>
            makeOffer({
              id,
              name: `chair ${i % 3}`,
              available: i % 4 !== 1,
              price: 100 + i,
              oldPrice: i % 2 ? 200 : null,
              categoryId: `c${i % 2}`,
            }),
          );
          const rec = createRecommender({ offers });
          rec.addEvents([...list].sort((x, y) => x.ts - y.ts));
          const got = rec.recommend({ type, userId: 'a', productId: product, limit, now: 11 * HOUR }).map((r) => r.offer);
          expect(got.length).toBeLessThanOrEqual(limit);
          expect(new Set(got.map((o) => o.id)).size).toBe(got.length);
          for (const offer of got) {
            expect(offer.id).not.toBe(product);
            expect(offer.available).toBe(true);
          }
        },
      ),
    );
  });

  it('answers nothing for the empty type, so the fallback widget shows', () => {
    const rec = createRecommender({ offers: IDS.map((id) => makeOffer({ id, name: id })) });
    rec.addEvents([{ type: 'purchase', userId: 'a', offerId: 'p1', ts: 0 }]);
    expect(rec.recommend({ type: 'empty', userId: 'a' })).toEqual([]);
  });
});

describe('popular', () => {
  it('weighs purchases above views and lets old events fade', () => {
    const rec = createRecommender({ offers: IDS.map((id) => makeOffer({ id, name: id })) });
    const now = 100 * DAY;
    rec.addEvents([
      ...Array.from({ length: 20 }, (_, i): RecEvent => ({ type: 'view', userId: `old${i}`, offerId: 'p1', ts: now - 90 * DAY })),
      ...Array.from({ length: 3 }, (_, i): RecEvent => ({ type: 'view', userId: `v${i}`, offerId: 'p2', ts: now - DAY })),
      { type: 'purchase', userId: 'buyer', offerId: 'p3', ts: now - DAY },
    ]);
    expect(rec.recommend({ type: 'popular', now }).map((r) => r.offer.id)).toEqual(['p3', 'p2', 'p1']);
  });

  it('keeps to the asked category', () => {
    const offers = IDS.map((id, i) => makeOffer({ id, name: id, categoryId: i < 5 ? 'a' : 'b', categoryIds: [i < 5 ? 'a' : 'b'] }));
    const rec = createRecommender({ offers });
    rec.addEvents(IDS.map((offerId, i) => ({ type: 'view', userId: `u${i}`, offerId, ts: i })));
    const got = rec.recommend({ type: 'popular', categoryId: 'b', limit: 50, now: 10 });
    expect(got.map((r) => r.offer.id).sort()).toEqual(['p5', 'p6', 'p7', 'p8', 'p9']);
  });
});

describe('discount', () => {
  it('orders discounted offers by the share taken off, biggest first', () => {
    const offers = [
      makeOffer({ id: 'a', name: 'a', price: 90, oldPrice: 100 }),
      makeOffer({ id: 'b', name: 'b', price: 50, oldPrice: 100 }),
      makeOffer({ id: 'c', name: 'c', price: 100, oldPrice: 100 }),
      makeOffer({ id: 'd', name: 'd', price: 10, oldPrice: 40, available: false }),
      makeOffer({ id: 'e', name: 'e', price: 700, oldPrice: 1000 }),
    ];
    const got = createRecommender({ offers }).recommend({ type: 'discount' });
    expect(got.map((r) => [r.offer.id, Math.round(r.score)])).toEqual([
      ['b', 50],
      ['e', 30],
      ['a', 10],
    ]);
  });
});

describe('personal', () => {
  const offers = [
    makeOffer({ id: 'k1', name: 'Kettle Bosch', categoryId: 'kettles', vendor: 'Bosch', price: 3000 }),
    makeOffer({ id: 'k2', name: 'Kettle Bosch glass', categoryId: 'kettles', vendor: 'Bosch', price: 3500 }),
    makeOffer({ id: 'k3', name: 'Kettle Vitek', categoryId: 'kettles', vendor: 'Vitek', price: 30000 }),
    makeOffer({ id: 't1', name: 'TV Sony', categoryId: 'tv', vendor: 'Sony', price: 50000 }),
  ];

  it('suggests unseen offers of the visitor’s categories, vendors and price band first', () => {
    const rec = createRecommender({ offers });
    rec.addEvents([{ type: 'view', userId: 'me', offerId: 'k1', ts: 0 }]);
    expect(rec.recommend({ type: 'personal', userId: 'me', now: 1 }).map((r) => r.offer.id)).toEqual(['k2', 'k3']);
  });

  it('has nothing for a visitor without history', () => {
    const rec = createRecommender({ offers });
    expect(rec.recommend({ type: 'personal', userId: 'new' })).toEqual([]);
    expect(rec.recommend({ type: 'personal_popular', userId: 'new' })).toEqual([]);
  });

  it('puts popular offers of the visitor’s categories first for personal_popular', () => {
    const rec = createRecommender({ offers });
    rec.addEvents([
      ...Array.from({ length: 5 }, (_, i): RecEvent => ({ type: 'purchase', userId: `b${i}`, offerId: 't1', ts: 0 })),
      { type: 'view', userId: 'x', offerId: 'k3', ts: 0 },
      { type: 'view', userId: 'me', offerId: 'k1', ts: 1 },
    ]);
    expect(rec.recommend({ type: 'personal_popular', userId: 'me', now: 2 }).map((r) => r.offer.id)).toEqual(['k3', 't1']);
  });
});

describe('personal with category', () => {
  const offers = [
    makeOffer({ id: 'k1', name: 'Kettle Bosch', categoryId: 'kettles', vendor: 'Bosch', price: 3000 }),
    makeOffer({ id: 'k2', name: 'Kettle Vitek', categoryId: 'kettles', vendor: 'Vitek', price: 30000 }),
    makeOffer({ id: 'k3', name: 'Kettle Bosch glass', categoryId: 'kettles', vendor: 'Bosch', price: 3500 }),
    makeOffer({ id: 't1', name: 'TV Sony', categoryId: 'tv', vendor: 'Sony', price: 50000 }),
    makeOffer({ id: 't2', name: 'TV Bosch', categoryId: 'tv', vendor: 'Bosch', price: 3200 }),
    makeOffer({ id: 't3', name: 'TV LG', categoryId: 'tv', vendor: 'LG', price: 90000 }),
  ];

  it('ranks the asked category by the visitor’s taste, never leaving it', () => {
    const rec = createRecommender({ offers });
    rec.addEvents([{ type: 'view', userId: 'me', offerId: 'k1', ts: 0 }]);
    // A Bosch fan near 3000 on the TV page: the Bosch TV at that price first.
    expect(rec.recommend({ type: 'personal_category', userId: 'me', categoryId: 'tv', now: 1 }).map((r) => r.offer.id)[0]).toBe('t2');
    expect(rec.recommend({ type: 'personal_category', userId: 'me', categoryId: 'tv', now: 1 }).map((r) => r.offer.categoryId)).toEqual([
      'tv',
      'tv',
      'tv',
    ]);
    // Without a category from the page: the visitor's strongest one, without what they saw.
    expect(rec.recommend({ type: 'personal_category', userId: 'me', now: 1 }).map((r) => r.offer.id)).toEqual(['k3', 'k2']);
  });

  it('takes the current product’s category, and ranks by popularity for a visitor without history', () => {
    const rec = createRecommender({ offers });
    rec.addEvents(Array.from({ length: 3 }, (_, i): RecEvent => ({ type: 'purchase', userId: `b${i}`, offerId: 't3', ts: 0 })));
    const got = rec.recommend({ type: 'personal_category', userId: 'new', productId: 't1', now: 1 }).map((r) => r.offer.id);
    expect(got).toEqual(['t3', 't2']);
    expect(rec.recommend({ type: 'personal_category', userId: 'new', now: 1 })).toEqual([]);
  });
});

describe('relevance formula', () => {
  it('re-ranks the candidates by the widget formula', () => {
    const offers = IDS.map((id, i) => makeOffer({ id, name: id, price: 100 * (i + 1), oldPrice: 2000 }));
    const rec = createRecommender({ offers });
    const got = rec.recommend({ type: 'discount', limit: 2, scoreFormula: compileFormula('price') });
    expect(got.map((r) => r.offer.id)).toEqual(['p5', 'p4']);
  });
});
