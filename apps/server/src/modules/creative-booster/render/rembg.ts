import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { borderModel, boxMean, colourDistance, components, floodBackground, type Rgb } from './rembg-matte';
import { CreativeRenderError, REMBG_MODELS, type RembgOptions } from './types';

// The matte is found at most this many px on the long side and scaled back up (which also
// anti-aliases the edge): a 1,000 px photo needs no more to separate a product from its backdrop.
const WORK_SIDE = 1024;
const MAX_INPUT_PIXELS = 40_000_000;

const fail = (reason: string, error?: unknown, extra?: Record<string, unknown>) =>
  new CreativeRenderError(
    'CREATIVE_PHOTO_FAILED',
    { reason, ...extra, ...(error instanceof Error ? { message: error.message } : {}) },
    error,
  );

const clampInt = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;

async function rawGrey(mask: Uint8Array, width: number, height: number, pipeline: (s: Sharp) => Sharp): Promise<Uint8Array> {
  const out = await pipeline(sharp(mask, { raw: { width, height, channels: 1 } }))
    .extractChannel(0)
    .raw()
    .toBuffer();
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}

/** Binary erosion by a (2r+1)² square; pixels outside the image do not count. */
function erode(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  if (r <= 0) return mask;
  const values = Float32Array.from(mask, (v) => (v ? 1 : 0));
  const mean = boxMean(values, new Float32Array(mask.length).fill(1), width, height, r);
  return Uint8Array.from(mean, (v) => (v > 0.9999 ? 1 : 0));
}

/** The binary product mask at working size: flood fill from the border, then clean-up. */
function productMask(image: Rgb, model: string): Uint8Array {
  const { colour, noise } = borderModel(image);
  // JPEG noise on a studio backdrop is 1–4 units; the threshold sits well above it but far
  // below the contrast of a product edge. Measured on the synthetic set (docs/decisions/0008).
  const threshold = Math.min(40, Math.max(14, 10 + 4 * noise));
  const background = floodBackground(image, colour, threshold);
  const n = background.length;
  const fg = Uint8Array.from(background, (b) => 1 - b);
  if (model === 'classic-holes') {
    // Enclosed pockets of backdrop colour (inside a mug handle) go too; small ones may be a white label.
    const pocket = new Uint8Array(n);
    for (let i = 0; i < n; i += 1) {
      const d = image.data;
      pocket[i] = fg[i] && colourDistance(d[i * 3] ?? 0, d[i * 3 + 1] ?? 0, d[i * 3 + 2] ?? 0, ...colour) <= threshold ? 1 : 0;
    }
    const { labels, sizes } = components(pocket, image.width, 1);
    const minPocket = Math.max(64, n * 0.002);
    for (let i = 0; i < n; i += 1) if ((sizes[labels[i] ?? 0] ?? 0) >= minPocket) fg[i] = 0;
  }
  // Specks left by noise are never a product.
  const { labels, sizes } = components(fg, image.width, 1);
  const minSpeck = Math.max(4, n * 0.0002);
  for (let i = 0; i < n; i += 1) if (fg[i] && (sizes[labels[i] ?? 0] ?? 0) < minSpeck) fg[i] = 0;
  return fg;
}

/** rembg's post_process: opening, Gaussian blur σ 2, threshold, after keeping only sizeable parts. */
async function postProcess(fg: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const { labels, sizes } = components(fg, width, 1);
  const largest = Math.max(0, ...sizes.slice(1));
  const kept = Uint8Array.from(fg, (v, i) => (v && (sizes[labels[i] ?? 0] ?? 0) >= largest * 0.01 ? 255 : 0));
  return rawGrey(kept, width, height, (s) => s.erode(1).dilate(1).blur(2).threshold(128));
}

/**
 * Alpha matting on a trimap: sure foreground (matte ≥ foregroundThreshold) and sure background
 * (≤ backgroundThreshold), each eroded by erosionSize; in the band between, alpha is the
 * projection of the pixel's colour onto the line from the local background colour to the local
 * foreground colour (both averaged from nearby sure pixels), then snapped by the same thresholds.
 */
