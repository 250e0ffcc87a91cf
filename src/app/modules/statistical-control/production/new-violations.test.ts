import { describe, expect, it } from 'vitest';
import type { RuleNumber } from '../../../../domain/spc/chart-model.js';
import type { CardChart } from '../shared/card-chart-type.js';
import { acknowledge, nextHighlights, noHighlights, pendingPoints, pendingRules } from './new-violations.js';
import { productionViolation } from './production-fixture.js';
import type { ProductionAnswer, ProductionViolation } from './production-types.js';

const chart = { points: [] } as unknown as CardChart;
const violation = (id: number, rule: RuleNumber, status: 'open' | 'treated' = 'open') => productionViolation(id, rule, 1_000 * id, status);
const answer = (...cards: [number, ProductionViolation[]][]): ProductionAnswer => ({
  refreshedAt: '2026-11-24T12:00:00.000Z',
  cards: cards.map(([id, violations]) => ({ id_card: id, code: `C${id}`, description: null, tag_code: `T${id}`, chart, violations })),
});
const pendingIds = (state: ReturnType<typeof nextHighlights>) =>
  Object.fromEntries([...state.pending].map(([card, list]) => [card, list.map((v) => v.id_violation)]));

describe('new violations of the production view', () => {
  it('highlights nothing on the first answer: what existed before the page opened is not new', () => {
    const first = nextHighlights(noHighlights, answer([1, [violation(10, 1)]], [2, [violation(20, 2)]]));
    expect(first.pending.size).toBe(0);
    expect([...first.seen!].sort()).toEqual([10, 20]);
  });

  it('highlights an open violation that appears in a later answer, on its card only', () => {
    const first = nextHighlights(noHighlights, answer([1, [violation(10, 1)]], [2, []]));
    const second = nextHighlights(first, answer([1, [violation(11, 5), violation(10, 1)]], [2, []]));
    expect(pendingIds(second)).toEqual({ 1: [11] });
  });

  it('does not highlight a violation already treated when it first shows', () => {
    const first = nextHighlights(noHighlights, answer([1, []]));
    expect(nextHighlights(first, answer([1, [violation(12, 2, 'treated')]])).pending.size).toBe(0);
  });

  it('keeps a highlight across refreshes until the card is acknowledged, then only newer ones show', () => {
    let state = nextHighlights(noHighlights, answer([1, []]));
    state = nextHighlights(state, answer([1, [violation(11, 1)]]));
    state = nextHighlights(state, answer([1, [violation(11, 1)]]));
    expect(pendingIds(state)).toEqual({ 1: [11] });
    state = acknowledge(state, 1);
    expect(state.pending.size).toBe(0);
    state = nextHighlights(state, answer([1, [violation(13, 3), violation(11, 1)]]));
    expect(pendingIds(state)).toEqual({ 1: [13] });
  });

  it('keeps a highlighted violation that dropped out of the newest ones, and drops a card no longer shown', () => {
    let state = nextHighlights(noHighlights, answer([1, []], [2, []]));
    state = nextHighlights(state, answer([1, [violation(11, 1)]], [2, [violation(21, 4)]]));
    state = nextHighlights(state, answer([1, [violation(12, 2)]]));
    expect(pendingIds(state)).toEqual({ 1: [12, 11] });
  });

  it('does not highlight again a violation seen two answers ago that comes back', () => {
    let state = nextHighlights(noHighlights, answer([1, [violation(10, 1)]]));
    state = nextHighlights(state, answer([1, []]));
    state = nextHighlights(state, answer([1, [violation(10, 1)]]));
    expect(state.pending.size).toBe(0);
  });

  it('leaves the state as it is when a card without highlights is acknowledged', () => {
    const state = nextHighlights(noHighlights, answer([1, []]));
    expect(acknowledge(state, 1)).toBe(state);
  });

  it('names each pending rule once, ascending, and finds their points by time', () => {
    const list = [violation(3, 5), violation(2, 1), violation(4, 5)];
    expect(pendingRules(list)).toEqual([1, 5]);
    const points = [1_000, 2_000, 3_000, 5_000].map((t, index) => ({ i: 40 + index, t }));
    expect(pendingPoints(points, list)).toEqual([41, 42]);
  });
});
