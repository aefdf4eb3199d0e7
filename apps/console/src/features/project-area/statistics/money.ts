/**
 * An amount in the shop's currency, in the reader's locale ("1 500,50 ₽", "$1,500.50"). Without a
 * known currency, or with a code Intl refuses, the plain number: better no sign than a wrong one.
 */
export function formatMoney(value: number, locale: string, currency: string | null): string {
  if (currency) {
    try {
      // The narrow sign (₽, $, ₺) reads at a glance, where the standard display writes 'RUB' outside Russian.
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 2,
      }).format(value);
    } catch {
      // fall through to the plain number
    }
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}
