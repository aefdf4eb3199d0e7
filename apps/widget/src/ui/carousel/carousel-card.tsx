import type { ApiOffer } from '@vitrina/contracts';
import type { Carousel, CarouselState } from '../../core/carousel';
import { formatPrice } from '../../core/format';
import { safeUrl } from '../../core/safe-url';
import type { Translator } from '../../i18n';
import { OfferPicture } from '../offer-picture';

export interface CardEnv {
  carousel: Carousel;
  t: Translator;
  locale: string;
  minimumFractionDigits: number;
}

const HEART =
  'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z';
const CART = 'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6M9 20h.01M17 20h.01';

function paramText(offer: ApiOffer, name: string): string | null {
  const value = offer.params?.[name];
  if (value === undefined || value === '') return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/** One offer card of a carousel, drawn by the carousel's style. */
export function CarouselCard({ offer, index, state, env }: { offer: ApiOffer; index: number; state: CarouselState; env: CardEnv }) {
  const { carousel, t } = env;
  const s = state.style;
  const target = s.linkTargetBlank ? '_blank' : undefined;
  const rel = s.linkTargetBlank ? 'noopener' : undefined;
  const onClick = () => carousel.click(offer);
  const price = (value: number | null) => formatPrice(value, offer.currency, env.locale, env.minimumFractionDigits);
  const link = safeUrl(offer.url);
  const picture = safeUrl(offer.pictures?.[0]);
  const discount = offer.oldPrice && offer.price && offer.oldPrice > offer.price ? Math.round((1 - offer.price / offer.oldPrice) * 100) : 0;
  const code = (s.vendorCodePrefix || s.vendorCodeColor) && offer.offerCode ? `${s.vendorCodePrefix}${offer.offerCode}` : '';
  const params = s.customParams.map((name) => [name, paramText(offer, name)] as const).filter(([, v]) => v !== null);
  const inCart = state.inCart.includes(offer.id);
  const liked = state.wishlist.includes(offer.id);
  return (
    <li class="l-ss-c-carousel-card" data-offer-id={offer.id} data-index={index}>
      {s.wishlist && (
        <button
          type="button"
          class="l-ss-c-carousel-wishlist"
          aria-label={t('wishlist', { name: offer.name })}
          aria-pressed={liked}
          onClick={() => carousel.toggleWishlist(offer)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={HEART} />
          </svg>
        </button>
      )}
      <a class="l-ss-c-carousel-image" href={link} target={target} rel={rel} onClick={onClick} tabIndex={-1}>
        <OfferPicture src={picture} alt={offer.name} />
        {s.showLabels && discount > 0 && <span class="l-ss-c-carousel-label">−{discount}%</span>}
      </a>
      {s.showCategory && offer.category?.name && <div class="l-ss-c-carousel-category">{offer.category.name}</div>}
      <a class="l-ss-c-carousel-name" href={link} target={target} rel={rel} onClick={onClick} title={offer.name}>
        {offer.name}
      </a>
      {code && <div class="l-ss-c-carousel-code">{code}</div>}
      {params.length > 0 && (
        <div class="l-ss-c-carousel-params">
          {params.map(([name, value]) => (
            <span key={name}>
              {name}: {value}
            </span>
          ))}
        </div>
      )}
      {offer.price != null && (
        <div class="l-ss-c-carousel-price">
          <span class="l-ss-c-carousel-current-price">{price(offer.price)}</span>
          {s.showOldPrice && discount > 0 && <s class="l-ss-c-carousel-old-price">{price(offer.oldPrice)}</s>}
        </div>
      )}
      {s.cartType !== 'none' && offer.available && (
        <button
          type="button"
          class={`l-ss-c-carousel-cart l-ss-c-carousel-cart-${s.cartType}`}
          aria-pressed={inCart}
          aria-label={s.cartType === 'icon' ? t(inCart ? 'inCart' : 'toCart') : undefined}
          onClick={() => carousel.addToCart(offer)}
        >
          {s.cartType === 'icon' ? (
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={CART} />
            </svg>
          ) : (
            t(inCart ? 'inCart' : 'toCart')
          )}
        </button>
      )}
    </li>
  );
}
