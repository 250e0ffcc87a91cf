import { describe, expect, it } from 'vitest';
import { chooseImage, compares, type ImageRule } from './conditional-image.js';

const red = 'a'.repeat(32) + '.png';
const yellow = 'b'.repeat(32) + '.png';
const grey = 'c'.repeat(32) + '.jpg';
const rules: ImageRule[] = [
  { operator: '>=', value: 90, image: red },
  { operator: '>', value: 70, image: yellow },
];

describe('the conditional image rule (IEC 61131-3 comparisons, first match wins)', () => {
  it.each([
    ['>', 2, 1, true],
    ['>', 1, 1, false],
    ['>=', 1, 1, true],
    ['<', 0, 1, true],
    ['<=', 1, 1, true],
    ['<=', 1.5, 1, false],
    ['==', 1, 1, true],
    ['==', 0.1 + 0.2, 0.3, false],
    ['!=', 1, 2, true],
    ['!=', 2, 2, false],
  ] as const)('%s: %d against %d is %s', (operator, left, right, want) => {
    expect(compares(operator, left, right)).toBe(want);
  });

  it('takes the first rule that holds, even when a later one holds too', () => {
    expect(chooseImage(95, rules, grey)).toEqual({ rule: 0, image: red });
    expect(chooseImage(80, rules, grey)).toEqual({ rule: 1, image: yellow });
  });

  it('falls back to the default picture, or to none', () => {
    expect(chooseImage(10, rules, grey)).toEqual({ rule: null, image: grey });
    expect(chooseImage(10, rules)).toEqual({ rule: null, image: null });
  });

  it('shows the default when the tag has no value yet, or a value that is not a number', () => {
    expect(chooseImage(null, [{ operator: '!=', value: 0, image: red }], grey)).toEqual({ rule: null, image: grey });
    expect(chooseImage(Number.NaN, [{ operator: '!=', value: 0, image: red }], grey)).toEqual({ rule: null, image: grey });
  });
});
