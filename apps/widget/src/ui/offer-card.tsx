import type { ApiOffer, OfferBlock } from '@vitrina/contracts';
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { formatPrice, formatRating, limitName, renderSnippet } from '../core/format';
import { safeUrl } from '../core/safe-url';
import { useEnv, useSelected } from './context';
import { OfferPicture } from './offer-picture';

const RATING_PARAMS = ['rating', 'Рейтинг', 'Rating'];
const REVIEW_PARAMS = ['reviews', 'Отзывы', 'Reviews'];

function param(offer: ApiOffer, names: string[]): string | undefined {
  for (const name of names) {
    const value = offer.params?.[name];
    if (value !== undefined) return Array.isArray(value) ? value.join(', ') : value;
  }
  return undefined;
}

/** One offer: the project's custom snippet, or the blocks of settings.blocks in the chosen layout. */
export function OfferCard({ offer, position }: { offer: ApiOffer; position: number }) {
  const { controller, settings, t, debug } = useEnv();
  const target = settings.linkTargetBlank ? '_blank' : undefined;
  const rel = settings.linkTargetBlank ? 'noopener' : undefined;
  const onClick = () => controller.offerClick(offer, position);
  const price = (value: number | null) => formatPrice(value, offer.currency, settings.locale, settings.minimumFractionDigits);
  const className = `l-ss-c-offer l-ss-c-offer-layout-${settings.offerLayout}${offer.available ? '' : ' l-ss-c-offer-unavailable'}`;
  const debugBlock = debug && (
    <pre class="l-ss-c-offer-debug" data-score={offer.score}>
      {`${t('debugScore')}: ${offer.score ?? '—'}\n${offer.explain ? JSON.stringify(offer.explain, null, 1) : ''}`}
    </pre>
  );

  if (settings.customSnippet) {
    return (
      // The click only records statistics; the snippet's own links navigate and take the keyboard.
      // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
      <li class={className} data-offer-id={offer.id} onClick={onClick}>
        <div
          class="l-ss-c-offer-snippet"
          // The snippet is the shop's own template; every offer value in it is escaped by renderSnippet.
          dangerouslySetInnerHTML={{
            __html: renderSnippet(settings.customSnippet, offer, settings.locale, settings.minimumFractionDigits),
          }}
        />
        {debugBlock}
      </li>
    );
  }

  const discount = offer.oldPrice && offer.price && offer.oldPrice > offer.price ? Math.round((1 - offer.price / offer.oldPrice) * 100) : 0;
  const rating = param(offer, RATING_PARAMS);
  const reviews = param(offer, REVIEW_PARAMS);
  const link = safeUrl(offer.url);
  const picture = safeUrl(offer.pictures?.[0]);
  const blocks: Record<Exclude<OfferBlock, 'content'>, () => ComponentChildren> = {
    image: () => (
      <a class="l-ss-c-offer-thumbnail" href={link} target={target} rel={rel} onClick={onClick} tabIndex={-1}>
        <OfferPicture class="l-ss-c-offer-thumbnail-image" src={picture} alt={offer.name} />
      </a>
    ),
    labels: () =>
      discount > 0 ? (
        <div class="l-ss-c-offer-labels">
          <span class="l-ss-c-offer-label">−{discount}%</span>
        </div>
      ) : null,
    name: () => (
      <a class="l-ss-c-offer-name" href={link} target={target} rel={rel} onClick={onClick} title={offer.name}>
        {limitName(offer.name, settings.limitNameChars)}
      </a>
    ),
    price: () =>
      offer.price != null && (
        <div class="l-ss-c-offer-price">
          <span class="l-ss-c-offer-current-price">{price(offer.price)}</span>
          {discount > 0 && <s class="l-ss-c-offer-old-price">{price(offer.oldPrice)}</s>}
        </div>
      ),
    info: () => (
      <div class="l-ss-c-offer-info">
        {offer.vendor && <span class="l-ss-c-offer-vendor">{offer.vendor} · </span>}
        <span class="l-ss-c-offer-availability">{offer.available ? t('inStock') : t('outOfStock')}</span>
      </div>
    ),
    reviews: () =>
      rating && (
        <div class="l-ss-c-offer-reviews">
          ★ {formatRating(rating, settings.intRating)}
          {reviews ? ` (${reviews})` : ''}
        </div>
      ),
    // The API sends no description (ApiOffer): the block stays accepted in saved settings and draws nothing.
    description: () => null,
    additional: () => {
      const entries = Object.entries(offer.params ?? {}).filter(([k]) => !RATING_PARAMS.includes(k) && !REVIEW_PARAMS.includes(k));
      return (
        entries.length > 0 && (
          <div class="l-ss-c-offer-additional">{entries.map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`).join(' · ')}</div>
        )
      );
    },
    cart: () => settings.showCart && offer.available && <CartControl offer={offer} />,
  };

  const outer: ComponentChildren[] = [];
  const inner: ComponentChildren[] = [];
  let inContent = false;
  for (const block of settings.blocks) {
    if (block === 'content') {
      inContent = true;
      continue;
    }
    const render = blocks[block];
    if (render) (inContent ? inner : outer).push(<Block key={block} render={render} />);
  }
  return (
    <li class={className} data-offer-id={offer.id}>
      {settings.showWishlist && <WishlistToggle offer={offer} />}
      {outer}
      {inContent && <div class="l-ss-c-offer-content">{inner}</div>}
      {debugBlock}
    </li>
  );
}

function Block({ render }: { render: () => ComponentChildren }) {
  return <>{render()}</>;
}

/** 'To cart', then − count + while the offer is in the cart; focus follows the swap so the keyboard never loses it. */
function CartControl({ offer }: { offer: ApiOffer }) {
  const { controller, t } = useEnv();
  const quantity = useSelected((s) => s.quantities[offer.id] ?? 0);
  const toCart = useRef<HTMLButtonElement>(null);
  const increase = useRef<HTMLButtonElement>(null);
  const swapped = useRef(false);
  const inCart = quantity > 0;
  useLayoutEffect(() => {
    if (!swapped.current) return;
    swapped.current = false;
    (inCart ? increase : toCart).current?.focus();
  }, [inCart]);
  const act = (fn: (o: ApiOffer) => void) => () => {
    swapped.current = true;
    fn(offer);
  };
  if (!inCart) {
    return (
      <button type="button" class="l-ss-c-offer-cart" ref={toCart} onClick={act(controller.addToCart)}>
        {t('toCart')}
      </button>
    );
  }
  return (
    <fieldset class="l-ss-c-offer-quantity" aria-label={t('quantity', { name: offer.name })}>
      <button
        type="button"
        class="l-ss-c-offer-quantity-decrease"
        aria-label={quantity === 1 ? t('removeFromCart') : t('decrease')}
        onClick={act(controller.decreaseQuantity)}
      >
        −
      </button>
      <span class="l-ss-c-offer-quantity-count" aria-live="polite" aria-atomic="true">
        {quantity}
      </span>
      <button
        type="button"
        class="l-ss-c-offer-quantity-increase"
        ref={increase}
        aria-label={t('increase')}
        onClick={act(controller.increaseQuantity)}
      >
        +
      </button>
    </fieldset>
  );
}

/** A heart toggle: aria-pressed tells whether the offer is on the wishlist. */
function WishlistToggle({ offer }: { offer: ApiOffer }) {
  const { controller, t } = useEnv();
  const on = useSelected((s) => s.wishlist.includes(offer.id));
  return (
    <button
      type="button"
      class={`l-ss-c-offer-wishlist${on ? ' l-ss-c-offer-wishlist-active' : ''}`}
      aria-label={t('wishlist', { name: offer.name })}
      aria-pressed={on}
      onClick={() => controller.toggleWishlist(offer)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z" />
      </svg>
    </button>
  );
}
