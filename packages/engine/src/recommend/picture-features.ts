import type { PictureFeatures } from './types';

const HASH_W = 9;
const HASH_H = 8;

/**
 * Picture features from raw pixels (any small size, 3 or 4 channels, row by row): a 4×4×4 RGB
 * histogram scaled to sum about 255, and a 64-bit difference hash of the 9×8 grey thumbnail
 * (each bit: is a pixel brighter than its right neighbour). The caller decodes and downsizes.
 */
export function computePictureFeatures(pixels: Uint8Array, width: number, height: number, channels: number): PictureFeatures {
  if (width < 1 || height < 1 || channels < 3 || pixels.length < width * height * channels) {
    throw new RangeError('ENGINE_PICTURE_INVALID: pixels do not match width × height × channels');
  }
  const bins = new Float64Array(64);
  const grey = new Float64Array(HASH_W * HASH_H);
  const area = new Float64Array(HASH_W * HASH_H);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(HASH_H - 1, Math.floor((y * HASH_H) / height));
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      const r = pixels[at] as number;
      const g = pixels[at + 1] as number;
      const b = pixels[at + 2] as number;
      // Transparent pixels say nothing about the product.
      const alpha = channels > 3 ? (pixels[at + 3] as number) / 255 : 1;
      bins[(r >> 6) * 16 + (g >> 6) * 4 + (b >> 6)] = (bins[(r >> 6) * 16 + (g >> 6) * 4 + (b >> 6)] as number) + alpha;
      const cell = gy * HASH_W + Math.min(HASH_W - 1, Math.floor((x * HASH_W) / width));
      grey[cell] = (grey[cell] as number) + 0.299 * r + 0.587 * g + 0.114 * b;
      area[cell] = (area[cell] as number) + 1;
    }
  }
  const total = bins.reduce((sum, v) => sum + v, 0) || 1;
  const histogram = Uint8Array.from(bins, (v) => Math.round((v / total) * 255));
  for (let i = 0; i < grey.length; i++) grey[i] = (grey[i] as number) / ((area[i] as number) || 1);
  let high = 0;
  let low = 0;
  for (let y = 0; y < HASH_H; y++) {
    for (let x = 0; x < HASH_W - 1; x++) {
      const bit = (grey[y * HASH_W + x] as number) > (grey[y * HASH_W + x + 1] as number) ? 1 : 0;
      const index = y * (HASH_W - 1) + x;
      if (index < 32) high = (high | (bit << (31 - index))) >>> 0;
      else low = (low | (bit << (63 - index))) >>> 0;
    }
  }
  return { histogram, hash: [high, low] };
}

/** Set bits of a 32-bit number. */
export function popcount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Differing bits of two dHashes, 0..64. */
export function hashDistance(a: PictureFeatures['hash'], b: PictureFeatures['hash']): number {
  return popcount((a[0] ^ b[0]) >>> 0) + popcount((a[1] ^ b[1]) >>> 0);
}

/** Half colour (L1 distance of the histograms), half shape (dHash bits): 0 same picture, 1 nothing alike. */
export function pictureDistance(a: PictureFeatures, b: PictureFeatures): number {
  let l1 = 0;
  for (let i = 0; i < 64; i++) l1 += Math.abs((a.histogram[i] ?? 0) - (b.histogram[i] ?? 0));
  return 0.5 * Math.min(1, l1 / 510) + 0.5 * (hashDistance(a.hash, b.hash) / 64);
}
