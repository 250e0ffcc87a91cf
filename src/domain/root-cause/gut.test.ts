import { describe, expect, it } from 'vitest';
import { gutPriority, rankCauses } from './gut.js';

// GUT matrix (Kepner and Tregoe, The Rational Manager, 1965; Campos, TQC: Controle da Qualidade Total, 1992):
// gravity, urgency, tendency 1–5, priority = G × U × T (README.md of src/server/modules/root-cause, "Sources").
describe('gutPriority', () => {
  it('is the product of the three grades, 1 to 125', () => {
    expect(gutPriority(1, 1, 1)).toBe(1);
    expect(gutPriority(5, 5, 5)).toBe(125);
    expect(gutPriority(5, 4, 3)).toBe(60);
    expect(gutPriority(2, 3, 1)).toBe(6);
  });
});

const cause = (id_cause: number, gravity: number, urgency: number, tendency: number) => ({
  id_cause,
  gravity,
  urgency,
  tendency,
  priority: gutPriority(gravity, urgency, tendency),
});

describe('rankCauses', () => {
  it('highest priority first', () => {
    const ranked = rankCauses([cause(1, 1, 1, 1), cause(2, 5, 5, 5), cause(3, 3, 3, 3)]);
    expect(ranked.map((c) => c.id_cause)).toEqual([2, 3, 1]);
  });

  it('ties of priority by gravity, then urgency, then tendency', () => {
    // all 12: 4×3×1, 3×4×1, 3×1×4, 1×4×3, 2×3×2
    const ranked = rankCauses([cause(1, 1, 4, 3), cause(2, 3, 1, 4), cause(3, 2, 3, 2), cause(4, 3, 4, 1), cause(5, 4, 3, 1)]);
    expect(ranked.map((c) => c.id_cause)).toEqual([5, 4, 2, 3, 1]);
  });

  it('identical grades: the older cause (lower id) first, whatever the input order', () => {
    expect(rankCauses([cause(9, 2, 2, 2), cause(3, 2, 2, 2), cause(5, 2, 2, 2)]).map((c) => c.id_cause)).toEqual([3, 5, 9]);
  });

  it('keeps the extra fields, leaves the input untouched, and ranks nothing as nothing', () => {
    const input = [
      { ...cause(1, 1, 1, 1), description: 'a' },
      { ...cause(2, 5, 5, 5), description: 'b' },
    ];
    const ranked = rankCauses(input);
    expect(ranked[0]).toEqual(input[1]);
    expect(input.map((c) => c.id_cause)).toEqual([1, 2]);
    expect(rankCauses([])).toEqual([]);
  });
});
