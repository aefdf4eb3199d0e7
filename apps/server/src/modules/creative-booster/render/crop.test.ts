import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cropToContent } from './crop';

// A 200×100 transparent canvas with an opaque 40×30 block at (50, 20).
const cutout = () =>
  sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      { input: { create: { width: 40, height: 30, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } }, left: 50, top: 20 },
    ])
    .png()
    .toBuffer();

describe('cropToContent', () => {
  it('crops to the visible pixels and adds the padding on every side', async () => {
    const out = await cropToContent(await cutout(), 12);
    const meta = await sharp(out).metadata();
    expect([meta.width, meta.height]).toEqual([40 + 24, 30 + 24]);
    const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alphaAt(11, 11)).toBe(0);
    expect(alphaAt(12, 12)).toBe(255);
    expect(alphaAt(51, 41)).toBe(255);
    expect(alphaAt(52, 42)).toBe(0);
  });

  it('crops tight with no padding', async () => {
    const meta = await sharp(await cropToContent(await cutout(), 0)).metadata();
    expect([meta.width, meta.height]).toEqual([40, 30]);
  });

  it('leaves an opaque photo uncropped but padded', async () => {
    const photo = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const meta = await sharp(await cropToContent(photo, 5)).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([40, 30, true]);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(cropToContent(Buffer.from('nope'), 4)).rejects.toMatchObject({ code: 'CREATIVE_PHOTO_FAILED' });
  });
});
