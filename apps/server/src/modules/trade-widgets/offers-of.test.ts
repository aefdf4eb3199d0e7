import { buildIndex, type EngineOffer } from '@vitrina/engine';
import { describe, expect, it } from 'vitest';
import { testOffer } from '../../testing/catalog';
import { offersOf } from './recommendations';

describe('offersOf', () => {
  it('reads every offer of an index larger than one search page', () => {
    const offers = Array.from({ length: 25_001 }, (_, i) => testOffer(`o${i}`, `Offer ${i}`) as EngineOffer);
    const ids = offersOf(buildIndex({ offers })).map((offer) => offer.id);
    expect(ids).toHaveLength(25_001);
    expect(new Set(ids).size).toBe(25_001);
  });
});
