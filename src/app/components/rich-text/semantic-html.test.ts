import { describe, expect, it } from 'vitest';
import { fromQuillHtml } from './semantic-html.js';

describe('fromQuillHtml', () => {
  it.each([
    ['lone &nbsp; between words', '<p>Pump&nbsp;2&nbsp;stopped</p>', '<p>Pump 2 stopped</p>'],
    ['around formatting', '<p><strong>Pump</strong>&nbsp;<em>2</em></p>', '<p><strong>Pump</strong> <em>2</em></p>'],
    ['runs of spaces kept', '<p>a&nbsp;&nbsp;&nbsp;b</p>', '<p>a&nbsp;&nbsp;&nbsp;b</p>'],
    ['other entities untouched', '<p>a&nbsp;&amp;&nbsp;b&nbsp;&lt;</p>', '<p>a &amp; b &lt;</p>'],
    ['no spaces', '<p>word</p>', '<p>word</p>'],
  ])('%s', (_name, given, want) => {
    expect(fromQuillHtml(given)).toBe(want);
  });

  it.each(['<p><br></p>', '<p></p>', '<p>&nbsp;&nbsp;</p>', ''])('an empty editor %j is the empty text', (html) => {
    expect(fromQuillHtml(html)).toBe('');
  });
});
