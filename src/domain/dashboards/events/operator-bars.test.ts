import { describe, expect, it } from 'vitest';
import { operatorBars } from './operator-bars.js';

describe('operatorBars', () => {
  const rows = [
    { id_user: 3, name: 'Carla', count: 4 },
    { id_user: 1, name: 'Ana', count: 9 },
    { id_user: 2, name: 'Bruno', count: 4 },
    { id_user: 4, name: null, count: 1 },
  ];

  it('puts the operators with most values first, ties by name', () => {
    expect(operatorBars(rows, 10)).toEqual({ bars: [rows[1], rows[2], rows[0], rows[3]], others: null, total: 18 });
  });

  it('keeps max_bars operators and sums the others', () => {
    const { bars, others, total } = operatorBars(rows, 2);
    expect(bars.map((bar) => bar.id_user)).toEqual([1, 2]);
    expect(others).toEqual({ operators: 2, count: 5 });
    expect(total).toBe(18);
  });
});
