import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { contentBox, cropToContent } from './crop';
import { DEFAULT_FONT_FAMILY, FONT_FILES } from './font-metrics';
import { cutOut } from './rembg';
import { isPhotoSlot } from './sanitize';
import { buildCreativeTree } from './substitute';
import { CreativeRenderError, type RembgOptions, type RenderInput, type SanitizedTemplate } from './types';

type Size = { width: number; height: number };

import { serializeXml, walkElements, type XmlElement } from './xml';

// Background removal works on the photo scaled to this multiple of its slot: enough detail for
// the edge, and a 4,000 px camera shot costs no more than a small one.
const REMBG_OVERSAMPLE = 1.5;

function slotSize(slot: XmlElement, root: XmlElement, template: SanitizedTemplate): { width: number; height: number } {
  const box = root.attrs.viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const scale = box?.length === 4 && (box[2] ?? 0) > 0 ? template.width / (box[2] ?? 1) : 1;
  const width = Number.parseFloat(slot.attrs.width ?? '') * scale;
  const height = Number.parseFloat(slot.attrs.height ?? '') * scale;
  return {
    width: Math.max(1, Math.round(width > 0 ? width : template.width)),
    height: Math.max(1, Math.round(height > 0 ? height : template.height)),
  };
}

const photoFailed = (error: unknown) =>
  new CreativeRenderError(
    'CREATIVE_PHOTO_FAILED',
    { reason: 'decode', message: error instanceof Error ? error.message : String(error) },
    error,
  );

/** The cut-out as one RGBA (or, for onlyMask, grey) raw image, cropped to its content when asked. */
async function cutOutForSlot(photo: Buffer, input: RenderInput & { rembg: RembgOptions }, size: Size): Promise<Buffer> {
  const { rgb, alpha, width, height } = await cutOut(photo, input.rembg, {
    width: Math.ceil(size.width * REMBG_OVERSAMPLE),
    height: Math.ceil(size.height * REMBG_OVERSAMPLE),
  });
  const channels = input.rembg.onlyMask ? 1 : 4;
  let pixels: Buffer = alpha;
  if (channels === 4) {
    pixels = Buffer.allocUnsafe(width * height * 4);
    for (let i = 0; i < width * height; i += 1) {
      pixels[i * 4] = rgb[i * 3] ?? 0;
      pixels[i * 4 + 1] = rgb[i * 3 + 1] ?? 0;
      pixels[i * 4 + 2] = rgb[i * 3 + 2] ?? 0;
      pixels[i * 4 + 3] = alpha[i] ?? 0;
    }
  }
  const raw = { raw: { width, height, channels } as const };
  if (!input.crop.enabled || channels === 1)
    return sharp(pixels, raw)
      .resize(size.width, size.height, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 1 })
      .toBuffer();
  // Padding is in template px: crop tight, scale into the slot less the padding, then pad.
  const pad = padOf(input, size);
  return sharp(pixels, raw)
    .extract(contentBox(pixels, width, height, 4))
    .resize(size.width - 2 * pad, size.height - 2 * pad, { fit: 'inside' })
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

const padOf = (input: RenderInput, size: Size) =>
  Math.max(0, Math.min(Math.round(input.crop.padding) || 0, Math.floor((Math.min(size.width, size.height) - 1) / 2)));

/** The offer photo for a slot of `size` px, cut out and cropped when asked: JPEG when opaque, PNG with alpha. */
async function preparePhoto(photo: Buffer, input: RenderInput, size: Size): Promise<{ data: Buffer; mime: string }> {
  const { rembg } = input;
  if (rembg) return { data: await cutOutForSlot(photo, { ...input, rembg }, size), mime: 'image/png' };
  try {
    const decoded = sharp(photo, { limitInputPixels: 40_000_000 }).rotate();
    if (!input.crop.enabled)
      return {
        data: await decoded
          .resize(size.width, size.height, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 92 })
          .toBuffer(),
        mime: 'image/jpeg',
      };
    // No cut-out: a photo with its own transparency is cropped to it; an opaque one only padded.
    const pad = padOf(input, size);
    const tight = await cropToContent(await decoded.png({ compressionLevel: 0 }).toBuffer(), 0);
    const data = await sharp(tight)
      .resize(size.width - 2 * pad, size.height - 2 * pad, { fit: 'inside' })
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    return { data, mime: 'image/png' };
  } catch (error) {
    if (error instanceof CreativeRenderError) throw error;
    throw photoFailed(error);
  }
}

/**
 * Draws one creative: the template with the offer's values, the photo (cut out and cropped when
 * asked) fitted into the photo slot, rendered by resvg with DejaVu fonts at the template's size
 * and encoded as PNG or JPEG (on white). Without a photo the slot is left out.
 */
export async function renderCreative(input: RenderInput): Promise<Buffer> {
  const { template } = input;
  const root = buildCreativeTree(template, input.offer, input.variables);
  const slots = [...walkElements(root)].filter(isPhotoSlot);
  const first = slots[0];
  if (first && input.photo) {
    const photo = await preparePhoto(input.photo, input, slotSize(first, root, template));
    const uri = `data:${photo.mime};base64,${photo.data.toString('base64')}`;
    for (const slot of slots) {
      delete slot.attrs['xlink:href'];
      slot.attrs.href = uri;
      slot.attrs.preserveAspectRatio ??= 'xMidYMid meet';
    }
  } else {
    for (const element of walkElements(root))
      element.children = element.children.filter((child) => child.type === 'text' || !isPhotoSlot(child));
  }
  try {
    const rendered = await renderAsync(serializeXml(root), {
      fitTo: { mode: 'width', value: template.width },
      font: {
        loadSystemFonts: false,
        fontFiles: FONT_FILES,
        defaultFontFamily: DEFAULT_FONT_FAMILY,
        sansSerifFamily: DEFAULT_FONT_FAMILY,
        serifFamily: DEFAULT_FONT_FAMILY,
        monospaceFamily: DEFAULT_FONT_FAMILY,
      },
      logLevel: 'off',
    });
    // resvg hands over premultiplied RGBA; sharp must know, or half-transparent pixels come out dark.
    const raw = { width: rendered.width, height: rendered.height, channels: 4 as const, premultiplied: true };
    if (input.format === 'jpeg')
      return await sharp(rendered.pixels, { raw }).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
    return await sharp(rendered.pixels, { raw }).png({ compressionLevel: 6 }).toBuffer();
  } catch (error) {
    throw new CreativeRenderError('CREATIVE_RENDER_FAILED', { message: error instanceof Error ? error.message : String(error) }, error);
  }
}
