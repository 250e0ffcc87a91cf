import { describe, expect, it } from 'vitest';
import { annotationTags, plainTextOf, safeHref, sanitiseAnnotation } from './html-sanitiser.js';

const link = (href: string, text: string) => `<a href="${href}" rel="noopener noreferrer" target="_blank">${text}</a>`;

/** What a browser could run or load: any of these in the output is a failure. */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const [, name, attributes] of html.matchAll(/<\/?([a-z0-9-]+)([^>]*)>/gi)) {
    if (!annotationTags.includes(name!.toLowerCase())) found.push(`tag ${name}`);
    for (const [, attribute] of (attributes ?? '').matchAll(/\s([^\s=/>]+)(?:="[^"]*"|='[^']*'|=[^\s>]+)?/g)) {
      if (!['href', 'rel', 'target', 'class'].includes(attribute!.toLowerCase())) found.push(`attribute ${attribute}`);
    }
  }
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
    if (!/^(https?:\/\/|mailto:)/i.test(href!)) found.push(`href ${href}`);
  }
  return found;
}

describe('sanitiseAnnotation keeps what the editor writes', () => {
  // Quill 2's getSemanticHTML output (with the editor's &nbsp; fix), one sample per toolbar button.
  it.each([
    ['paragraphs and an empty line', '<p>Shift A started</p><p><br></p><p>Pump 2 checked</p>'],
    ['bold, italic, underline, strike', '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <strong><em>both</em></strong></p>'],
    ['the three sizes', '<p><span class="ql-size-small">s</span> n <span class="ql-size-large">l</span> <span class="ql-size-huge">h</span></p>'],
    ['lists, nested', '<ol><li>one</li><li>two<ul><li>two.a</li></ul></li></ol><ul><li>dot</li></ul>'],
    ['links', `<p>${link('https://example.com/a?b=1&amp;c=2', 'docs')} ${link('mailto:ops@example.com', 'mail')}</p>`],
    ['escaped text and kept spaces', '<p>it&#39;s &quot;on&quot; &lt;b&gt; &amp; 2&nbsp;&nbsp;&nbsp;spaces</p>'],
    ['a quote and accents', '<blockquote>Válvula fechada às 06:00</blockquote>'],
  ])('%s', (_name, html) => {
    expect(sanitiseAnnotation(html)).toBe(html);
  });

  it('is idempotent', () => {
    const once = sanitiseAnnotation('<p onclick="x"><b>a</b><a href="www.example.com">w</a><img src=x>b&nbsp;c</p>');
    expect(sanitiseAnnotation(once)).toBe(once);
  });
});

describe('sanitiseAnnotation normalises', () => {
  it.each([
    ['b and i to strong and em', '<b>b</b><i>i</i><strike>s</strike>', '<strong>b</strong><em>i</em><s>s</s>'],
    ['a scheme-less link to https', '<a href="www.example.com">w</a>', link('https://www.example.com', 'w')],
    ['rel and target on every link', '<a href="https://x.io" target="_self" rel="opener">x</a>', link('https://x.io', 'x')],
    ['unknown classes away', '<span class="ql-size-large ql-font-serif evil">t</span>', '<span class="ql-size-large">t</span>'],
    ['style attributes away', '<p style="color:red">t</p><span style="font-size:99px">u</span>', '<p>t</p><span>u</span>'],
    ['unknown tags, text kept', '<div><h1>Title</h1><font color="red">x</font></div>', 'Titlex'],
    ['unclosed tags closed', '<p>open <strong>bold <a href="https://x.io">l', `<p>open <strong>bold ${link('https://x.io', 'l')}</strong></p>`],
  ])('%s', (_name, given, want) => {
    expect(sanitiseAnnotation(given)).toBe(want);
  });
});

