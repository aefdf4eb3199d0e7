import { describe, expect, it } from 'vitest';
import { creativeInputHash } from './hash';
import { sampleOffer } from './sample-offer';
import { DEFAULT_REMBG } from './types';

const input = () => ({
  templateHash: 't1',
  offer: sampleOffer(),
  variables: [{ name: 'cta', value: 'Buy' }],
  rembg: DEFAULT_REMBG,
  crop: { enabled: true, padding: 10 },
  photoUrl: 'https://shop.test/kettle.jpg',
});

describe('creativeInputHash', () => {
  it('gives the same hash for the same input, whatever the key order', () => {
    const reordered = { ...input(), offer: Object.fromEntries(Object.entries(sampleOffer()).reverse()) as ReturnType<typeof sampleOffer> };
    expect(creativeInputHash(input())).toBe(creativeInputHash(input()));
    expect(creativeInputHash(reordered)).toBe(creativeInputHash(input()));
    expect(creativeInputHash(input())).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes when the price, a variable, an option, the template or the photo changes', () => {
    const base = creativeInputHash(input());
    const changed = [
      { ...input(), offer: sampleOffer({ price: 1991 }) },
      { ...input(), variables: [{ name: 'cta', value: 'Buy now' }] },
      { ...input(), rembg: { ...DEFAULT_REMBG, alphaMatting: true } },
      { ...input(), rembg: null },
      { ...input(), crop: { enabled: true, padding: 11 } },
      { ...input(), templateHash: 't2' },
      { ...input(), photoUrl: 'https://shop.test/kettle-2.jpg' },
    ].map(creativeInputHash);
    expect(new Set([base, ...changed]).size).toBe(changed.length + 1);
  });
});
