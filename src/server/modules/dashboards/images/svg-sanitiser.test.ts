import { describe, expect, it } from 'vitest';
import { isSelfContainedCss, sanitiseSvg, svgTextOf } from './svg-sanitiser.js';

const wrap = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">${inner}</svg>`;

describe('the SVG sanitiser (DOMPurify SVG profile, OWASP XSS prevention)', () => {
  it('keeps a process picture as drawn: shapes, gradients, text, local references, case of names', () => {
    const picture = wrap(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<g id="tank-1" transform="translate(2 3)"><rect x="1" y="2" width="30" height="20" rx="2" style="fill:url(#g);stroke:#333"/>' +
        '<text x="4" y="14" font-size="8">Tank &amp; pump &lt;1&gt;</text></g><use href="#tank-1" x="40"/>',
    );
    expect(sanitiseSvg(picture)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"></stop></linearGradient></defs>' +
        '<g id="tank-1" transform="translate(2 3)"><rect x="1" y="2" width="30" height="20" rx="2" style="fill:url(#g);stroke:#333"></rect>' +
        '<text x="4" y="14" font-size="8">Tank &amp; pump &lt;1&gt;</text></g><use href="#tank-1" x="40"></use></svg>',
    );
  });

  it('drops scripts, event handlers, foreign objects, links and animations with their content', () => {
    const clean = sanitiseSvg(
      wrap(
        '<script>alert(1)</script><rect onload="alert(2)" onclick="alert(3)" width="1"/>' +
          '<foreignObject><div onmouseover="alert(4)">html</div></foreignObject>' +
          '<a href="javascript:alert(5)"><text>link</text></a><set attributeName="href" to="javascript:alert(6)"/>' +
          '<animate attributeName="x" values="1;2"/><iframe src="https://evil.test"></iframe>',
      ),
    )!;
    expect(clean).not.toMatch(/script|alert|onload|onclick|foreignObject|html|javascript|<a|<set|<animate|iframe/i);
    expect(clean).toContain('<text>link</text>');
  });

  it('drops every external reference: hrefs, url() in styles and attributes, @import, image-set, escapes', () => {
    const clean = sanitiseSvg(
      wrap(
        '<use href="https://evil.test/a.svg#x"/><use xlink:href="other.svg#y"/><image href="https://evil.test/track.png"/>' +
          '<image href="data:image/svg+xml;base64,PHN2Zz4="/><feImage href="//evil.test/x"/>' +
          '<rect style="fill:url(https://evil.test/x)" fill="url(http://evil.test/y)" width="2"/>' +
          '<rect style="background:image-set(&quot;https://evil.test/z.png&quot; 1x)" mask="u\\72l(https://evil.test)"/>' +
          '<style>@import url(https://evil.test/a.css); .a{fill:red}</style><style>.b{fill:url("https://evil.test/b")}</style>',
      ),
    )!;
    expect(clean).not.toMatch(/evil|other\.svg|data:image\/svg|@import|image-set|\\72/);
    expect(clean).toContain('<rect width="2"></rect>');
  });

  it('keeps an embedded PNG or JPEG picture and a self-contained style sheet', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const clean = sanitiseSvg(wrap(`<image href="${png}" width="10" height="10"/><style>.a > .b { fill: url(#g) }</style>`))!;
    expect(clean).toContain(`<image href="${png}" width="10" height="10"></image>`);
    expect(clean).toContain('<style>.a > .b { fill: url(#g) }</style>');
  });

  it('drops a style sheet whose text could close the element (entities and CDATA are read as text)', () => {
    for (const style of ['a{content:"&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;"}', '<![CDATA[ </style><script>alert(1)</script> ]]>']) {
      const clean = sanitiseSvg(wrap(`<style>${style}</style><rect width="1"/>`))!;
      expect(clean).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><rect width="1"></rect></svg>');
    }
  });

  it('answers the root alone: no XML declaration, DOCTYPE entities, comments or processing instructions', () => {
    const text =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY boom "x">]><?xml-stylesheet href="https://evil.test/s.css"?><!-- c -->' + wrap('<rect width="1"/>');
    expect(sanitiseSvg(text)).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><rect width="1"></rect></svg>');
  });

  it('gives the root the SVG namespace, whatever it declared', () => {
    expect(sanitiseSvg('<svg xmlns="http://www.w3.org/1999/xhtml"><rect width="1"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"></rect></svg>',
    );
    expect(sanitiseSvg('<div><p>no picture</p></div>')).toBeNull();
  });

  it('tells SVG text by its bytes: UTF-8, markup first, an svg element', () => {
    expect(svgTextOf(Buffer.from('\uFEFF  <?xml version="1.0"?>\n<svg viewBox="0 0 1 1"/>'))).toMatch(/^<\?xml/);
    expect(svgTextOf(Buffer.from('<svg>'))).toBe('<svg>');
    expect(svgTextOf(Buffer.from('just text <svg>'))).toBeNull();
    expect(svgTextOf(Buffer.from('<html><body>no</body></html>'))).toBeNull();
    expect(svgTextOf(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x3e, 0xff, 0xfe]))).toBeNull();
  });

  it.each([
    ['.a{fill:red}', true],
    ['.a{fill:url(#g)}', true],
    ["rect{fill:url( '#g' )}", true],
    ['.a{fill:url(x.png)}', false],
    ['.a{fill:URL(https://evil.test)}', false],
    ['@IMPORT "x.css";', false],
    ['.a{content:"<"}', false],
    ['.a{b:\\75rl(x)}', false],
  ])('style sheet %s is self-contained: %s', (css, want) => {
    expect(isSelfContainedCss(css)).toBe(want);
  });
});
