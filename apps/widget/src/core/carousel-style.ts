import { CAROUSEL_STYLE_DEFAULTS, type CarouselStyle } from '@vitrina/contracts';

/** A carousel style with every field filled in (spec §3 carousel settings). */
export interface ResolvedCarouselStyle {
  /** Heading above the cards; '' shows none. Default ''. */
  title: string;
  /** Heading size in px. Default 20. */
  titleSize: number;
  /** Heading colour; '' inherits the page's. Default ''. */
  titleColor: string;
  titlePosition: 'left' | 'center' | 'right';
  /** Card width in px. Default 200. */
  cardWidth: number;
  /** Lines of the offer name before it is cut with '…'. Default 2. */
  nameLines: number;
  /** Price colour; '' inherits. Default ''. */
  priceColor: string;
  /** Old (crossed) price colour. Default '#6e6e73'. */
  oldPriceColor: string;
  /** The old price beside a discounted one. Default true. */
  showOldPrice: boolean;
  /** 'none', a 'button' with text, or an 'icon'. Default 'none'. */
  cartType: 'none' | 'button' | 'icon';
  /** Cart button colour. Default '#2f6fed'. */
  cartColor: string;
  /** Cart button corner radius in px. Default 6. */
  buttonRadius: number;
  /** Picture box height in px. Default 180. */
  imageSize: number;
  imagePadding: number;
  /** Picture corner radius in px. Default 8. */
  imageRadius: number;
  /** Discount label (−N%) on the picture. Default true. */
  showLabels: boolean;
  /** Text before the vendor code; the code shows when a prefix or a colour is set. Default ''. */
  vendorCodePrefix: string;
  vendorCodeColor: string;
  /** Characters of the offer description under the name; 0 hides it. Default 0. */
  snippetMaxLength: number;
  /** Offers asked for. Default 12. */
  limit: number;
  /** Cards one arrow press scrolls; 0 scrolls a visible width. Default 1 (mobile) and 3 (desktop). */
  scrollStepMobile: number;
  scrollStepDesktop: number;
  /** Space between cards in px. Default 12 (mobile) and 20 (desktop). */
  spacingMobile: number;
  spacingDesktop: number;
  /** A wishlist heart on cards (wishlistAdd / wishlistRemove hooks). Default false. */
  wishlist: boolean;
  /** Show every offer; off keeps one offer per name (variants of one product collapse). Default false. */
  multipleOffers: boolean;
  /** The offer's category above its name. Default false. */
  showCategory: boolean;
  /** Offer params shown on cards, by name. Default []. */
  customParams: string[];
  /** A caption under the cards naming who recommends; '' shows none. Default ''. */
  provider: string;
  /** Offer links open in a new tab. Default false. */
  linkTargetBlank: boolean;
}

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
