import sharp from 'sharp';
import { CreativeRenderError } from './types';

// Alpha at or below this counts as empty when finding the content box (feathered edges stay in).
const EMPTY_ALPHA = 8;

/** Box of the pixels with alpha above 8 (alpha is the last of `channels`); the whole image when none. */
export function contentBox(
  data: Uint8Array,
  width: number,
  height: number,
  channels: number,
): { left: number; top: number; width: number; height: number } {
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    const row = y * width * channels;
    for (let x = 0; x < width; x += 1) {
      if ((data[row + x * channels + channels - 1] ?? 0) <= EMPTY_ALPHA) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return right < 0 ? { left: 0, top: 0, width, height } : { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * Crops an image to the box of its visible pixels (alpha above 8) and adds `padding` px of
 * transparent margin on every side (rembgCrop / rembgCropNumber). An image without alpha, or
 * with nothing visible, is returned padded but uncropped. Output: PNG with alpha.
 */
export async function cropToContent(image: Buffer, padding: number): Promise<Buffer> {
  const pad = Math.max(0, Math.min(2000, Math.round(Number.isFinite(padding) ? padding : 0)));
  try {
    const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const { width, height, channels } = info;
    const box = contentBox(data, width, height, channels);
    return await sharp(data, { raw: { width, height, channels } })
      .extract(box)
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  } catch (error) {
    throw new CreativeRenderError(
      'CREATIVE_PHOTO_FAILED',
      { reason: 'crop', message: error instanceof Error ? error.message : String(error) },
      error,
    );
  }
}
