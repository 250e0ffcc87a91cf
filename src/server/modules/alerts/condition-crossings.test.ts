import { describe, expect, it } from 'vitest';
import { conditionCrossings, conditionMessage, crossingKey, type StoredPoint } from './condition-crossings.js';

const above = { id_alerta: 1, cond_operator: '>', cond_value: 10 };
const atMost = { id_alerta: 2, cond_operator: '<=', cond_value: 0 };
const points = (...values: number[]): StoredPoint[] => values.map((value, i) => ({ ts: (i + 1) * 1000, value }));
const all = (sequence: readonly StoredPoint[]) => new Set(sequence.map((point) => point.ts));
const crossedAt = (alerts: (typeof above)[], sequence: StoredPoint[], fresh = all(sequence)) =>
  conditionCrossings(alerts, sequence, fresh).map(({ alert, point }) => [alert.id_alerta, point.ts]);

describe('conditionCrossings', () => {
  it('raises the first point of a tag that meets the condition (no point before it)', () => {
    expect(crossedAt([above], points(11))).toEqual([[1, 1000]]);
  });

  it('raises once per crossing: a run of points above the threshold is one crossing', () => {
    expect(crossedAt([above], points(5, 11, 12, 13, 4, 20, 21))).toEqual([
      [1, 2000],
      [1, 6000],
    ]);
  });

  it('judges the first new point against the stored point before it', () => {
    const sequence = points(12, 15);
    // The point at 1000 was stored by an earlier write and met the condition: the new one continues that run.
    expect(crossedAt([above], sequence, new Set([2000]))).toEqual([]);
    expect(crossedAt([above], points(3, 15), new Set([2000]))).toEqual([[1, 2000]]);
  });

  it('never raises for old points in the sequence, only for those of the write', () => {
    expect(crossedAt([above], points(1, 11, 2, 12), new Set([4000]))).toEqual([[1, 4000]]);
  });

  it('judges each alert on its own', () => {
    expect(crossedAt([above, atMost], points(-1, 11, 0))).toEqual([
      [1, 2000],
      [2, 1000],
      [2, 3000],
    ]);
  });

  it('treats the exact threshold by the operator', () => {
    expect(crossedAt([above], points(10))).toEqual([]);
    expect(crossedAt([{ id_alerta: 3, cond_operator: '>=', cond_value: 10 }], points(10))).toEqual([[3, 1000]]);
    expect(crossedAt([{ id_alerta: 4, cond_operator: '==', cond_value: 10 }], points(10, 10, 9, 10))).toEqual([
      [4, 1000],
      [4, 4000],
    ]);
    expect(crossedAt([{ id_alerta: 5, cond_operator: '!=', cond_value: 10 }], points(10, 9, 8, 10))).toEqual([[5, 2000]]);
  });

  it('never raises for an unknown operator', () => {
    expect(crossedAt([{ id_alerta: 6, cond_operator: '=>', cond_value: 0 }], points(1, 2))).toEqual([]);
  });

  it('has no crossing without points', () => {
    expect(crossedAt([above], [])).toEqual([]);
  });
});

describe('crossingKey and conditionMessage', () => {
  it('keys a crossing by alert, tag and time', () => {
    expect(crossingKey(7, 42, 1_774_569_600_000)).toBe('cond:7:42:1774569600000');
  });

  it('fills {tag} and {value} everywhere, with the tag decimals', () => {
    expect(conditionMessage('{tag} at {value} (limit for {tag})', { code: 'FLOW', decimals: 2 }, 12.345)).toBe('FLOW at 12.35 (limit for FLOW)');
    expect(conditionMessage('{value}', { code: 'X', decimals: null }, 0.1)).toBe('0.1');
    expect(conditionMessage('{value}', { code: 'X', decimals: 0 }, 7.6)).toBe('8');
  });

  it('keeps $ patterns of a code literal', () => {
    expect(conditionMessage('tag {tag}', { code: "$&$'", decimals: 1 }, 1)).toBe("tag $&$'");
  });
});
