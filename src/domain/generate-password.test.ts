import { describe, expect, it } from 'vitest';
import { generatePassword, type RandomFill } from './generate-password.js';
import { passwordProblems } from './password-policy.js';

/** A predictable source: 0, 1, 2, ... */
function counting(): RandomFill {
  let next = 0;
  return (values) => values.map(() => next++);
}

describe('generatePassword', () => {
  it('meets every rule of the policy, time after time', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      expect(passwordProblems(password)).toEqual([]);
    }
  });

  it('never goes below the minimum of 12 characters', () => {
    expect(generatePassword(4)).toHaveLength(12);
    expect(generatePassword(20)).toHaveLength(20);
  });

  it('holds all four kinds even when the source always picks the first character', () => {
    const password = generatePassword(12, (values) => values.fill(0));
    expect(passwordProblems(password)).toEqual([]);
  });

  it('draws again a value that would bias the choice', () => {
    const values = [0xffff_ffff, 3];
    const fill: RandomFill = (target) => target.map(() => values.shift() ?? 0);
    // 2^32 - 1 is beyond the last whole block for 24 upper-case letters: redrawn, then 3 -> 'D'.
    expect(generatePassword(12, fill)).toContain('D');
  });

  it('is a pure function of its random source', () => {
    expect(generatePassword(12, counting())).toBe(generatePassword(12, counting()));
    expect(generatePassword(12, counting())).not.toBe(generatePassword(12, (values) => values.fill(7)));
  });
});
