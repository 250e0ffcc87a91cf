import { describe, expect, it } from 'vitest';
import { neighbours } from './neighbours.js';

const list = [{ id_mvu: 10 }, { id_mvu: 20 }, { id_mvu: 30 }];
const key = (n: { id_mvu: number }) => n.id_mvu;

describe('neighbours', () => {
  it.each([
    [10, 0, undefined, 20],
    [20, 1, 10, 30],
    [30, 2, 20, undefined],
    [99, -1, undefined, undefined],
  ])('around %i', (current, index, previous, next) => {
    const got = neighbours(list, current, key);
    expect(got.index).toBe(index);
    expect(got.previous?.id_mvu).toBe(previous);
    expect(got.next?.id_mvu).toBe(next);
  });

  it('has none in a one-item or empty list', () => {
    expect(neighbours([{ id_mvu: 1 }], 1, key)).toEqual({ index: 0, previous: undefined, next: undefined });
    expect(neighbours([], 1, key)).toEqual({ index: -1, previous: undefined, next: undefined });
  });
});