function matte(image: Rgb, soft: Uint8Array, options: RembgOptions, erosion: number): Uint8Array {
  const { data, width, height } = image;
  const n = width * height;
  const sureFg = erode(
    Uint8Array.from(soft, (v) => (v >= options.foregroundThreshold ? 1 : 0)),
    width,
    height,
    erosion,
  );
  const sureBg = erode(
    Uint8Array.from(soft, (v) => (v <= options.backgroundThreshold ? 1 : 0)),
    width,
    height,
    erosion,
  );
  const radius = Math.max(8, erosion * 3);
  const fgWeight = Float32Array.from(sureFg);
  const bgWeight = Float32Array.from(sureBg);
  const means = [0, 1, 2].map((c) => {
    const channel = new Float32Array(n);
    for (let i = 0; i < n; i += 1) channel[i] = data[i * 3 + c] ?? 0;
    return { f: boxMean(channel, fgWeight, width, height, radius), b: boxMean(channel, bgWeight, width, height, radius) };
  });
  const alpha = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    if (sureFg[i]) alpha[i] = 255;
    else if (sureBg[i]) alpha[i] = 0;
    else {
      let dot = 0;
      let len = 0;
      for (let c = 0; c < 3; c += 1) {
        const m = means[c] as { f: Float32Array; b: Float32Array };
        const f = m.f[i] ?? Number.NaN;
        const b = m.b[i] ?? Number.NaN;
        dot += ((data[i * 3 + c] ?? 0) - b) * (f - b);
        len += (f - b) * (f - b);
      }
      // Without both colours nearby (or when they are alike) the matte value itself is the best guess.
      const a = Number.isFinite(dot) && len > 100 ? Math.round(Math.min(1, Math.max(0, dot / len)) * 255) : (soft[i] ?? 0);
      alpha[i] = a >= options.foregroundThreshold ? 255 : a <= options.backgroundThreshold ? 0 : a;
    }
  }
  return alpha;
}

export interface CutOut {
  /** RGB pixels of the photo (flattened on white, EXIF-rotated), `width`×`height`×3. */
  rgb: Buffer;
  /** The matte, one byte per pixel. */
  alpha: Buffer;
  width: number;
  height: number;
}

/**
 * The cut-out as raw pixels (for the renderer, which would otherwise encode and decode PNGs
 * between steps). `fit` scales the photo down to fit that box first.
 */
export async function cutOut(image: Buffer, options: RembgOptions, fit?: { width: number; height: number }): Promise<CutOut> {
  const model = options.model || 'classic';
  if (!(REMBG_MODELS as readonly string[]).includes(model)) throw fail('unknown_model', undefined, { model, models: [...REMBG_MODELS] });
  const opts: RembgOptions = {
    ...options,
    foregroundThreshold: clampInt(options.foregroundThreshold, 0, 255, 240),
    backgroundThreshold: clampInt(options.backgroundThreshold, 0, 255, 10),
    erosionSize: clampInt(options.erosionSize, 0, 100, 10),
  };
  let full: { data: Buffer; info: OutputInfo };
  try {
    let pipeline = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    if (fit) pipeline = pipeline.resize(fit.width, fit.height, { fit: 'inside', withoutEnlargement: true });
    full = await pipeline
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw fail('decode', error);
  }
  const { width, height } = full.info;
  if (width < 3 || height < 3) throw fail('too_small', undefined, { width, height });
  try {
    const scale = Math.min(1, WORK_SIDE / Math.max(width, height));
    const workW = Math.max(3, Math.round(width * scale));
    const workH = Math.max(3, Math.round(height * scale));
    const workData =
      scale < 1
        ? await sharp(full.data, { raw: { width, height, channels: 3 } })
            .resize(workW, workH, { fit: 'fill' })
            .raw()
            .toBuffer()
        : full.data;
    const work: Rgb = { data: new Uint8Array(workData.buffer, workData.byteOffset, workData.length), width: workW, height: workH };
    const fg = productMask(work, model);
    let soft = opts.postProcessMask
      ? await postProcess(fg, workW, workH)
      : await rawGrey(
          Uint8Array.from(fg, (v) => v * 255),
          workW,
          workH,
          (s) => s.blur(0.7),
        );
    if (opts.alphaMatting) soft = matte(work, soft, opts, Math.max(1, Math.round(opts.erosionSize * scale)));
    const alpha =
      scale < 1
        ? await sharp(soft, { raw: { width: workW, height: workH, channels: 1 } })
            .resize(width, height, { fit: 'fill', kernel: 'linear' })
            .extractChannel(0)
            .raw()
            .toBuffer()
        : Buffer.from(soft.buffer, soft.byteOffset, soft.length);
    return { rgb: full.data, alpha, width, height };
  } catch (error) {
    if (error instanceof CreativeRenderError) throw error;
    throw fail('process', error);
  }
}

/**
 * Cuts a product out of a photo on a plain background (rembg's options, classical method: see
 * docs/decisions/0008). Returns a PNG of the photo with alpha, or the greyscale mask when
 * onlyMask. Throws CREATIVE_PHOTO_FAILED for an undecodable or oversized image or unknown model.
 */
export async function removeBackground(image: Buffer, options: RembgOptions): Promise<Buffer> {
  const { rgb, alpha, width, height } = await cutOut(image, options);
  try {
    if (options.onlyMask)
      return await sharp(alpha, { raw: { width, height, channels: 1 } })
        .toColourspace('b-w')
        .png({ compressionLevel: 2 })
        .toBuffer();
    return await sharp(rgb, { raw: { width, height, channels: 3 } })
      .joinChannel(alpha, { raw: { width, height, channels: 1 } })
      .png({ compressionLevel: 2 })
      .toBuffer();
  } catch (error) {
    throw fail('process', error);
  }
}
