import type { ComponentChildren } from 'preact';
import { formatPrice, limitName, renderSnippet } from '../core/format';
import type { OfferBlock } from '../core/settings';
import type { Offer } from '../core/types';
import { useEnv } from './context';

const RATING_PARAMS = ['rating', 'Рейтинг', 'Rating'];
const REVIEW_PARAMS = ['reviews', 'Отзывы', 'Reviews'];

function param(offer: Offer, names: string[]): string | undefined {
  for (const name of names) {
    const value = offer.params?.[name];
    if (value !== undefined) return Array.isArray(value) ? value.join(', ') : value;
  }
  return undefined;
}

/** One offer: the project's custom snippet, or the blocks of settings.blocks in the chosen layout. */
export function OfferCard({ offer, position }: { offer: Offer; position: number }) {
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
  const blocks: Record<Exclude<OfferBlock, 'content'>, () => ComponentChildren> = {
    image: () => (
      <a class="l-ss-c-offer-thumbnail" href={offer.url} target={target} rel={rel} onClick={onClick} tabIndex={-1}>
        {offer.pictures?.[0] && <img class="l-ss-c-offer-thumbnail-image" src={offer.pictures[0]} alt={offer.name} loading="lazy" />}
      </a>
    ),
    labels: () =>
      discount > 0 ? (
        <div class="l-ss-c-offer-labels">
          <span class="l-ss-c-offer-label">−{discount}%</span>
        </div>
      ) : null,
    name: () => (
      <a class="l-ss-c-offer-name" href={offer.url} target={target} rel={rel} onClick={onClick} title={offer.name}>
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
          ★ {rating}
          {reviews ? ` (${reviews})` : ''}
        </div>
      ),
    description: () => offer.description && <div class="l-ss-c-offer-description">{limitName(offer.description, 160)}</div>,
    additional: () => {
      const entries = Object.entries(offer.params ?? {}).filter(([k]) => !RATING_PARAMS.includes(k) && !REVIEW_PARAMS.includes(k));
      return (
        entries.length > 0 && (
          <div class="l-ss-c-offer-additional">{entries.map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`).join(' · ')}</div>
        )
      );
    },
    cart: () =>
      settings.showCart &&
      offer.available && (
        <button type="button" class="l-ss-c-offer-cart" onClick={() => controller.addToCart(offer)}>
          {t('toCart')}
        </button>
      ),
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
      {outer}
      {inContent && <div class="l-ss-c-offer-content">{inner}</div>}
      {debugBlock}
    </li>
  );
}

function Block({ render }: { render: () => ComponentChildren }) {
  return <>{render()}</>;
}
