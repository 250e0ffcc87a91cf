import { describe, expect, it } from 'vitest';
import type { CardChart, CardChartPoint } from '../shared/card-chart-type.js';
import { summarizeCard } from './card-state.js';
import { productionViolation } from './production-fixture.js';
import type { ProductionCard } from './production-types.js';

const point = (i: number, rules: number[] = []): CardChartPoint => ({ i, t: 1_000 * i, value: 10 + i, dispersion: 1, n: 5, rules });
const card = (points: CardChartPoint[], statuses: ('open' | 'treated')[] = []): ProductionCard => ({
  id_card: 1,
  code: 'SPC-01',
  description: null,
  tag_code: 'FILL-01',
  chart: { points } as unknown as CardChart,
  violations: statuses.map((status, index) => productionViolation(index + 1, 1, 0, status)),
});

describe('summarizeCard', () => {
  it('says no data when the card has no points yet', () => {
    expect(summarizeCard(card([]))).toEqual({ latest: null, state: 'noData', open: 0 });
  });

  it('is out of control when the latest point breaks a rule, whatever earlier points did', () => {
    expect(summarizeCard(card([point(0), point(1, [1, 5])])).state).toBe('outOfControl');
    expect(summarizeCard(card([point(0, [2]), point(1)])).state).toBe('inControl');
  });

  it('takes the latest point and counts only the open violations', () => {
    const summary = summarizeCard(card([point(0), point(7)], ['open', 'treated', 'open']));
    expect(summary.latest?.value).toBe(17);
    expect(summary.open).toBe(2);
  });
});
