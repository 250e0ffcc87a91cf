import { describe, expect, it } from 'vitest';
import { totalOfContentRange } from './content-range.js';

describe('totalOfContentRange', () => {
  it.each([
    ['items 0-4/37', 37],
    ['items */0', 0],
    ['items 10-10/11', 11],
    [null, undefined],
    ['', undefined],
    ['items 0-4/*', undefined],
  ])('%s -> %s', (header, total) => {
    expect(totalOfContentRange(header)).toBe(total);
  });
});
