import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// Intl writes a narrow no-break space between number and sign in some locales; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('revenue in the shop currency', () => {
  it("writes the amount with the currency in the reader's locale", () => {
    expect(plain(formatMoney(1500.5, 'ru', 'RUB'))).toBe('1 500,50 ₽');
    expect(plain(formatMoney(1500.5, 'en', 'RUB'))).toBe('₽1,500.50');
    expect(formatMoney(1500.5, 'en', 'USD')).toBe('$1,500.50');
    expect(plain(formatMoney(1500.5, 'tr', 'TRY'))).toBe('₺1.500,50');
    expect(plain(formatMoney(1500.5, 'es', 'EUR'))).toBe('1500,50 €');
    expect(plain(formatMoney(1500.5, 'pt', 'BRL'))).toBe('R$ 1.500,50');
  });

  it('writes the plain number when the currency is unknown or not one Intl knows', () => {
    expect(formatMoney(1500.5, 'en', null)).toBe('1,500.5');
    expect(formatMoney(1500.5, 'en', 'RUBLES')).toBe('1,500.5');
  });
});
