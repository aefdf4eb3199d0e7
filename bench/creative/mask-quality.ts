// Mask quality of the classical background removal: IoU against the exact masks of the
// synthetic product photos (8 products × SEEDS backdrops and placements, 640 px, JPEG q82), for
// each option set. Prints a markdown table per product and the means.
// Run: node --import tsx bench/creative/mask-quality.ts   (SEEDS=… to change it)
import {
  DEFAULT_REMBG,
  maskIoU,
  type RembgOptions,
  removeBackground,
  SYNTHETIC_PRODUCTS,
  syntheticPhoto,
} from '../../apps/server/src/modules/creative-booster';

const SEEDS = Number(process.env.SEEDS ?? 5);
const VARIANTS: [string, RembgOptions][] = [
  ['classic', DEFAULT_REMBG],
  ['classic-holes', { ...DEFAULT_REMBG, model: 'classic-holes' }],
  ['postProcessMask', { ...DEFAULT_REMBG, postProcessMask: true }],
  ['alphaMatting', { ...DEFAULT_REMBG, alphaMatting: true }],
];

const scores = new Map<string, Map<string, number[]>>();
for (let seed = 1; seed <= SEEDS; seed += 1) {
  for (let index = 0; index < SYNTHETIC_PRODUCTS.length; index += 1) {
    const photo = await syntheticPhoto(index, seed);
    for (const [variant, options] of VARIANTS) {
      const iou = await maskIoU(await removeBackground(photo.jpeg, options), photo);
      const byProduct = scores.get(variant) ?? new Map<string, number[]>();
      byProduct.set(photo.name, [...(byProduct.get(photo.name) ?? []), iou]);
      scores.set(variant, byProduct);
    }
  }
}
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
console.log(`\nIoU, ${SEEDS} photos per product (mean / min)\n`);
console.log(`| product | ${VARIANTS.map(([name]) => name).join(' | ')} |`);
console.log(`| --- | ${VARIANTS.map(() => '---:').join(' | ')} |`);
for (const product of SYNTHETIC_PRODUCTS) {
  const cells = VARIANTS.map(([variant]) => {
    const values = scores.get(variant)?.get(product) ?? [];
    return `${mean(values).toFixed(3)} / ${Math.min(...values).toFixed(3)}`;
  });
  console.log(`| ${product} | ${cells.join(' | ')} |`);
}
const all = VARIANTS.map(([variant]) => [...(scores.get(variant)?.values() ?? [])].flat());
console.log(`| **all** | ${all.map((values) => `**${mean(values).toFixed(3)}** / ${Math.min(...values).toFixed(3)}`).join(' | ')} |`);
