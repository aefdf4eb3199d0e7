import { describe, expect, it } from 'vitest';
import { measureText } from './font-metrics';
import { sampleOffer } from './sample-offer';
import { sanitizeTemplate } from './sanitize';
import { discountPercent, formatPrice } from './substitute';
import { substituteVariables } from './substitute-variables';
import { parseXml, textContent, walkElements } from './xml';

const template = (body: string) => sanitizeTemplate(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300">${body}</svg>`);
const textOf = (svg: string, id: string) => {
  const element = [...walkElements(parseXml(svg))].find((e) => e.attrs.id === id);
  if (!element) throw new Error(`no #${id}`);
  return { text: textContent(element), element };
};

describe('substituteVariables', () => {
  it('escapes <, & and quotes from offer names in text and attributes', () => {
    const name = `<script>alert("x")</script> & 'Tom's' "best"`;
    const svg = substituteVariables(template('<text id="t" aria-label="{{name}}">{{name}}</text>'), sampleOffer({ name }), []);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert("x")&lt;/script&gt; &amp;');
    expect(svg).toContain('aria-label="&lt;script&gt;alert(&quot;x&quot;)');
    expect(textOf(svg, 't').text).toBe(name);
  });

  it('fills offer fields, params and custom variables that reference offer fields', () => {
    const svg = substituteVariables(
      template(
        '<text id="a">{{title}}</text><text id="b">{{price}} {{currency}} / {{oldPrice}} / -{{discount}}%</text><text id="c">{{param.colour}}</text><text id="d">{{missing}}</text>',
      ),
      sampleOffer({ price: 12990, oldPrice: 15990 }),
      [{ name: 'title', value: '{{vendor}}: {{name}}' }],
    );
    expect(textOf(svg, 'a').text).toBe('Bork: Kettle');
    expect(textOf(svg, 'b').text).toBe('12\u00a0990 ₽ / 15\u00a0990 / -19%');
    expect(textOf(svg, 'c').text).toBe('red, black');
    expect(textOf(svg, 'd').text).toBe('');
  });

  it('stops a variable that refers to itself', () => {
    const svg = substituteVariables(template('<text id="a">{{loop}}</text>'), sampleOffer(), [{ name: 'loop', value: 'x{{loop}}' }]);
    expect(textOf(svg, 'a').text).toBe('xxxx');
  });

  it('drops an attribute whose substituted value would load something from outside', () => {
    const svg = substituteVariables(
      template('<rect id="r" width="5" height="5" style="fill:{{param.Colour}}"/>'),
      sampleOffer({ params: { Colour: ['red;fill:url(http://evil.test/x)'] } }),
      [],
    );
    expect(svg).not.toContain('evil');
    expect(svg).toMatch(/<rect id="r" width="5" height="5"\/>/);
  });

  it('never substitutes into href', () => {
    const svg = substituteVariables(template('<use id="u" href="#{{url}}"/>'), sampleOffer(), []);
    expect(svg).toContain('href="#{{url}}"');
  });

  it('drops data-if elements whose value is empty, such as the badge without a discount', () => {
    const body = '<g id="badge" data-if="discount"><text>-{{discount}}%</text></g><text id="old" data-if="oldPrice">{{oldPrice}}</text>';
    expect(substituteVariables(template(body), sampleOffer({ oldPrice: null }), [])).not.toMatch(/badge|old/);
    expect(substituteVariables(template(body), sampleOffer(), [])).toContain('-20%');
  });

  it('shrinks a long name to its data-max-width', () => {
    const name = 'Электрический чайник с терморегулятором и подсветкой';
    const svg = substituteVariables(
      template('<text id="t" font-size="40" data-max-width="400" data-min-font-size="10">{{name}}</text>'),
      sampleOffer({ name }),
      [],
    );
    const { element, text } = textOf(svg, 't');
    const size = Number(element.attrs['font-size']);
    expect(text).toBe(name);
    expect(size).toBeLessThan(40);
    expect(measureText(name, size)).toBeLessThanOrEqual(400.01);
  });

  it('cuts with an ellipsis when shrinking stops at the minimum size', () => {
    const name = 'A very long product name that cannot possibly fit in a small box at any readable size';
    const svg = substituteVariables(
      template('<text id="t" style="font-size:30px" data-max-width="200" data-min-font-size="20">{{name}}</text>'),
      sampleOffer({ name }),
      [],
    );
    const { element, text } = textOf(svg, 't');
    expect(element.attrs.style).toContain('font-size:20px');
    expect(text.endsWith('…')).toBe(true);
    expect(measureText(text, 20)).toBeLessThanOrEqual(200);
  });

  it('ellipsizes without shrinking when data-fit is ellipsis, and leaves short text alone', () => {
    const body = '<text id="t" font-size="24" font-weight="bold" data-max-width="150" data-fit="ellipsis">{{name}}</text>';
    const long = textOf(substituteVariables(template(body), sampleOffer({ name: 'Professional espresso machine' }), []), 't');
    expect(long.element.attrs['font-size']).toBe('24');
    expect(long.text).toMatch(/^Profes.*…$/);
    expect(measureText(long.text, 24, true)).toBeLessThanOrEqual(150);
    expect(textOf(substituteVariables(template(body), sampleOffer({ name: 'Tea' }), []), 't').text).toBe('Tea');
  });

  it('wraps words into at most data-max-lines lines', () => {
    const name = 'Stainless steel electric kettle, temperature control, keep warm, 1.7 l';
    const svg = substituteVariables(
      template('<text id="t" x="20" y="40" font-size="20" data-max-width="260" data-fit="wrap" data-max-lines="2">{{name}}</text>'),
      sampleOffer({ name }),
      [],
    );
    const { element } = textOf(svg, 't');
    const lines = element.children.map((line) => (line.type === 'element' ? textContent(line) : ''));
    expect(lines).toHaveLength(2);
    expect(lines[0]?.startsWith('Stainless steel')).toBe(true);
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect(lines[1]).not.toMatch(/[\s,]…$/);
    for (const line of lines) expect(measureText(line, 20)).toBeLessThanOrEqual(260);
  });
});

describe('discount and price formatting', () => {
  it('computes whole percent off only for a real discount', () => {
    expect(discountPercent(1990, 2490)).toBe(20);
    expect(discountPercent(75, 100)).toBe(25);
    expect(discountPercent(100, 100)).toBeNull();
    expect(discountPercent(120, 100)).toBeNull();
    expect(discountPercent(null, 100)).toBeNull();
    expect(discountPercent(0, 100)).toBeNull();
    expect(discountPercent(999.9, 1000)).toBeNull();
  });

  it('groups thousands with a no-break space and keeps two decimals for fractions', () => {
    expect(formatPrice(1234567)).toBe('1\u00a0234\u00a0567');
    expect(formatPrice(99.5)).toBe('99.50');
    expect(formatPrice(null)).toBe('');
  });
});
