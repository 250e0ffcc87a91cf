import { evaluateCondition } from '../../../domain/alerts/index.js';

/** An alert's condition on one tag. */
export interface ConditionOf {
  id_alerta: number;
  cond_operator: string;
  cond_value: number;
}

export interface StoredPoint {
  /** Epoch ms. */
  ts: number;
  value: number;
}

export interface Crossing<A extends ConditionOf> {
  alert: A;
  point: StoredPoint;
}

/**
 * The false -> true transitions among one tag's new points: a new point that meets an alert's condition
 * while the stored point just before it did not, or when there is none before it.
 *
 * `sequence` is the tag's stored points in time order from the latest point before the earliest new one
 * (when there is one) through the latest new one, as stored after the write (so a late point is judged
 * against the point before it in time, and a timestamp written twice counts once, with its stored value).
 * `fresh` holds the timestamps of the write.
 */
export function conditionCrossings<A extends ConditionOf>(alerts: readonly A[], sequence: readonly StoredPoint[], fresh: ReadonlySet<number>): Crossing<A>[] {
  const crossings: Crossing<A>[] = [];
  for (const alert of alerts) {
    const meets = (point: StoredPoint | undefined) => point !== undefined && evaluateCondition(alert.cond_operator, alert.cond_value, point.value);
    let before: StoredPoint | undefined;
    for (const point of sequence) {
      if (fresh.has(point.ts) && meets(point) && !meets(before)) crossings.push({ alert, point });
      before = point;
    }
  }
  return crossings;
}

/** The idempotency key of a condition's raise: one crossing raises once, however often it is written. */
export const crossingKey = (id_alerta: number, id_tag: number, ts: number): string => `cond:${id_alerta}:${id_tag}:${ts}`;

/**
 * The alert's message template with `{tag}` (the tag's code) and `{value}` (with the tag's decimals when
 * it has them) filled in.
 */
export function conditionMessage(template: string, tag: { code: string; decimals: number | null }, value: number): string {
  const decimals = tag.decimals !== null && Number.isInteger(tag.decimals) && tag.decimals >= 0 && tag.decimals <= 6 ? tag.decimals : undefined;
  const shown = decimals === undefined ? String(value) : value.toFixed(decimals);
  return template.replace(/\{tag\}/g, () => tag.code).replace(/\{value\}/g, () => shown);
}
