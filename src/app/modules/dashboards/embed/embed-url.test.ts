import { describe, expect, it } from 'vitest';
import { embedTokenOf, embedUrl, iframeSnippet } from './embed-url.js';

const secret = `ptk_${'a'.repeat(43)}`;

describe('embed links', () => {
  it('puts the token in the fragment, never in the query a server would log', () => {
    expect(embedUrl('https://plant.example', secret)).toBe(`https://plant.example/iframe/component#token=${secret}`);
    expect(embedUrl('https://plant.example', secret, 'pt-BR')).toBe(`https://plant.example/iframe/component?lang=pt-BR#token=${secret}`);
  });

  it('reads the token from the fragment, else from the query, and only a token-shaped one', () => {
    expect(embedTokenOf({ search: '?lang=es-ES', hash: `#token=${secret}` })).toBe(secret);
    expect(embedTokenOf({ search: `?token=${secret}`, hash: '' })).toBe(secret);
    expect(embedTokenOf({ search: '?component=chart', hash: '' })).toBeUndefined();
    expect(embedTokenOf({ search: '', hash: '#token=not-a-token' })).toBeUndefined();
  });

  it('escapes the snippet attributes (HTML Living Standard §13.1.2.3, double-quoted attribute values)', () => {
    expect(iframeSnippet('https://x/y#token=a&b', 'Line "A" <1>')).toBe(
      '<iframe src="https://x/y#token=a&amp;b" title="Line &quot;A&quot; &lt;1>" width="800" height="450" style="border:0" loading="lazy"></iframe>',
    );
  });
});
