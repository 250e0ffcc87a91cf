import { describe, expect, it } from 'vitest';
import { idealSecondsPerPart } from './oee-settings-lookup.js';

describe('idealSecondsPerPart', () => {
  it.each([
    ['cycleTime', 2, 4, 2],
    ['partsPerCycle', 6, 4, 1.5],
    ['partsPerCycle', 6, null, null],
    ['partsPerCycle', 6, 0, null],
    ['cycleTime', null, 1, null],
    ['cycleTime', 0, 1, null],
  ] as const)('%s, %s s per cycle, %s parts per cycle → %s s per part', (mode, cycle, parts, want) => {
    expect(idealSecondsPerPart(mode, cycle, parts)).toBe(want);
  });
});
