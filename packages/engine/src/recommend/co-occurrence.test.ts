import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeOffer } from '../testing';
import { createRecommender } from './recommender';
import type { RecEvent } from './types';

const IDS = Array.from({ length: 12 }, (_, i) => `p${i}`);
const offers = IDS.map((id) => makeOffer({ id, name: `Offer ${id}` }));
const HOUR = 3600_000;

/** Sessions of distinct visitors, each a set of offers; the same list serves as views or purchases. */
const sessionsArb = fc.array(fc.uniqueArray(fc.constantFrom(...IDS), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 40 });

/** The co-occurrence counts a naive pass over the sessions gives, as expected answers. */
function expectedTogether(sessions: string[][], product: string, minSupport: number) {
  const counts = new Map<string, number>();
  for (const session of sessions) {
    if (!session.includes(product)) continue;
    for (const other of session) if (other !== product) counts.set(other, (counts.get(other) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n >= minSupport);
}

function eventsOf(sessions: string[][], type: RecEvent['type']): RecEvent[] {
  return sessions.flatMap((session, s) => session.map((offerId, i) => ({ type, userId: `u${s}`, offerId, ts: s * HOUR + i * 1000 })));
}

describe('co-occurrence recommendations', () => {
  it('recommends exactly the offers bought in the same sessions at least minSupport times, most frequent first', () => {
    fc.assert(
      fc.property(sessionsArb, fc.constantFrom(...IDS), (sessions, product) => {
        const rec = createRecommender({ offers });
        rec.addEvents(eventsOf(sessions, 'purchase'));
        const got = rec.recommend({ type: 'with_this_product_buy', productId: product, limit: 50, now: 100 * HOUR });
        const expected = expectedTogether(sessions, product, 2);
        expect(new Map(got.map((r) => [r.offer.id, r.score]))).toEqual(new Map(expected));
        const scores = got.map((r) => r.score);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }),
    );
  });

  it('recommends the offers viewed in the same sessions for with_this_product_view', () => {
    fc.assert(
      fc.property(sessionsArb, fc.constantFrom(...IDS), (sessions, product) => {
        const rec = createRecommender({ offers });
        rec.addEvents(eventsOf(sessions, 'view'));
        const got = rec.recommend({ type: 'with_this_product_view', productId: product, limit: 50, now: 100 * HOUR });
        expect(new Map(got.map((r) => [r.offer.id, r.score]))).toEqual(new Map(expectedTogether(sessions, product, 2)));
      }),
    );
  });

  it('counts a pair once per session however often it repeats', () => {
    const rec = createRecommender({ offers });
    const again = (userId: string, ts: number): RecEvent[] => [
      { type: 'view', userId, offerId: 'p1', ts },
      { type: 'view', userId, offerId: 'p2', ts: ts + 1 },
      { type: 'view', userId, offerId: 'p1', ts: ts + 2 },
      { type: 'view', userId, offerId: 'p2', ts: ts + 3 },
    ];
    rec.addEvents([...again('a', 0), ...again('b', 10)]);
    expect(rec.recommend({ type: 'with_this_product_view', productId: 'p1', now: HOUR })).toEqual([{ offer: offers[2], score: 2 }]);
  });

  it('keeps views apart when the visitor was silent longer than the session gap', () => {
    const rec = createRecommender({ offers });
    for (const user of ['a', 'b', 'c']) {
      rec.addEvents([
        { type: 'view', userId: user, offerId: 'p1', ts: 0 },
        { type: 'view', userId: user, offerId: 'p2', ts: 2 * HOUR },
      ]);
    }
    expect(rec.recommend({ type: 'with_this_product_view', productId: 'p1', now: 3 * HOUR })).toEqual([]);
  });

  it('recommends what viewers of a product bought, and what visitors who found it through search bought', () => {
    const rec = createRecommender({ offers });
    for (const user of ['a', 'b', 'c']) {
      rec.addEvents([
        { type: 'view', userId: user, offerId: 'p1', ts: 0, query: 'chair' },
        { type: 'view', userId: user, offerId: 'p2', ts: 1 },
        { type: 'purchase', userId: user, offerId: 'p3', ts: 2 },
      ]);
    }
    rec.addEvents([
      { type: 'search', userId: 'd', ts: 0 },
      { type: 'view', userId: 'd', offerId: 'p4', ts: 1 },
      { type: 'purchase', userId: 'd', offerId: 'p5', ts: 2 },
      { type: 'search', userId: 'e', ts: 0 },
      { type: 'view', userId: 'e', offerId: 'p4', ts: 1 },
      { type: 'purchase', userId: 'e', offerId: 'p5', ts: 2 },
    ]);
    const ids = (type: 'with_this_product_buy_with_view' | 'with_this_product_buy_with_search', productId: string) =>
      rec.recommend({ type, productId, now: HOUR }).map((r) => r.offer.id);
    expect(ids('with_this_product_buy_with_view', 'p2')).toEqual(['p3']);
    expect(ids('with_this_product_buy_with_search', 'p1')).toEqual(['p3']);
    // p2 was reached by browsing, not through the search.
    expect(ids('with_this_product_buy_with_search', 'p2')).toEqual([]);
    expect(ids('with_this_product_buy_with_search', 'p4')).toEqual(['p5']);
  });

  it('keeps at most maxNeighbours per offer yet still finds the most frequent pair', () => {
    const many = Array.from({ length: 300 }, (_, i) => makeOffer({ id: `m${i}`, name: `m${i}` }));
    const rec = createRecommender({ offers: many, options: { maxNeighbours: 16 } });
    const events: RecEvent[] = [];
    for (let s = 0; s < 600; s++) {
      const ts = s * HOUR;
      events.push(
        { type: 'purchase', userId: `u${s}`, offerId: 'm0', ts },
        { type: 'purchase', userId: `u${s}`, offerId: `m${1 + (s % 299)}`, ts },
      );
      if (s % 3 === 0) events.push({ type: 'purchase', userId: `u${s}`, offerId: 'm7', ts: ts + 1 });
    }
    rec.addEvents(events);
    const got = rec.recommend({ type: 'with_this_product_buy', productId: 'm0', limit: 100, now: 700 * HOUR });
    expect(got.length).toBeLessThanOrEqual(16);
    expect(got[0]?.offer.id).toBe('m7');
  });
});
