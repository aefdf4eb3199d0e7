import { describe, expect, it } from 'vitest';
import { renderSnippet } from './format';
import { safeUrl } from './safe-url';
import { testOffer } from './test-answers';

describe('offer links and pictures from a feed', () => {
  it('keeps http(s) and relative URLs', () => {
    for (const url of ['https://shop.example/p/1', 'HTTP://shop.example/p', '/p/1', 'p/1?x=a:b', '//cdn.example/1.jpg', '#top', '?q=1'])
      expect(safeUrl(url)).toBe(url);
  });

  it('drops every other scheme, however it is written', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'file:///etc/passwd',
    ])
      expect(safeUrl(url)).toBeUndefined();
    expect(safeUrl(null)).toBeUndefined();
  });

  it('never puts an unsafe URL into the shop\u2019s own snippet template', () => {
    const offer = testOffer('1', { url: 'javascript:alert(document.cookie)', pictures: ['data:image/svg+xml,<svg onload=alert(1)>'] });
    expect(renderSnippet('<a href="{{url}}"><img src="{{picture}}"></a>', offer, 'ru', 0)).toBe('<a href=""><img src=""></a>');
  });
});
