import { describe, expect, it } from 'vitest';
import { makeOffer, OFFERS } from '../testing';
import { computePictureFeatures, pictureDistance } from './picture-features';
import { createRecommender } from './recommender';
import type { PictureFeatures } from './types';

/** A w×h RGB picture painted by `paint(x, y)`. */
function picture(w: number, h: number, paint: (x: number, y: number) => [number, number, number]) {
  const pixels = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) pixels.set(paint(x, y), (y * w + x) * 3);
  return computePictureFeatures(pixels, w, h, 3);
}

const redLeft = picture(32, 32, (x) => (x < 16 ? [220, 20, 20] : [250, 250, 250]));
const redLeftShifted = picture(32, 32, (x) => (x < 17 ? [210, 30, 25] : [245, 245, 245]));
const blueStripes = picture(32, 32, (_x, y) => (y % 8 < 4 ? [20, 20, 200] : [0, 0, 0]));

describe('picture features', () => {
  it('finds a slightly changed picture closer than a different one', () => {
    expect(pictureDistance(redLeft, redLeft)).toBe(0);
    expect(pictureDistance(redLeft, redLeftShifted)).toBeLessThan(pictureDistance(redLeft, blueStripes));
  });

  it('fills a 64-bin histogram summing to about 255 and ignores transparent pixels', () => {
    expect(redLeft.histogram).toHaveLength(64);
    const sum = redLeft.histogram.reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - 255)).toBeLessThanOrEqual(32);
    const rgba = new Uint8Array([255, 0, 0, 255, 0, 0, 255, 0]);
    const features = computePictureFeatures(rgba, 2, 1, 4);
    expect(features.histogram[48]).toBe(255);
  });

  it('refuses pixels that do not match the size given', () => {
    expect(() => computePictureFeatures(new Uint8Array(5), 2, 2, 3)).toThrow(/ENGINE_PICTURE_INVALID/);
  });
});

describe('similar_by_photo', () => {
  it('answers the offers with the nearest pictures first', () => {
    const offers = ['a', 'b', 'c', 'd'].map((id) => makeOffer({ id, name: id }));
    const rec = createRecommender({ offers });
    rec.setPictureFeatures(
      new Map<string, PictureFeatures>([
        ['a', redLeft],
        ['b', blueStripes],
        ['c', redLeftShifted],
      ]),
    );
    expect(rec.recommend({ type: 'similar_by_photo', productId: 'a' }).map((r) => r.offer.id)).toEqual(['c', 'b']);
    expect(rec.recommend({ type: 'similar_by_photo', productId: 'd' })).toEqual([]);
  });
});

describe('similar_by_text', () => {
  it('answers offers alike in name, category, vendor and params, the nearest first', () => {
    const rec = createRecommender({ offers: OFFERS });
    const phone = OFFERS.find((o) => o.categoryId === 'ph' && o.available);
    if (!phone) throw new Error('fixture has a phone');
    const got = rec.recommend({ type: 'similar_by_text', productId: phone.id, limit: 3 });
    expect(got.length).toBeGreaterThan(0);
    expect(got[0]?.offer.categoryId).toBe('ph');
    expect(got.every((r) => r.offer.id !== phone.id)).toBe(true);
  });

  it('matches word forms through the engine’s stemming', () => {
    const offers = [
      makeOffer({ id: '1', name: 'Чайник электрический стеклянный' }),
      makeOffer({ id: '2', name: 'Чайники электрические' }),
      makeOffer({ id: '3', name: 'Телевизор' }),
    ];
    const got = createRecommender({ offers, locales: ['ru'] }).recommend({ type: 'similar_by_text', productId: '1' });
    expect(got.map((r) => r.offer.id)).toEqual(['2']);
  });
});

describe('prepare', () => {
  it('builds the text vectors in slices and then answers as a one-shot build does', () => {
    const sliced = createRecommender({ offers: OFFERS });
    let slices = 0;
    while (!sliced.prepare(2)) slices++;
    expect(slices).toBeGreaterThan(1);
    const whole = createRecommender({ offers: OFFERS });
    for (const offer of OFFERS) {
      const request = { type: 'similar_by_text' as const, productId: offer.id, limit: 5 };
      expect(sliced.recommend(request)).toEqual(whole.recommend(request));
    }
  });
});
