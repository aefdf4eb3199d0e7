import type { CarouselStyle } from './trade-widgets';

/**
 * What a carousel shows for every style field the owner left unset (spec §3 carousel settings):
 * the widget renders with them and the console's form shows them. Kept free of zod so the widget
 * bundle can take it.
 */
export const CAROUSEL_STYLE_DEFAULTS: Required<CarouselStyle> = {
  title: '',
  titleSize: 20,
  titleColor: '',
  titlePosition: 'left',
  cardWidth: 200,
  nameLines: 2,
  priceColor: '',
  oldPriceColor: '#6e6e73',
  showOldPrice: true,
  cartType: 'none',
  cartColor: '#2f6fed',
  buttonRadius: 6,
  imageSize: 180,
  imagePadding: 0,
  imageRadius: 8,
  showLabels: true,
  vendorCodePrefix: '',
  vendorCodeColor: '',
  snippetMaxLength: 0,
  limit: 12,
  scrollStepMobile: 1,
  scrollStepDesktop: 3,
  spacingMobile: 12,
  spacingDesktop: 20,
  wishlist: false,
  multipleOffers: false,
  showCategory: false,
  customParams: [],
  provider: '',
  linkTargetBlank: false,
};
