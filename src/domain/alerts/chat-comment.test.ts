import { describe, expect, it } from 'vitest';
import { chatMessageBody, isEmptyComment } from './chat-comment.js';

const now = Date.UTC(2027, 2, 16, 17, 5, 9, 500);

describe('isEmptyComment', () => {
  it.each(['', '   ', '\n\t', '<p><br></p>', '<p>&nbsp;</p>', null, undefined])('%j is ignored', (text) => {
    expect(isEmptyComment(text)).toBe(true);
  });

  it.each(['ok', ' . ', '<p>checked</p>'])('%j is sent', (text) => {
    expect(isEmptyComment(text)).toBe(false);
  });
});

describe('chatMessageBody', () => {
  it('is the trimmed comment with the UTC time', () => {
    expect(chatMessageBody('  Valve closed \n', 3, 77, now)).toEqual({
      id_usuario: 3,
      id_movalerta: 77,
      mensagem: 'Valve closed',
      data: '2027-03-16T17:05:09Z',
    });
  });

  it('is undefined for an empty comment', () => {
    expect(chatMessageBody('   ', 3, 77, now)).toBeUndefined();
    expect(chatMessageBody('<p><br></p>', 3, 77, now)).toBeUndefined();
    expect(chatMessageBody(undefined, 3, 77, now)).toBeUndefined();
  });
});
