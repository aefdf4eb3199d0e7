// Pixel work for the classical background removal: colour distance, the border-seeded adaptive
// flood fill, connected components and box means. Plain typed-array loops; no I/O.

export interface Rgb {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * Colour distance that weighs brightness at half the weight of hue: soft shadows and lighting
 * gradients on a studio background change brightness far more than colour.
 */
export function colourDistance(r1: number, g1: number, b1: number, r2: number, g2: number, b2: number): number {
  const dl = (r1 + g1 + b1 - r2 - g2 - b2) / 3;
  const dc1 = r1 - g1 - (r2 - g2);
  const dc2 = (r1 + g1) / 2 - b1 - ((r2 + g2) / 2 - b2);
  return Math.sqrt(0.5 * dl * dl + dc1 * dc1 + dc2 * dc2);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Median colour of the two-pixel border ring and the spread of the border around it. */
export function borderModel({ data, width, height }: Rgb): { colour: [number, number, number]; noise: number } {
  const indices: number[] = [];
  for (let x = 0; x < width; x += 1) for (const y of [0, 1, height - 2, height - 1]) indices.push(y * width + x);
  for (let y = 2; y < height - 2; y += 1) for (const x of [0, 1, width - 2, width - 1]) indices.push(y * width + x);
  const channel = (c: number) => median(indices.map((i) => data[i * 3 + c] ?? 0));
  const colour: [number, number, number] = [channel(0), channel(1), channel(2)];
  // Noise from neighbours along the ring, so a lighting gradient across the backdrop does not count as noise.
  const steps: number[] = [];
  for (let k = 1; k < width; k += 1) {
    const a = (k - 1) * 3;
    const b = k * 3;
    steps.push(colourDistance(data[a] ?? 0, data[a + 1] ?? 0, data[a + 2] ?? 0, data[b] ?? 0, data[b + 1] ?? 0, data[b + 2] ?? 0));
  }
  return { colour, noise: median(steps) };
}

/**
 * Marks background by flooding from the border: a pixel joins when it is within `threshold` of
 * the reference colour carried along the fill, and the reference drifts (rate `drift`) toward
 * what it meets, so gradients and soft shadows are followed while a real edge stops the fill. Border pixels far from the border colour (the product touching the frame) seed nothing.
 * Returns 1 for background.
 */
export function floodBackground(image: Rgb, bg: [number, number, number], threshold: number, drift = 0.5, spread = 0.6): Uint8Array {
  const { data, width, height } = image;
  const n = width * height;
  const background = new Uint8Array(n);
  const ref = new Float32Array(n * 3);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  const seedLimit = threshold * 2.5;
  const seed = (i: number) => {
    if (background[i]) return;
    const r = data[i * 3] ?? 0;
    const g = data[i * 3 + 1] ?? 0;
    const b = data[i * 3 + 2] ?? 0;
    if (colourDistance(r, g, b, ...bg) > seedLimit) return;
    background[i] = 1;
    ref[i * 3] = r;
    ref[i * 3 + 1] = g;
    ref[i * 3 + 2] = b;
    queue[tail++] = i;
  };
  for (let x = 0; x < width; x += 1) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  const visit = (from: number, to: number) => {
    if (background[to]) return;
    const r = data[to * 3] ?? 0;
    const g = data[to * 3 + 1] ?? 0;
    const b = data[to * 3 + 2] ?? 0;
    const rr = ref[from * 3] ?? 0;
    const rg = ref[from * 3 + 1] ?? 0;
    const rb = ref[from * 3 + 2] ?? 0;
    const d = colourDistance(r, g, b, rr, rg, rb);
    if (d > threshold) return;
    background[to] = 1;
    // A pixel that differs by more than a fraction of the threshold is probably a blended edge
    // pixel: it is background but the fill does not travel on from it, or it would creep along
    // the anti-aliased rim and into a product of low contrast.
    if (d > threshold * spread) return;
    ref[to * 3] = rr + (r - rr) * drift;
    ref[to * 3 + 1] = rg + (g - rg) * drift;
    ref[to * 3 + 2] = rb + (b - rb) * drift;
    queue[tail++] = to;
  };
  while (head < tail) {
    const i = queue[head++] ?? 0;
    const x = i % width;
    if (x > 0) visit(i, i - 1);
    if (x < width - 1) visit(i, i + 1);
    if (i >= width) visit(i, i - width);
    if (i < n - width) visit(i, i + width);
  }
  return background;
}

/** Labels 4-connected components of pixels where mask[i] === value; returns labels and sizes (label 0 = none). */
export function components(mask: Uint8Array, width: number, value: number): { labels: Int32Array; sizes: number[] } {
  const n = mask.length;
  const labels = new Int32Array(n);
  const sizes = [0];
  const stack = new Int32Array(n);
  for (let start = 0; start < n; start += 1) {
    if (mask[start] !== value || labels[start]) continue;
    const label = sizes.length;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    while (top > 0) {
      const i = stack[--top] ?? 0;
      size += 1;
      const x = i % width;
      for (let k = 0; k < 4; k += 1) {
        const j = k === 0 ? (x > 0 ? i - 1 : -1) : k === 1 ? (x < width - 1 ? i + 1 : -1) : k === 2 ? i - width : i + width;
        if (j < 0 || j >= n || labels[j] !== 0 || mask[j] !== value) continue;
        labels[j] = label;
        stack[top++] = j;
      }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

/** Mean of `values` weighted by `weights` over a (2r+1)² box, from summed-area tables; NaN where no weight. */
export function boxMean(values: Float32Array, weights: Float32Array, width: number, height: number, r: number): Float32Array {
  const w1 = width + 1;
  const sumV = new Float64Array(w1 * (height + 1));
  const sumW = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let rowV = 0;
    let rowW = 0;
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const wt = weights[i] ?? 0;
      rowV += (values[i] ?? 0) * wt;
      rowW += wt;
      const at = (y + 1) * w1 + x + 1;
      sumV[at] = (sumV[at - w1] ?? 0) + rowV;
      sumW[at] = (sumW[at - w1] ?? 0) + rowW;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.max(0, y - r) * w1;
    const y1 = (Math.min(height - 1, y + r) + 1) * w1;
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width - 1, x + r) + 1;
      const weight = (sumW[y1 + x1] ?? 0) - (sumW[y0 + x1] ?? 0) - (sumW[y1 + x0] ?? 0) + (sumW[y0 + x0] ?? 0);
      const value = (sumV[y1 + x1] ?? 0) - (sumV[y0 + x1] ?? 0) - (sumV[y1 + x0] ?? 0) + (sumV[y0 + x0] ?? 0);
      out[y * width + x] = weight > 1e-6 ? value / weight : Number.NaN;
    }
  }
  return out;
}
