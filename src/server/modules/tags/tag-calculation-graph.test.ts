import { describe, expect, it } from 'vitest';
import { calculationCycleError, calculationGraph, tagReferences } from './tag-calculation-graph.js';

describe('calculation graph', () => {
  const graph = calculationGraph([
    { code: 'B', formulas: ['T:C + 1'] },
    { code: 'C', formulas: ['T:D', 'T:"SELF" * 2'] },
    { code: 'D', formulas: [] },
  ]);

  it('lists the tag references of a formula with their positions', () => {
    expect(tagReferences('T:A + T:"Tank 1" / 2')).toEqual([
      { code: 'A', position: 0 },
      { code: 'Tank 1', position: 6 },
    ]);
  });

  it('finds a direct self reference at its 1-based position', () => {
    expect(calculationCycleError('2 * T:SELF', 'SELF', graph)).toEqual({ key: 'tags.validation.calculationCycle', args: { code: 'SELF', position: 5 } });
  });

  it('finds a loop through other calculation tags, even in an older validity period', () => {
    expect(calculationCycleError('T:D + T:B', 'SELF', graph)).toEqual({ key: 'tags.validation.calculationCycle', args: { code: 'B', position: 7 } });
  });

  it('accepts a formula that never leads back', () => {
    expect(calculationCycleError('T:D + T:X', 'SELF', graph)).toBeUndefined();
  });
});