describe('sanitiseAnnotation makes attacks harmless', () => {
  it.each([
    ['script', '<script>alert(1)</script>ok', 'ok'],
    ['script in mixed case', '<ScRiPt>alert(1)</sCrIpT>ok', 'ok'],
    ['script split by a nested script', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['img onerror', '<img src=x onerror=alert(1)>', ''],
    ['img onerror without quotes or spaces', '<img/src/onerror=alert(1)>x', 'x'],
    ['svg onload', '<svg onload=alert(1)><circle/></svg>x', 'x'],
    ['svg with script', '<svg><script>alert(1)</script></svg>', ''],
    ['math with a javascript link', '<math><mi><a href="javascript:alert(1)">m</a></mi></math>', 'm'],
    ['on* handlers on allowed tags', '<p onclick="alert(1)" onmouseover=alert(2)>t</p>', '<p>t</p>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>x', 'x'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>">', ''],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">x', 'x'],
    ['style element', '<style>body{background:url(javascript:alert(1))}</style>x', 'x'],
    ['form and input', '<form action="https://evil.example"><input autofocus onfocus=alert(1)></form>x', 'x'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">x', 'x'],
    ['base href', '<base href="https://evil.example/">x', 'x'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', 'x'],
    ['javascript: in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['javascript: with decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', 'x'],
    ['javascript: with hex entities, no semicolons', '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>', 'x'],
    ['javascript: with a tab entity', '<a href="jav&#x09;ascript:alert(1)">x</a>', 'x'],
    ['javascript: with a newline and leading blanks', '<a href=" \n java\nscript:alert(1)">x</a>', 'x'],
    ['javascript: with a named colon entity', '<a href="javascript&colon;alert(1)">x</a>', 'x'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
    ['protocol-relative link', '<a href="//evil.example">x</a>', 'x'],
    ['relative link', '<a href="/settings/users">x</a>', 'x'],
    ['a link with an onclick', '<a href="https://x.io" onclick="alert(1)">x</a>', link('https://x.io', 'x')],
    [
      'an attribute breaking out of its quotes',
      '<a href="https://x.io/&quot; onmouseover=&quot;alert(1)">x</a>',
      link('https://x.io/&quot; onmouseover=&quot;alert(1)', 'x'),
    ],
    ['a tag hidden in an attribute', '<p title="</p><script>alert(1)</script>">t</p>', '<p>t</p>'],
    ['noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['comments and CDATA', '<!--<script>alert(1)</script>--><![CDATA[<script>alert(2)</script>]]>x', 'x'],
    ['an unclosed tag', '<img src=x onerror=alert(1)//', ''],
    ['an unclosed script', '<p>a</p><script>alert(1)', '<p>a</p>'],
    [
      'deeply nested tags',
      `${'<div><span>'.repeat(50)}<img src=x onerror=alert(1)>deep${'</span></div>'.repeat(50)}`,
      `${'<span>'.repeat(50)}deep${'</span>'.repeat(50)}`,
    ],
  ])('%s', (_name, given, want) => {
    const out = sanitiseAnnotation(given);
    expect(out).toBe(want);
    expect(dangers(out)).toEqual([]);
  });

  it('keeps the markup after a refused link whole', () => {
    expect(sanitiseAnnotation('<p><a href="javascript:x">a</a> then <strong>b</strong></p>')).toBe('<p>a then <strong>b</strong></p>');
    expect(sanitiseAnnotation('<p><a href="about:blank">x</a> <em>y</em></p><p>z</p>')).toBe('<p>x <em>y</em></p><p>z</p>');
  });

  it('the danger check itself catches what it should', () => {
    expect(dangers('<img src=x onerror=alert(1)><a href="javascript:x" onclick="y">z</a>')).toEqual([
      'tag img',
      'attribute src',
      'attribute onerror',
      'attribute onclick',
      'href javascript:x',
    ]);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['  http://example.com/x  ', 'http://example.com/x'],
    ['MAILTO:ops@example.com', 'MAILTO:ops@example.com'],
    ['example.com/path', 'https://example.com/path'],
    ['javascript:alert(1)', undefined],
    ['java\u0000script:alert(1)', undefined],
    ['\u200bjavascript:alert(1)', undefined],
    ['tel:123', undefined],
    ['ftp://example.com', undefined],
    ['#top', undefined],
    ['', undefined],
  ])('%j -> %j', (given, want) => {
    expect(safeHref(given)).toBe(want);
  });
});

describe('plainTextOf', () => {
  it.each([
    ['tags gone, entities decoded', '<p>Pump&nbsp;<strong>A</strong> &amp; B &lt;ok&gt; it&#39;s &quot;on&quot;</p>', 'Pump A & B <ok> it\'s "on"'],
    ['blocks and lines separated', '<p>one</p><p>two<br>three</p><ul><li>four</li><li>five</li></ul>', 'one two three four five'],
    ['inline tags do not split words', '<p>Tur<strong>bi</strong>ne</p>', 'Turbine'],
    ['script and style text dropped', '<p>a</p><script>var secret = 1</script><style>p{}</style>b', 'a b'],
    ['an escaped entity stays literal', '<p>&amp;lt;</p>', '&lt;'],
    ['empty editor', '<p><br></p>', ''],
  ])('%s', (_name, given, want) => {
    expect(plainTextOf(given)).toBe(want);
  });
});
