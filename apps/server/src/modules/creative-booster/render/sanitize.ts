import { checkFilterCost, DEFAULT_FILTER_LIMITS, type FilterLimits } from './filter-limits';
import { CreativeRenderError, type SanitizedTemplate } from './types';
import { localName, parseXml, serializeXml, textContent, walkElements, type XmlElement } from './xml';

export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_MAX_PIXELS = 4096 * 4096;
const MAX_SIDE = 16_384;

// An allowlist: anything not drawn by resvg (script, foreignObject, iframe, editor metadata…) goes.
const ALLOWED = new Set(
  'svg g defs symbol use title desc path rect circle ellipse line polyline polygon text tspan textPath image linearGradient radialGradient stop pattern clipPath mask marker style switch a filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence'.split(
    ' ',
  ),
);
const SAFE_DATA_IMAGE = /^\s*data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
// url(…) that is not a reference into this document (#id) points somewhere else.
export const REMOTE_URL = /url\(\s*(?!['"]?\s*#)/i;
export const DANGEROUS = /javascript:|vbscript:|expression\(|@import/i;
export const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

export const isPhotoSlot = (element: XmlElement) =>
  localName(element.name) === 'image' && (element.attrs.id === 'photo' || element.attrs['data-creative'] === 'photo');
const isHref = (name: string) => name === 'href' || localName(name) === 'href';

const UNIT_PX: Record<string, number> = { '': 1, px: 1, pt: 4 / 3, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96 };
function parseLength(value: string | undefined): number | null {
  const match = value?.trim().match(/^([+]?\d*\.?\d+(?:e[+-]?\d+)?)\s*(px|pt|pc|mm|cm|in)?$/i);
  if (!match) return null;
  return Number(match[1]) * (UNIT_PX[(match[2] ?? '').toLowerCase()] ?? 1);
}

function templateSize(root: XmlElement, maxPixels: number): { width: number; height: number } {
  const box = root.attrs.viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const boxW = box?.length === 4 && box.every(Number.isFinite) ? (box[2] ?? 0) : 0;
  const boxH = box?.length === 4 && box.every(Number.isFinite) ? (box[3] ?? 0) : 0;
  let width = parseLength(root.attrs.width);
  let height = parseLength(root.attrs.height);
  if (width === null && height !== null && boxW > 0 && boxH > 0) width = (height * boxW) / boxH;
  if (height === null && width !== null && boxW > 0 && boxH > 0) height = (width * boxH) / boxW;
  width ??= boxW || null;
  height ??= boxH || null;
  if (width === null || height === null) throw new CreativeRenderError('CREATIVE_SVG_INVALID', { reason: 'size' });
  const w = Math.round(width);
  const h = Math.round(height);
  if (!(w >= 1 && h >= 1)) throw new CreativeRenderError('CREATIVE_SVG_INVALID', { reason: 'size', width: w, height: h });
  if (w > MAX_SIDE || h > MAX_SIDE || w * h > maxPixels)
    throw new CreativeRenderError('CREATIVE_SVG_TOO_LARGE', { reason: 'pixels', width: w, height: h, maxPixels });
  return { width: w, height: h };
}

function cleanAttributes(element: XmlElement, removed: Set<string>): void {
  const photo = isPhotoSlot(element);
  for (const [name, value] of Object.entries(element.attrs)) {
    const lower = name.toLowerCase();
    let drop = lower.startsWith('on') || lower === 'xml:base';
    if (isHref(name)) drop = photo || !(value.trim().startsWith('#') || SAFE_DATA_IMAGE.test(value));
    else if (DANGEROUS.test(value) || REMOTE_URL.test(value)) drop = true;
    if (!drop) continue;
    delete element.attrs[name];
    // The photo slot's own href is a stand-in the renderer replaces: not worth reporting.
    if (!(photo && isHref(name))) removed.add(`attribute:${lower}`);
  }
}

function cleanChildren(element: XmlElement, removed: Set<string>): void {
  element.children = element.children.filter((child) => {
    if (child.type === 'text') return true;
    const name = localName(child.name);
    if (!ALLOWED.has(name)) {
      removed.add(`element:${name}`);
      return false;
    }
    if (name === 'style' && (DANGEROUS.test(textContent(child)) || REMOTE_URL.test(textContent(child)))) {
      removed.add('element:style');
      return false;
    }
    // A link is a group that navigates; resvg draws it as a group anyway.
    if (name === 'a') child.name = 'g';
    cleanAttributes(child, removed);
    cleanChildren(child, removed);
    return true;
  });
}

function collectPlaceholders(root: XmlElement): string[] {
  const found = new Set<string>();
  const scan = (text: string) => {
    for (const match of text.matchAll(PLACEHOLDER)) if (match[1]) found.add(match[1]);
  };
  for (const element of walkElements(root)) {
    for (const [name, value] of Object.entries(element.attrs)) if (!isHref(name)) scan(value);
    for (const child of element.children) if (child.type === 'text') scan(child.text);
  }
  return [...found];
}

/**
 * Parses an uploaded SVG template and keeps only what resvg draws: no scripts, event handlers,
 * foreign content or references outside the file (data: images and #ids stay; the photo slot's
 * href is cleared for the renderer). Throws CreativeRenderError CREATIVE_SVG_INVALID (not XML,
 * DOCTYPE/entities, root not <svg>, no size, filters past their cost limits) or
 * CREATIVE_SVG_TOO_LARGE (bytes, pixels). Defaults: maxBytes 2 MB, maxPixels 4096×4096, filters
 * as DEFAULT_FILTER_LIMITS.
 */
export function sanitizeTemplate(
  svgText: string | Buffer,
  limits: { maxBytes?: number; maxPixels?: number; filters?: Partial<FilterLimits> } = {},
): SanitizedTemplate {
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
  const bytes = typeof svgText === 'string' ? Buffer.byteLength(svgText) : svgText.length;
  if (bytes > maxBytes) throw new CreativeRenderError('CREATIVE_SVG_TOO_LARGE', { reason: 'bytes', bytes, maxBytes });
  const text = (typeof svgText === 'string' ? svgText : svgText.toString('utf8')).replace(/^\uFEFF/, '');
  const root = parseXml(text);
  if (localName(root.name) !== 'svg') throw new CreativeRenderError('CREATIVE_SVG_INVALID', { reason: 'not_svg', root: root.name });
  const { width, height } = templateSize(root, limits.maxPixels ?? DEFAULT_MAX_PIXELS);
  const removed = new Set<string>();
  cleanAttributes(root, removed);
  cleanChildren(root, removed);
  checkFilterCost(root, { width, height }, { ...DEFAULT_FILTER_LIMITS, ...limits.filters });
  root.attrs.width = String(width);
  root.attrs.height = String(height);
  if (!root.name.includes(':')) root.attrs.xmlns = 'http://www.w3.org/2000/svg';
  root.attrs['xmlns:xlink'] ??= 'http://www.w3.org/1999/xlink';
  const hasPhotoSlot = [...walkElements(root)].some(isPhotoSlot);
  return { svg: serializeXml(root), width, height, variables: collectPlaceholders(root), hasPhotoSlot, removed: [...removed] };
}
