import { CAROUSEL_STYLE_DEFAULTS, type CarouselStyle } from '@vitrina/contracts';

/** A carousel style with every field filled in (spec §3 carousel settings; defaults in contracts' CAROUSEL_STYLE_DEFAULTS). */
export type ResolvedCarouselStyle = Required<CarouselStyle>;

export const DEFAULT_CAROUSEL_STYLE: ResolvedCarouselStyle = CAROUSEL_STYLE_DEFAULTS;

const COLOUR = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|[a-zA-Z]+)$/;

/**
 * The saved style over the defaults. Values of the wrong kind are ignored (the API validates with the
 * contracts schema; this guards the page against anything else), colours must look like CSS colours.
 */
export function resolveCarouselStyle(...layers: Array<Partial<CarouselStyle> | null | undefined>): ResolvedCarouselStyle {
  const out: Record<string, unknown> = { ...DEFAULT_CAROUSEL_STYLE, customParams: [] };
  for (const layer of layers) {
    if (!layer || typeof layer !== 'object') continue;
    for (const [key, value] of Object.entries(layer)) {
      const fallback = (DEFAULT_CAROUSEL_STYLE as unknown as Record<string, unknown>)[key];
      if (fallback === undefined || value === undefined || value === null) continue;
      if (key === 'customParams') {
        if (Array.isArray(value))
          out[key] = value.filter((p): p is string => typeof p === 'string' && p.trim() !== '').map((p) => p.trim());
      } else if (typeof value !== typeof fallback) continue;
      else if (typeof value === 'number') out[key] = Number.isFinite(value) && value >= 0 ? value : fallback;
      else if (typeof value === 'string' && key.endsWith('Color'))
        out[key] = value === '' || COLOUR.test(value.trim()) ? value.trim() : fallback;
      else out[key] = value;
    }
  }
  const style = out as unknown as ResolvedCarouselStyle;
  if (!['left', 'center', 'right'].includes(style.titlePosition)) style.titlePosition = 'left';
  if (!['none', 'button', 'icon'].includes(style.cartType)) style.cartType = 'none';
  style.limit = Math.min(Math.max(1, Math.round(style.limit)), 50);
  return style;
}

/** CSS custom properties of one carousel root; colours left '' inherit the page's. */
export function carouselVariables(style: ResolvedCarouselStyle): Record<string, string> {
  const vars: Record<string, string> = {
    '--l-ss-c-carousel-title-size': `${style.titleSize}px`,
    '--l-ss-c-carousel-card-width': `${style.cardWidth}px`,
    '--l-ss-c-carousel-name-lines': String(Math.max(1, style.nameLines)),
    '--l-ss-c-carousel-old-price-color': style.oldPriceColor,
    '--l-ss-c-carousel-cart-color': style.cartColor,
    '--l-ss-c-carousel-button-radius': `${style.buttonRadius}px`,
    '--l-ss-c-carousel-image-size': `${style.imageSize}px`,
    '--l-ss-c-carousel-image-padding': `${style.imagePadding}px`,
    '--l-ss-c-carousel-image-radius': `${style.imageRadius}px`,
    '--l-ss-c-carousel-gap-mobile': `${style.spacingMobile}px`,
    '--l-ss-c-carousel-gap-desktop': `${style.spacingDesktop}px`,
  };
  if (style.titleColor) vars['--l-ss-c-carousel-title-color'] = style.titleColor;
  if (style.priceColor) vars['--l-ss-c-carousel-price-color'] = style.priceColor;
  if (style.vendorCodeColor) vars['--l-ss-c-carousel-code-color'] = style.vendorCodeColor;
  return vars;
}
