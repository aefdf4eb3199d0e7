import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, renderDescription } from './html';
import { parseAvailability, parsePrice, parsePriceWithCurrency } from './values';

describe('value parsing', () => {
  it('reads prices in the formats shops write', () => {
    expect(['1299', '1 299,50', '1\u00a0299.50', '1,299.50', '1.299,50', '1.299.000', '12,5', '-3', '₽ 100', ''].map(parsePrice)).toEqual([
      1299,
      1299.5,
      1299.5,
      1299.5,
      1299.5,
      1299000,
      12.5,
      -3,
      100,
      null,
    ]);
    expect(parsePrice('free')).toBeNull();
  });

  it('splits a Google Merchant price into amount and currency', () => {
    expect(parsePriceWithCurrency('12.99 USD')).toEqual({ price: 12.99, currencyId: 'USD' });
    expect(parsePriceWithCurrency('500 egp')).toEqual({ price: 500, currencyId: 'EGP' });
    expect(parsePriceWithCurrency('18')).toEqual({ price: 18, currencyId: null });
  });

  it('reads availability words', () => {
    expect(['true', '1', 'in stock', 'preorder', '', 'false', '0', 'out of stock', 'FALSE'].map((v) => parseAvailability(v))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('decodes HTML entities, including legacy &nbsp without semicolon', () => {
    expect(decodeHtmlEntities('a&nbsp;b&nbspc &mdash; &#39;x&#x27; &unknown; &lrm;')).toBe("a\u00a0b\u00a0c — 'x' &unknown; ");
  });

  it('renders descriptions to text with spaces between blocks', () => {
    expect(renderDescription('<div>one</div><div>two</div><style>p{}</style>')).toEqual({ text: 'one two', snippet: 'one two' });
    expect(renderDescription('5 < 6 & 7 > 3')).toEqual({ text: '5 < 6 & 7 > 3', snippet: '5 &lt; 6 &amp; 7 &gt; 3' });
  });
});
