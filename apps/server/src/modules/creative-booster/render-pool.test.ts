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
