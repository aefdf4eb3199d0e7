import { describe, expect, it } from 'vitest';
import { parsePrice, parseQuantity } from './price';

describe('parsePrice', () => {
  it.each([
    ['1 299,50 ₽', 1299.5],
    ['1\u00a0299 ₽', 1299],
    ['12\u202f650 руб.', 12650],
    ['$1,299.50', 1299.5],
    ['1.299,5 TL', 1299.5],
    ['12.650 TL', 12650],
    ['1,000,000', 1000000],
    ['Цена: 990.', 990],
    ['0,99', 0.99],
    ['€ 45', 45],
    ["1'299.00 CHF", 1299],
  ])('%s → %d', (text, value) => {
    expect(parsePrice(text)).toBe(value);
  });

  it('gives nothing without a number', () => {
    expect(parsePrice('по запросу')).toBeUndefined();
    expect(parsePrice('')).toBeUndefined();
    expect(parsePrice(null)).toBeUndefined();
  });
});

describe('parseQuantity', () => {
  it('reads a whole count', () => {
    expect(parseQuantity('2 шт.')).toBe(2);
    expect(parseQuantity(' 10 ')).toBe(10);
    expect(parseQuantity('x')).toBeUndefined();
  });
});
