import { describe, expect, it } from 'vitest';
import { sanitizeTemplate } from './sanitize';
import { CreativeRenderError } from './types';

const svg = (filter: string, size = 'width="600" height="300"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${size}><defs><filter id="f">${filter}</filter></defs><rect width="10" height="10" filter="url(#f)"/></svg>`;

function refusal(text: string): Record<string, unknown> {
  try {
    sanitizeTemplate(text);
  } catch (error) {
    if (error instanceof CreativeRenderError && error.code === 'CREATIVE_SVG_INVALID') return error.details ?? {};
    throw error;
  }
  throw new Error('expected the template to be refused');
}

describe('filter cost limits', () => {
  it('keeps ordinary filters: a soft shadow, a little noise', () => {
    const template = sanitizeTemplate(svg('<feGaussianBlur stdDeviation="4 2"/><feTurbulence baseFrequency="0.05" numOctaves="3"/>'));
    expect(template.svg).toContain('feTurbulence');
  });

  it('refuses a blur wider than allowed, in either direction and in bounding-box units', () => {
    expect(refusal(svg('<feGaussianBlur stdDeviation="1000"/>'))).toMatchObject({ reason: 'filter_blur', value: 1000, max: 100 });
    expect(refusal(svg('<feDropShadow stdDeviation="2 500"/>'))).toMatchObject({ reason: 'filter_blur', value: 500 });
    expect(refusal(svg('<feMorphology radius="400"/>'))).toMatchObject({ reason: 'filter_blur', value: 400 });
    const relative = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><filter id="f" primitiveUnits="objectBoundingBox"><feGaussianBlur stdDeviation="0.5"/></filter></svg>`;
    expect(refusal(relative)).toMatchObject({ reason: 'filter_blur', value: 300 });
  });

  it('refuses too many noise octaves and placeholders in filter cost attributes', () => {
    expect(refusal(svg('<feTurbulence numOctaves="100"/>'))).toMatchObject({ reason: 'filter_octaves', value: 100, max: 8 });
    expect(refusal(svg('<feGaussianBlur stdDeviation="{{badge}}"/>'))).toMatchObject({ reason: 'filter_placeholder' });
  });

  it('refuses filters on a canvas larger than the filtered-area limit, and too many primitives', () => {
    const bomb = svg('<feGaussianBlur stdDeviation="50"/>', 'width="4000" height="4000"');
    expect(refusal(bomb)).toMatchObject({ reason: 'filter_area', width: 4000, height: 4000 });
    // The same canvas without a filter is still a usable template.
    expect(
      sanitizeTemplate('<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><rect width="1" height="1"/></svg>').width,
    ).toBe(4000);
    expect(refusal(svg('<feOffset dx="1"/>'.repeat(33)))).toMatchObject({ reason: 'filter_count', max: 32 });
  });
});
