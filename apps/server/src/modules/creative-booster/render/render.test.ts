import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderCreative } from './render';
import { sampleOffer } from './sample-offer';
import { sanitizeTemplate } from './sanitize';
import { DEFAULT_REMBG, type RenderInput } from './types';

const banner = sanitizeTemplate(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'banner.svg')));
const greenPhoto = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#f5f5f5' } })
    .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: '#1a9a4a' } }, left: 100, top: 50 }])
    .jpeg()
    .toBuffer();
const input = (over: Partial<RenderInput> = {}): RenderInput => ({
  template: banner,
  offer: sampleOffer(),
  variables: [{ name: 'cta', value: 'Купить' }],
  photo: null,
  rembg: null,
  crop: { enabled: false, padding: 0 },
  format: 'png',
  ...over,
});
const pixel = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
};

describe('renderCreative', () => {
  it('renders PNG and JPEG at the template size', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const meta = await sharp(await renderCreative(input({ format, photo: await greenPhoto() }))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, banner.width, banner.height]);
    }
  });

  it('fits the photo into the slot, cut out and cropped to fill it less the padding', async () => {
    const plain = await renderCreative(input({ photo: await greenPhoto() }));
    // Uncropped, the photo's backdrop fills the slot's corner (slot 60..568, photo scaled 1.27×).
    expect((await pixel(plain, 70, 130))[1]).toBeGreaterThan(230);
    const cut = await renderCreative(input({ photo: await greenPhoto(), rembg: DEFAULT_REMBG, crop: { enabled: true, padding: 20 } }));
    // Cropped to the green square, padded 20 px: green from 80 to 548 on both axes, white card outside.
    // Cropped to the green square (plus its feathered rim) and padded 20 px: green close to
    // 80..548 on both axes, the white card outside.
    for (const [x, y] of [
      [100, 100],
      [528, 528],
    ] as const) {
      const [r, g, b] = await pixel(cut, x, y);
      expect(Math.abs((r ?? 0) - 26) + Math.abs((g ?? 0) - 154) + Math.abs((b ?? 0) - 74)).toBeLessThan(30);
    }
    expect(await pixel(cut, 70, 70)).toEqual([255, 255, 255, 255]);
  });

  it('leaves the slot out without a photo and hides the discount badge without a discount', async () => {
    const png = await renderCreative(input({ offer: sampleOffer({ oldPrice: null }) }));
    expect(await pixel(png, 300, 300)).toEqual([255, 255, 255, 255]);
    // The badge centre (548, 84) shows the white card, not the red badge.
    expect(await pixel(png, 548, 60)).toEqual([255, 255, 255, 255]);
    const withBadge = await renderCreative(input());
    const [r, g] = await pixel(withBadge, 548, 40);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(120);
  });

  it('keeps half-transparent colours right in PNG (no premultiplied darkening)', async () => {
    const template = sanitizeTemplate(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#ff0000" fill-opacity="0.5"/></svg>',
    );
    const [r, g, b, a] = await pixel(await renderCreative(input({ template })), 5, 5);
    expect(r).toBeGreaterThan(250);
    expect([g, b]).toEqual([0, 0]);
    expect(a).toBeGreaterThan(120);
    expect(a).toBeLessThan(135);
  });

  it('draws Cyrillic text in DejaVu whatever font family the template asks for', async () => {
    const inked = async (family: string) => {
      const template = sanitizeTemplate(
        `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><text x="5" y="35" font-family="${family}" font-size="30">{{name}}</text></svg>`,
      );
      const png = await renderCreative(input({ template, offer: sampleOffer({ name: 'Чайник' }) }));
      return (await sharp(png).extractChannel(3).raw().toBuffer()).filter((alpha) => alpha > 0).length;
    };
    const dejavu = await inked('DejaVu Sans');
    expect(dejavu).toBeGreaterThan(300);
    expect(await inked('Arial')).toBe(dejavu);
  });

  it('reports a photo it cannot decode', async () => {
    await expect(renderCreative(input({ photo: Buffer.from('<html>') }))).rejects.toMatchObject({ code: 'CREATIVE_PHOTO_FAILED' });
  });
});
