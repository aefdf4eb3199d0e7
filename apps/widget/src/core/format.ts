import type { ApiOffer } from '@vitrina/contracts';
import { safeUrl } from './safe-url';

const CURRENCY_SIGNS: Record<string, string> = {
  RUR: '₽',
  RUB: '₽',
  USD: '$',
  EUR: '€',
  UAH: '₴',
  KZT: '₸',
  BYN: 'Br',
  BYR: 'Br',
  TRY: '₺',
  BRL: 'R$',
  GBP: '£',
};

/** The sign shown after a price: RUR and RUB → ₽, USD → $ …; an unknown code is shown as is. */
export function currencySign(code: string | null | undefined): string {
  if (!code) return '';
  return CURRENCY_SIGNS[code.toUpperCase()] ?? code;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A price as the shopper reads it: grouped digits of the locale and the currency sign.
 * minimumFractionDigits 0 (the default) trims zeros: 12650 → '12 650 ₽', 12650.5 → '12 650,5 ₽'.
 */
export function formatPrice(
  value: number | null | undefined,
  currency: string | null | undefined,
  locale = 'ru',
  minimumFractionDigits = 0,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const key = `${locale}|${minimumFractionDigits}`;
  let nf = formatters.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits: Math.max(2, minimumFractionDigits) });
    formatters.set(key, nf);
  }
  const sign = currencySign(currency);
  return sign ? `${nf.format(value)}\u00a0${sign}` : nf.format(value);
}

/** Cuts a name longer than `limit` characters at a word when it can, with '…'; limit 0 keeps it whole. */
export function limitName(name: string, limit: number): string {
  if (!limit || name.length <= limit) return name;
  const cut = name.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Escapes text for an HTML template. */
/** A rating as the shop wants it read: whole stars (isIntRating) rounds a numeric value, else it is shown as sent. */
export function formatRating(raw: string, whole: boolean): string {
  const value = Number(raw.trim().replace(',', '.'));
  return whole && raw.trim() !== '' && Number.isFinite(value) ? String(Math.round(value)) : raw;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A custom snippet with the offer's fields filled in ({{name}}, {{price}} …), every value escaped. */
export function renderSnippet(template: string, offer: ApiOffer, locale: string, minimumFractionDigits: number): string {
  const values: Record<string, string> = {
    id: offer.id,
    name: offer.name,
    url: safeUrl(offer.url) ?? '',
    price: formatPrice(offer.price, offer.currency, locale, minimumFractionDigits),
    oldPrice: formatPrice(offer.oldPrice, offer.currency, locale, minimumFractionDigits),
    currency: currencySign(offer.currency),
    picture: safeUrl(offer.pictures?.[0]) ?? '',
    vendor: offer.vendor ?? '',
    offerCode: offer.offerCode ?? '',
    category: offer.category?.name ?? '',
    available: offer.available ? '1' : '',
  };
  return template.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (_m, key: string) => {
    const direct = values[key];
    if (direct !== undefined) return escapeHtml(direct);
    const param = key.startsWith('params.') ? offer.params?.[key.slice(7)] : undefined;
    return param === undefined ? '' : escapeHtml(Array.isArray(param) ? param.join(', ') : param);
  });
}
