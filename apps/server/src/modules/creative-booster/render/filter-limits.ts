import { CreativeRenderError } from './types';
import { localName, walkElements, type XmlElement } from './xml';

/**
 * What a template's filters may cost. resvg's blur, morphology and turbulence work grows with the
 * radius, the octaves, the filtered area and the number of steps, and nothing can interrupt it
 * once started: a 4000×4000 canvas with stdDeviation 1000 and 100 octaves burned a CPU for
 * minutes (issue 21). Ordinary templates (a soft shadow, a little grain) stay far below these.
 */
export interface FilterLimits {
  /** Largest stdDeviation (feGaussianBlur, feDropShadow) or radius (feMorphology), in px. Default 100. */
  maxBlur: number;
  /** Largest feTurbulence numOctaves. Default 8 (more adds nothing visible at 8 bits per channel). */
  maxOctaves: number;
  /** Most filter primitives in a template. Default 32. */
  maxPrimitives: number;
  /** Largest canvas (width × height) a template with filters may have. Default 2048×2048. */
  maxFilterPixels: number;
}

export const DEFAULT_FILTER_LIMITS: FilterLimits = { maxBlur: 100, maxOctaves: 8, maxPrimitives: 32, maxFilterPixels: 2048 * 2048 };

const PRIMITIVES = new Set(
  'feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDropShadow feFlood feGaussianBlur feImage feMerge feMorphology feOffset feSpecularLighting feTile feTurbulence'.split(
    ' ',
  ),
);
const BLUR_ATTRIBUTE: Record<string, string> = { feGaussianBlur: 'stdDeviation', feDropShadow: 'stdDeviation', feMorphology: 'radius' };

const refuse = (details: Record<string, unknown>) => new CreativeRenderError('CREATIVE_SVG_INVALID', details);
const numbers = (value: string) =>
  value
    .trim()
    .split(/[\s,]+/)
    .map(Number)
    .filter(Number.isFinite);

/** Throws CREATIVE_SVG_INVALID (reason filter_blur, filter_octaves, filter_count, filter_area or filter_placeholder). */
export function checkFilterCost(root: XmlElement, size: { width: number; height: number }, limits: FilterLimits): void {
  let primitives = 0;
  for (const filter of walkElements(root)) {
    if (localName(filter.name) !== 'filter') continue;
    // In bounding-box units 1 is the whole box: measure against the canvas, the largest box there is.
    const scale = filter.attrs.primitiveUnits === 'objectBoundingBox' ? Math.max(size.width, size.height) : 1;
    for (const element of walkElements(filter)) {
      const name = localName(element.name);
      if (!PRIMITIVES.has(name)) continue;
      primitives += 1;
      const attribute = BLUR_ATTRIBUTE[name];
      const checked = [attribute, name === 'feTurbulence' ? 'numOctaves' : undefined];
      for (const key of checked) {
        const value = key ? element.attrs[key] : undefined;
        // Variables are substituted after this check: a placeholder could carry any number.
        if (value?.includes('{{')) throw refuse({ reason: 'filter_placeholder', element: name, attribute: key });
      }
      const blur = Math.max(0, ...numbers((attribute && element.attrs[attribute]) || '')) * scale;
      if (blur > limits.maxBlur) throw refuse({ reason: 'filter_blur', element: name, value: blur, max: limits.maxBlur });
      const octaves = name === 'feTurbulence' ? Math.max(0, ...numbers(element.attrs.numOctaves ?? '')) : 0;
      if (octaves > limits.maxOctaves) throw refuse({ reason: 'filter_octaves', value: octaves, max: limits.maxOctaves });
    }
  }
  if (primitives > limits.maxPrimitives) throw refuse({ reason: 'filter_count', value: primitives, max: limits.maxPrimitives });
  if (primitives > 0 && size.width * size.height > limits.maxFilterPixels)
    throw refuse({ reason: 'filter_area', width: size.width, height: size.height, max: limits.maxFilterPixels });
}
