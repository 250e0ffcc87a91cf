import { describe, expect, it } from 'vitest';
import { isEmptyAnnotation } from './empty-annotation.js';

describe('isEmptyAnnotation', () => {
  it.each([
    ['nothing', ''],
    ['null', null],
    ['undefined', undefined],
    ["Quill's empty editor", '<p><br></p>'],
    ["Quill's semantic empty editor", '<p></p>'],
    ['blanks', '  \n\t '],
    ['several empty lines', '<p><br></p><p><br></p><p>   </p>'],
    ['non-breaking spaces', '<p>&nbsp;&nbsp;&#160;&#xA0;\u00a0</p>'],
    ['zero-width characters', '<p>\u200b\ufeff&#8203;</p>'],
    ['formatting around nothing', '<p><strong><em> </em></strong><span class="ql-size-huge"></span></p>'],
    ['an empty list', '<ul><li><br></li></ul>'],
    ['a comment', '<!-- nothing --><p></p>'],
  ])('%s is empty', (_name, html) => {
    expect(isEmptyAnnotation(html)).toBe(true);
  });

  it.each([
    ['a word', 'ok'],
    ['a word in tags', '<p><strong>ok</strong></p>'],
    ['a single dot', '<p>.</p>'],
    ['an escaped character', '<p>&lt;</p>'],
    ['a non-blank entity', '<p>&eacute;</p>'],
    ['text that only looks like a tag', '1 < 2 > 0'],
    ['angle brackets alone', '<>'],
  ])('%s is not empty', (_name, html) => {
    expect(isEmptyAnnotation(html)).toBe(false);
  });
});
