import { describe, expect, it } from 'vitest';
import { annotationTooBig, payloadTooBig, utf8ByteLength } from './payload-size.js';

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['ç', 2],
    ['€', 3],
    ['😀', 4],
    ['<p>ação</p>', 13],
  ])('%j is %i bytes', (text, want) => {
    expect(utf8ByteLength(text)).toBe(want);
  });
});

describe('annotationTooBig', () => {
  it('is false up to the limit and true one byte over it', () => {
    expect(annotationTooBig('a'.repeat(10), 10)).toBe(false);
    expect(annotationTooBig('a'.repeat(11), 10)).toBe(true);
  });

  it('counts bytes, not characters', () => {
    expect(annotationTooBig('ç'.repeat(5), 10)).toBe(false);
    expect(annotationTooBig('ç'.repeat(6), 10)).toBe(true);
  });

  it.each([0, -1, 1.5, NaN])('refuses the limit %s', (limit) => {
    expect(() => annotationTooBig('a', limit)).toThrow(RangeError);
  });
});

describe('payloadTooBig', () => {
  it('measures the JSON text', () => {
    const body = { logbook_annotation: 'ab' }; // {"logbook_annotation":"ab"} is 27 bytes
    expect(payloadTooBig(body, 27)).toBe(false);
    expect(payloadTooBig(body, 26)).toBe(true);
  });

  it('counts escapes as sent', () => {
    expect(payloadTooBig('"', 4)).toBe(false); // "\"" is 4 bytes
    expect(payloadTooBig('"', 3)).toBe(true);
  });
});
