import { describe, expect, it } from 'vitest';
import { isActiveOn, matchUrlPath } from './url';

const at = (href: string) => {
  const u = new URL(href);
  return { href: u.href, pathname: u.pathname, search: u.search };
};

describe('matchUrlPath', () => {
  const page = at('https://shop.ru/catalog/shoes/nike-air/?color=red#reviews');

  it('matches paths exactly, ignoring a trailing slash', () => {
    expect(matchUrlPath('/catalog/shoes/nike-air', page)).toBe(true);
    expect(matchUrlPath('/catalog/shoes/nike-air/', page)).toBe(true);
    expect(matchUrlPath('/catalog/shoes', page)).toBe(false);
    expect(matchUrlPath('/', at('https://shop.ru/'))).toBe(true);
    expect(matchUrlPath('/', page)).toBe(false);
  });

  it("'*' matches any run of characters, slashes included", () => {
    expect(matchUrlPath('*', page)).toBe(true);
    expect(matchUrlPath('/catalog/*', page)).toBe(true);
    expect(matchUrlPath('/catalog/*/nike-*', page)).toBe(true);
    expect(matchUrlPath('*/nike-air', page)).toBe(true);
    expect(matchUrlPath('/cart/*', page)).toBe(false);
  });

  it('treats regex characters literally', () => {
    expect(matchUrlPath('/catalog.html', at('https://shop.ru/catalogXhtml'))).toBe(false);
    expect(matchUrlPath('/catalog.html', at('https://shop.ru/catalog.html'))).toBe(true);
  });

  it('matches the query when the pattern has one, and whole URLs when it has a scheme', () => {
    expect(matchUrlPath('/catalog/*?color=red', page)).toBe(true);
    expect(matchUrlPath('/catalog/*?color=blue', page)).toBe(false);
    expect(matchUrlPath('https://shop.ru/catalog/*', page)).toBe(true);
    expect(matchUrlPath('https://other.ru/*', page)).toBe(false);
    expect(matchUrlPath('//shop.ru/*', page)).toBe(false);
  });

  it('an empty pattern matches nothing', () => {
    expect(matchUrlPath('  ', page)).toBe(false);
  });
});

describe('isActiveOn', () => {
  it('is active everywhere without paths, else where one matches', () => {
    const page = at('https://shop.ru/order/done');
    expect(isActiveOn(undefined, page)).toBe(true);
    expect(isActiveOn([], page)).toBe(true);
    expect(isActiveOn(['/cart', '/order/*'], page)).toBe(true);
    expect(isActiveOn(['/cart'], page)).toBe(false);
  });
});
