import { describe, expect, it } from 'vitest';
import { currencySign, formatPrice, formatRating, limitName, renderSnippet } from './format';
import { testOffer } from './test-answers';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('trims zeros with minimumFractionDigits 0 and shows ₽ for RUR', () => {
    expect(nbsp(formatPrice(12650, 'RUR', 'ru', 0))).toBe('12 650 ₽');
    expect(nbsp(formatPrice(12650.5, 'RUB', 'ru', 0))).toBe('12 650,5 ₽');
  });

  it('keeps the asked fraction digits', () => {
    expect(nbsp(formatPrice(12650, 'RUR', 'ru', 2))).toBe('12 650,00 ₽');
    expect(formatPrice(1999.9, 'USD', 'en', 2)).toBe('1,999.90\u00a0$');
  });

  it('shows unknown currency codes as they are and nothing for a missing price', () => {
    expect(nbsp(formatPrice(5, 'XYZ', 'ru', 0))).toBe('5 XYZ');
    expect(formatPrice(null, 'RUR')).toBe('');
    expect(currencySign('eur')).toBe('€');
  });
});

describe('formatRating', () => {
  it('rounds numeric ratings to whole numbers only when the project asks for it', () => {
    expect(formatRating('4.6', true)).toBe('5');
    expect(formatRating('4,4', true)).toBe('4');
    expect(formatRating('4.6', false)).toBe('4.6');
    expect(formatRating('отлично', true)).toBe('отлично');
    expect(formatRating('', true)).toBe('');
  });
});

describe('limitName', () => {
  it('keeps short names and cuts long ones at a word', () => {
    expect(limitName('Кроссовки Nike', 0)).toBe('Кроссовки Nike');
    expect(limitName('Кроссовки Nike Pegasus 40', 20)).toBe('Кроссовки Nike…');
  });
});

describe('renderSnippet', () => {
  const offer = testOffer('7', { name: 'Boots <b>', price: 1000, pictures: ['https://shop/7.jpg'], params: { Цвет: 'белый' } });

  it('fills fields and params and escapes every value', () => {
    const html = renderSnippet('<a href="{{url}}">{{name}}</a> {{price}} {{params.Цвет}} {{missing}}', offer, 'ru', 0);
    expect(nbsp(html)).toBe('<a href="https://shop/7">Boots &#60;b&#62;</a> 1 000 ₽ белый ');
  });
});
