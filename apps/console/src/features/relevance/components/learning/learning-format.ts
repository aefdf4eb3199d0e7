import type { LearnedOffer } from '@vitrina/contracts';

export type Direction = 'promoted' | 'unchanged' | 'demoted';
export const DIRECTIONS: readonly Direction[] = ['promoted', 'unchanged', 'demoted'];

/** Which way search moves an offer; multipliers within half a percent of 1 move nothing a shopper would see. */
export function directionOf(multiplier: number): Direction {
  if (multiplier > 1.005) return 'promoted';
  if (multiplier < 0.995) return 'demoted';
  return 'unchanged';
}

const ARROWS: Record<Direction, string> = { promoted: '▲', unchanged: '=', demoted: '▼' };

/** A multiplier as a shop owner reads it: '▲ ×1.8', '▼ ×0.6', '= ×1' (decimal sign of the locale). */
export function formatMultiplier(multiplier: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: multiplier >= 10 ? 0 : multiplier >= 1 ? 1 : 2 });
  return `${ARROWS[directionOf(multiplier)]} ×${number.format(multiplier)}`;
}

/** Offers grouped promoted, unchanged, demoted; each group strongest move first. */
export function groupOffers(offers: readonly LearnedOffer[]): Array<{ direction: Direction; offers: LearnedOffer[] }> {
  return DIRECTIONS.map((direction) => ({
    direction,
    offers: offers
      .filter((offer) => directionOf(offer.multiplier) === direction)
      .sort((a, b) => (direction === 'demoted' ? a.multiplier - b.multiplier : b.multiplier - a.multiplier)),
  })).filter((group) => group.offers.length > 0);
}

/** A share 0–1 as a whole percentage ('62 %' or '62%' as the locale writes it); below 1 % shows '<1%'. */
export function formatShare(share: number, locale: string): string {
  if (share > 0 && share < 0.005) return `<${new Intl.NumberFormat(locale, { style: 'percent' }).format(0.01)}`;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
