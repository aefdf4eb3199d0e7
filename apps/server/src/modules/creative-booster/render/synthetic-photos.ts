import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

// Product photos with an exact mask, made the way studio shots look: a product with shading on
// a near-white or pastel backdrop with a lighting gradient, a soft shadow under it, sensor
// noise and JPEG compression. Deterministic for a seed. Used by the tests and bench:creative.

export interface SyntheticPhoto {
  name: string;
  jpeg: Buffer;
  /** 1 where the product is (shadow excluded), one byte per pixel. */
  mask: Uint8Array;
  width: number;
  height: number;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// Each product is drawn in a 400×400 box; the shadow ellipse is given in the same box.
const PRODUCTS: { name: string; shadow: [number, number, number, number]; svg: string }[] = [
  {
    name: 'bottle',
    shadow: [200, 392, 90, 14],
    svg: `<defs><linearGradient id="p" x1="0" x2="1"><stop offset="0" stop-color="#0d4d2a"/><stop offset="0.35" stop-color="#2f8f57"/><stop offset="1" stop-color="#0a3a20"/></linearGradient></defs>
      <path d="M170 10h60v70c0 30 50 40 50 90v210c0 10-5 15-15 15H135c-10 0-15-5-15-15V170c0-50 50-60 50-90z" fill="url(#p)"/>
      <rect x="132" y="220" width="136" height="100" fill="#f2e6c9"/><rect x="160" y="0" width="80" height="30" rx="6" fill="#b8892b"/>`,
  },
  {
    name: 'mug',
    shadow: [190, 385, 150, 18],
    svg: `<defs><linearGradient id="p" x1="0" x2="1"><stop offset="0" stop-color="#b3262d"/><stop offset="0.4" stop-color="#e8504f"/><stop offset="1" stop-color="#8f1c22"/></linearGradient></defs>
      <path d="M290 150c70 0 80 120 0 150" fill="none" stroke="#c53a3d" stroke-width="34"/>
      <rect x="60" y="90" width="240" height="290" rx="24" fill="url(#p)"/><ellipse cx="180" cy="95" rx="120" ry="14" fill="#6e1418"/>`,
  },
  {
    name: 'box-with-label',
    shadow: [200, 390, 160, 16],
    svg: `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f5fbf"/><stop offset="1" stop-color="#123a7a"/></linearGradient></defs>
      <path d="M60 80l140-50 140 50v300H60z" fill="url(#p)"/><path d="M60 80l140-50 140 50-140 40z" fill="#4a86e0"/>
      <rect x="110" y="180" width="180" height="120" rx="8" fill="#fbfbfb"/><rect x="130" y="205" width="140" height="16" fill="#1f5fbf"/><rect x="130" y="240" width="100" height="12" fill="#9aa8bf"/>`,
  },
  {
    name: 'ball',
    shadow: [200, 385, 120, 16],
    svg: `<defs><radialGradient id="p" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffe0b0"/><stop offset="0.25" stop-color="#ff9a2e"/><stop offset="1" stop-color="#b85400"/></radialGradient></defs>
      <circle cx="200" cy="215" r="165" fill="url(#p)"/><path d="M60 150c90 40 190 40 280 0" fill="none" stroke="#7a3a00" stroke-width="6"/>`,
  },
  {
    name: 'phone',
    shadow: [200, 392, 110, 12],
    svg: `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a3f4a"/><stop offset="1" stop-color="#0c0e12"/></linearGradient><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4b6cb7"/><stop offset="1" stop-color="#182848"/></linearGradient></defs>
      <rect x="100" y="10" width="200" height="380" rx="30" fill="url(#p)"/><rect x="112" y="40" width="176" height="320" rx="8" fill="url(#s)"/>`,
  },
  {
    name: 'grey-headphones',
    shadow: [200, 390, 150, 14],
    svg: `<path d="M70 250c0-190 260-190 260 0" fill="none" stroke="#9c9ea3" stroke-width="26"/>
      <rect x="40" y="220" width="80" height="150" rx="30" fill="#b5b7bc"/><rect x="280" y="220" width="80" height="150" rx="30" fill="#b5b7bc"/>
      <rect x="60" y="240" width="40" height="110" rx="16" fill="#7d8086"/><rect x="300" y="240" width="40" height="110" rx="16" fill="#7d8086"/>`,
  },
  {
    name: 'sneaker',
    shadow: [200, 330, 190, 14],
    svg: `<path d="M20 300c0-60 20-120 60-150 40 0 60 40 110 50 60 10 140 30 180 70 20 20 20 40 10 50H20z" fill="#e85d2a"/>
      <path d="M20 300h360c0 20-10 30-30 30H40c-15 0-20-10-20-30z" fill="#f4f1ea"/><path d="M90 180l40 40M120 170l40 40M150 175l35 35" stroke="#ffffff" stroke-width="8"/>`,
  },
  {
    name: 'lemon',
    shadow: [200, 340, 140, 16],
    svg: `<defs><radialGradient id="p" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#fff59a"/><stop offset="0.5" stop-color="#f2d21b"/><stop offset="1" stop-color="#c29a00"/></radialGradient></defs>
      <ellipse cx="200" cy="210" rx="170" ry="120" fill="url(#p)" transform="rotate(-12 200 210)"/>`,
  },
];

const BACKDROPS = [
  [248, 248, 248],
  [242, 239, 233],
  [234, 238, 244],
  [255, 255, 255],
  [236, 244, 238],
];

export const SYNTHETIC_PRODUCTS = PRODUCTS.map((p) => p.name);

/** Renders product `index` (mod the set) on a backdrop chosen by `seed`: the JPEG and its exact mask. */
export async function syntheticPhoto(index: number, seed: number, size = 640): Promise<SyntheticPhoto> {
  const random = mulberry32(seed * 7919 + index);
  const product = PRODUCTS[index % PRODUCTS.length] as (typeof PRODUCTS)[number];
  const [r, g, b] = BACKDROPS[Math.floor(random() * BACKDROPS.length)] as number[];
  const scale = (size / 400) * (0.62 + random() * 0.2);
  const x = (size - 400 * scale) * (0.3 + random() * 0.4);
  const y = (size - 400 * scale) * (0.3 + random() * 0.4);
  const placed = `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})">${product.svg}</g>`;
  const [sx, sy, srx, sry] = product.shadow;
  const shade = (v: number, d: number) => Math.max(0, Math.min(255, Math.round(v + d)));
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><linearGradient id="bd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="rgb(${shade(r as number, 3)},${shade(g as number, 3)},${shade(b as number, 3)})"/><stop offset="1" stop-color="rgb(${shade(r as number, -12)},${shade(g as number, -12)},${shade(b as number, -12)})"/></linearGradient>
    <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(6 * scale).toFixed(1)}"/></filter></defs>
    <rect width="${size}" height="${size}" fill="url(#bd)"/>
    <g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})"><ellipse cx="${sx}" cy="${sy}" rx="${srx}" ry="${sry}" fill="#000" opacity="0.28" filter="url(#blur)"/></g>
    ${placed}</svg>`;
  const pixels = new Resvg(scene, { font: { loadSystemFonts: false } }).render().pixels;
  const objectOnly = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${placed}</svg>`, {
    font: { loadSystemFonts: false },
  }).render().pixels;
  const mask = new Uint8Array(size * size);
  const rgb = Buffer.alloc(size * size * 3);
  for (let i = 0; i < size * size; i += 1) {
    mask[i] = (objectOnly[i * 4 + 3] ?? 0) >= 128 ? 1 : 0;
    for (let c = 0; c < 3; c += 1) rgb[i * 3 + c] = shade(pixels[i * 4 + c] ?? 0, (random() - 0.5) * 8);
  }
  const jpeg = await sharp(rgb, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
  return { name: product.name, jpeg, mask, width: size, height: size };
}

/** Intersection over union of a predicted alpha mask (PNG, alpha or grey ≥ 128 counts) and the truth. */
export async function maskIoU(predicted: Buffer, truth: SyntheticPhoto): Promise<number> {
  const grey = await sharp(predicted).ensureAlpha().extractChannel(3).raw().toBuffer();
  const onlyMask = (await sharp(predicted).metadata()).channels === 1;
  const values = onlyMask ? await sharp(predicted).extractChannel(0).raw().toBuffer() : grey;
  let inter = 0;
  let union = 0;
  for (let i = 0; i < truth.mask.length; i += 1) {
    const p = (values[i] ?? 0) >= 128;
    const t = truth.mask[i] === 1;
    if (p && t) inter += 1;
    if (p || t) union += 1;
  }
  return union === 0 ? 1 : inter / union;
}
