import type { Locale } from '@vitrina/contracts';

/** Roubles without kopecks, as prices are set: '2 990 ₽'. */
export function formatPrice(price: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(price);
}

export function formatDate(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(ms);
}

export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(value);
}
