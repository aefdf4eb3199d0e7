import type { LearnedOffer } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { directionOf, formatMultiplier, formatShare, groupOffers } from './learning-format';

const offer = (offerId: string, multiplier: number): LearnedOffer => ({
  offerId,
  name: offerId,
  multiplier,
  impressions: 10,
  examined: 5,
  clicks: 1,
  carts: 0,
  purchases: 0,
  visitors: 3,
});

describe('learned ranking formats', () => {
  it('shows a multiplier as an arrow and a readable factor in the locale’s numbers', () => {
    expect(formatMultiplier(1.8, 'en')).toBe('▲ ×1.8');
    expect(formatMultiplier(0.6, 'en')).toBe('▼ ×0.6');
    expect(formatMultiplier(0.125, 'en')).toBe('▼ ×0.13');
    expect(formatMultiplier(1.8, 'ru')).toBe('▲ ×1,8');
    expect(formatMultiplier(1.001, 'en')).toBe('= ×1');
  });

  it('calls a multiplier within half a percent of 1 unchanged', () => {
    expect([directionOf(1.2), directionOf(1.004), directionOf(0.996), directionOf(0.9)]).toEqual([
      'promoted',
      'unchanged',
      'unchanged',
      'demoted',
    ]);
  });

  it('lists promoted offers first and demoted last, the strongest move first in each', () => {
    const groups = groupOffers([offer('a', 0.8), offer('b', 1.3), offer('c', 2.5), offer('d', 0.4), offer('e', 1)]);
    expect(groups.map((group) => [group.direction, group.offers.map((o) => o.offerId)])).toEqual([
      ['promoted', ['c', 'b']],
      ['unchanged', ['e']],
      ['demoted', ['d', 'a']],
    ]);
  });

  it('shows shares as whole percentages and a tiny share as below one percent', () => {
    expect(formatShare(0.624, 'en')).toBe('62%');
    expect(formatShare(0.001, 'en')).toBe('<1%');
    expect(formatShare(0, 'en')).toBe('0%');
  });
});
