import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { CreativeRenderError, sanitizeTemplate } from './render';
import { createRenderPool } from './render-pool';
import { BANNER_SVG, productPhoto } from './testing';

const pool = createRenderPool();
afterAll(() => pool.close());

const input = async (photo: Buffer | null) => ({
  template: sanitizeTemplate(BANNER_SVG),
  offer: {
    id: 'a',
    name: 'Kettle',
    price: 100,
    oldPrice: null,
    vendor: null,
    url: null,
    pictures: [],
    categoryId: null,
    available: true,
    params: {},
  },
  variables: [{ name: 'badge', value: 'NEW' }],
  photo,
  rembg: null,
  crop: { enabled: false, padding: 0 },
  format: 'png' as const,
});

describe('render pool', () => {
  it('renders on its thread and hands back the image', async () => {
    const image = await pool.render(await input(await productPhoto('#2040d0')));
    expect(pool.mode()).toBe('thread');
    expect(await sharp(image).metadata()).toMatchObject({ format: 'png', width: 240, height: 120 });
  });

  it('brings a render error back as the renderer’s own error with its code', async () => {
    const failure = await pool.render(await input(Buffer.from('not a picture'))).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CreativeRenderError);
    expect((failure as CreativeRenderError).code).toBe('CREATIVE_PHOTO_FAILED');
  });
});

describe('render deadline', () => {
  const spinEntry = new URL('./__fixtures__/spin-render-thread.mjs', import.meta.url);
  const named = async (name: string) => {
    const base = await input(null);
    return { ...base, offer: { ...base.offer, name } };
  };

  it('stops a render that overruns its deadline, answers a deadline error and replaces the thread', async () => {
    const spinning = createRenderPool({ threads: 1, deadlineMs: 300, entry: spinEntry });
    try {
      const started = Date.now();
      const failure = await spinning.render(await named('spin')).catch((error: unknown) => error);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(failure).toBeInstanceOf(CreativeRenderError);
      expect((failure as CreativeRenderError).details).toMatchObject({ reason: 'deadline', seconds: 0.3 });
      // The one thread was terminated; the next render gets a fresh one.
      expect([...(await spinning.render(await named('quick')))]).toEqual([1, 2, 3]);
    } finally {
      await spinning.close();
    }
  });

  it('keeps rendering on the other threads while one is stuck', async () => {
    const spinning = createRenderPool({ threads: 2, deadlineMs: 1_500, entry: spinEntry });
    try {
      const stuck = spinning.render(await named('spin')).catch((error: unknown) => error);
      const started = Date.now();
      await spinning.render(await named('quick'));
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(await stuck).toBeInstanceOf(CreativeRenderError);
    } finally {
      await spinning.close();
    }
  });
});
