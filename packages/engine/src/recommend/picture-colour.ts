/** The colours a product photo is named by: the usual colour filter of a shop. */
export const PICTURE_COLOURS = [
  'black',
  'white',
  'grey',
  'red',
  'orange',
  'yellow',
  'green',
  'lightBlue',
  'blue',
  'purple',
  'pink',
  'brown',
  'beige',
] as const;
export type PictureColour = (typeof PICTURE_COLOURS)[number];

export interface PictureColourOptions {
  /** RGB distance under which a pixel counts as the background. Default 48. */
  backgroundDistance?: number;
  /** Share of the border that must match its median for the photo to have a plain background. Default 0.6. */
  plainBorderShare?: number;
  /** Share of the product's pixels the winning colour needs; below it the product is multicoloured. Default 0.4. */
  dominantShare?: number;
}

const DEFAULTS: Required<PictureColourOptions> = { backgroundDistance: 48, plainBorderShare: 0.6, dominantShare: 0.4 };

/**
 * The dominant colour of the product in a photo (raw pixels, 3 or 4 channels, row by row), or
 * null when it cannot be told: too few product pixels (a white product on white), or no colour
 * holding `dominantShare` of them (a multicoloured product). Product photos mostly stand on a
 * plain background, so the border's median colour is taken for the background and left out.
 */
export function detectPictureColour(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels: number,
  options: PictureColourOptions = {},
): PictureColour | null {
  const o = { ...DEFAULTS, ...options };
  if (width < 3 || height < 3 || channels < 3 || pixels.length < width * height * channels) return null;
  const at = (x: number, y: number) => (y * width + x) * channels;
  const opaque = (i: number) => channels < 4 || (pixels[i + 3] as number) >= 128;
  const background = plainBackground(pixels, width, height, channels, o);
  const votes = new Map<PictureColour, number>();
  let product = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = at(x, y);
      if (!opaque(i)) continue;
      const r = pixels[i] as number;
      const g = pixels[i + 1] as number;
      const b = pixels[i + 2] as number;
      if (background && distance(r, g, b, background) < o.backgroundDistance) continue;
      const name = nameOf(r, g, b);
      votes.set(name, (votes.get(name) ?? 0) + 1);
      product++;
    }
  }
  if (product < width * height * 0.05) return null;
  let best: PictureColour | null = null;
  let bestVotes = 0;
  for (const [name, count] of votes) {
    if (count > bestVotes) [best, bestVotes] = [name, count];
  }
  return bestVotes >= product * o.dominantShare ? best : null;
}

type Rgb = [number, number, number];

/** The border's median colour when most of the border is near it, else null (a busy photo). */
function plainBackground(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels: number,
  o: Required<PictureColourOptions>,
): Rgb | null {
  const border: Rgb[] = [];
  const push = (x: number, y: number) => {
    const i = (y * width + x) * channels;
    if (channels < 4 || (pixels[i + 3] as number) >= 128)
      border.push([pixels[i] as number, pixels[i + 1] as number, pixels[i + 2] as number]);
  };
  for (let x = 0; x < width; x++) {
    push(x, 0);
    push(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    push(0, y);
    push(width - 1, y);
  }
  // A transparent border is a cut-out product: nothing to leave out.
  if (border.length < (2 * (width + height) - 4) * o.plainBorderShare) return null;
  const median = (c: 0 | 1 | 2) => (border.map((p) => p[c]).sort((a, b) => a - b)[border.length >> 1] as number) ?? 0;
  const centre: Rgb = [median(0), median(1), median(2)];
  const near = border.filter(([r, g, b]) => distance(r, g, b, centre) < o.backgroundDistance).length;
  return near >= border.length * o.plainBorderShare ? centre : null;
}

function distance(r: number, g: number, b: number, [br, bg, bb]: Rgb): number {
  return Math.sqrt((r - br) ** 2 + (g - bg) ** 2 + (b - bb) ** 2);
}

/** One pixel's colour name, from its hue, saturation and lightness. */
function nameOf(r: number, g: number, b: number): PictureColour {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const l = (max + min) / 2;
  const chroma = max - min;
  if (l < 0.16) return 'black';
  const s = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * l - 1));
  if (chroma < 0.1 || s < 0.15) return l > 0.85 ? 'white' : l < 0.22 ? 'black' : 'grey';
  const h = hueOf(r / 255, g / 255, b / 255, max, chroma);
  if (h < 15 || h >= 345) return l > 0.72 ? 'pink' : l < 0.3 ? 'brown' : 'red';
  if (h < 45) {
    if (l < 0.4) return 'brown';
    return l > 0.7 && s < 0.6 ? 'beige' : 'orange';
  }
  if (h < 70) {
    if (l < 0.3) return 'brown';
    return l > 0.7 && s < 0.5 ? 'beige' : 'yellow';
  }
  if (h < 165) return 'green';
  if (h < 200) return 'lightBlue';
  if (h < 255) return l > 0.65 ? 'lightBlue' : 'blue';
  if (h < 290) return 'purple';
  return l < 0.3 ? 'purple' : 'pink';
}

function hueOf(r: number, g: number, b: number, max: number, chroma: number): number {
  const h = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return (h * 60 + 360) % 360;
}
