import { describe, expect, it } from 'vitest';
import { sanitizeTemplate } from './sanitize';
import { CreativeRenderError } from './types';

const svg = (body: string, root = 'width="600" height="300"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${root}>${body}</svg>`;

function errorOf(run: () => unknown): CreativeRenderError {
  try {
    run();
  } catch (error) {
    if (error instanceof CreativeRenderError) return error;
    throw error;
  }
  throw new Error('expected a CreativeRenderError');
}

describe('sanitizeTemplate', () => {
  it('keeps drawing elements and reports size and placeholders', () => {
    const template = sanitizeTemplate(
      svg('<rect width="10" height="10" fill="url(#g)"/><text x="5" y="20">{{name}} — {{ price }} {{param.Цвет}}</text>'),
    );
    expect(template).toMatchObject({ width: 600, height: 300, variables: ['name', 'price', 'param.Цвет'], removed: [] });
    expect(template.svg).toContain('fill="url(#g)"');
  });

  it('removes script elements and their content', () => {
    const template = sanitizeTemplate(
      svg('<script>alert(1)</script><script type="text/ecmascript"><![CDATA[fetch("//x")]]></script><rect width="1" height="1"/>'),
    );
    expect(template.svg).not.toMatch(/script|alert|fetch/);
    expect(template.removed).toContain('element:script');
  });

  it('removes onload and every other on* handler', () => {
    const template = sanitizeTemplate(
      svg('<g onclick="x()"><rect onmouseover="y()" width="1" height="1"/></g>', 'width="10" height="10" onload="alert(1)"'),
    );
    expect(template.svg).not.toMatch(/on(load|click|mouseover)|alert/);
    expect(template.removed).toEqual(expect.arrayContaining(['attribute:onload', 'attribute:onclick', 'attribute:onmouseover']));
  });

  it('refuses a DOCTYPE declaring an external entity', () => {
    const hostile = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${svg('<text>&xxe;</text>')}`;
    expect(errorOf(() => sanitizeTemplate(hostile))).toMatchObject({ code: 'CREATIVE_SVG_INVALID', details: { reason: 'doctype' } });
  });

  it('refuses the billion laughs entity expansion without expanding it', () => {
    const laughs = `<!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>${svg('<text>&c;</text>')}`;
    expect(errorOf(() => sanitizeTemplate(laughs)).code).toBe('CREATIVE_SVG_INVALID');
  });

  it('refuses an undeclared entity reference', () => {
    expect(errorOf(() => sanitizeTemplate(svg('<text>&nbsp;</text>'))).code).toBe('CREATIVE_SVG_INVALID');
  });

  it('drops links to http, file and javascript but keeps #ids and data: images', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const template = sanitizeTemplate(
      svg(
        `<image href="http://evil.test/x.png" width="1" height="1"/><image xlink:href="file:///etc/passwd" width="1" height="1"/><use href="other.svg#a"/><a href="javascript:alert(1)"><rect width="1" height="1"/></a><use xlink:href="#local"/><image href="${png}" width="1" height="1"/><rect fill="url(http://evil.test/p)" width="1" height="1"/>`,
      ),
    );
    expect(template.svg).not.toMatch(/evil|passwd|other\.svg|javascript/);
    expect(template.svg).toContain('xlink:href="#local"');
    expect(template.svg).toContain(png);
    expect(template.svg).not.toContain('<a');
  });

  it('removes foreignObject and style sheets that import or load remote urls', () => {
    const template = sanitizeTemplate(
      svg(
        '<foreignObject><iframe src="http://x"/></foreignObject><style>@import url(http://x/a.css);</style><style>.a{fill:red}</style><rect style="fill:url(https://x/y)" width="1" height="1"/>',
      ),
    );
    expect(template.svg).not.toMatch(/foreignObject|iframe|@import|x\/a\.css|x\/y/);
    expect(template.svg).toContain('.a{fill:red}');
  });

  it('clears the photo slot href for the renderer to fill', () => {
    const template = sanitizeTemplate(svg('<image id="photo" href="https://shop.test/1.jpg" x="0" y="0" width="100" height="100"/>'));
    expect(template.hasPhotoSlot).toBe(true);
    expect(template.svg).toMatch(/<image id="photo" x="0"/);
    expect(template.svg).not.toContain('shop.test');
  });

  it('refuses dimensions above the pixel limit', () => {
    expect(errorOf(() => sanitizeTemplate(svg('', 'width="100000" height="100000"')))).toMatchObject({
      code: 'CREATIVE_SVG_TOO_LARGE',
      details: { reason: 'pixels' },
    });
    expect(errorOf(() => sanitizeTemplate(svg('', 'width="500" height="500"'), { maxPixels: 1000 })).code).toBe('CREATIVE_SVG_TOO_LARGE');
  });

  it('refuses files above the byte limit', () => {
    const big = svg(`<desc>${'x'.repeat(3 * 1024 * 1024)}</desc>`);
    expect(errorOf(() => sanitizeTemplate(big))).toMatchObject({ code: 'CREATIVE_SVG_TOO_LARGE', details: { reason: 'bytes' } });
  });

  it('refuses something that is not SVG', () => {
    expect(errorOf(() => sanitizeTemplate('<html><body>hi</body></html>'))).toMatchObject({
      code: 'CREATIVE_SVG_INVALID',
      details: { reason: 'not_svg' },
    });
    expect(errorOf(() => sanitizeTemplate(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]))).code).toBe('CREATIVE_SVG_INVALID');
    expect(errorOf(() => sanitizeTemplate('<svg><rect></svg>')).code).toBe('CREATIVE_SVG_INVALID');
  });

  it('derives the size from viewBox and refuses a template with neither', () => {
    expect(sanitizeTemplate(svg('', 'viewBox="0 0 1080 1080"'))).toMatchObject({ width: 1080, height: 1080 });
    expect(sanitizeTemplate(svg('', 'width="540" viewBox="0 0 1080 720"'))).toMatchObject({ width: 540, height: 360 });
    expect(errorOf(() => sanitizeTemplate(svg('', ''))).details).toMatchObject({ reason: 'size' });
  });

  it('refuses absurd nesting instead of overflowing the stack', () => {
    const deep = svg(`${'<g>'.repeat(5000)}${'</g>'.repeat(5000)}`);
    expect(errorOf(() => sanitizeTemplate(deep)).details).toMatchObject({ reason: 'too_deep' });
  });
});
