import type { SeriesLimits } from '../../series/series-answer.js';

export interface ValueScale {
  min: number;
  max: number;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** A round step (1, 2 or 5 × 10ⁿ) near a tenth of `span`. */
function roundStep(span: number): number {
  const raw = span / 10;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].map((f) => f * power).find((step) => step >= raw) ?? 10 * power) || 1;
}

/**
 * The range of a dial or a bar: the options' `min` and `max` where given; the rest from the tag's valid limits
 * when it has both, else around its other limits and the value with a tenth of their span either side, rounded
 * out to a round step (Heckbert, "Nice numbers for graph labels", Graphics Gems, 1990); 0 to 100 with nothing to
 * go by. Never empty: a range that comes out with max ≤ min gets a round span above min.
 */
export function valueScale(limits: SeriesLimits, value: number | null, min?: number, max?: number): ValueScale {
  let scale: ValueScale;
  if (finite(limits.valid_low) && finite(limits.valid_high) && limits.valid_low < limits.valid_high)
    scale = { min: Math.min(limits.valid_low, value ?? limits.valid_low), max: Math.max(limits.valid_high, value ?? limits.valid_high) };
  else {
    const known = [limits.spec_low, limits.spec_high, limits.action_low, limits.action_high, limits.valid_low, limits.valid_high, value].filter(finite);
    if (known.length === 0) scale = { min: 0, max: 100 };
    else {
      const low = Math.min(...known);
      const high = Math.max(...known);
      const span = high - low || Math.abs(high) || 1;
      const step = roundStep(span * 1.2);
      scale = { min: Math.floor((low - span / 10) / step) * step, max: Math.ceil((high + span / 10) / step) * step };
    }
  }
  const from = finite(min) ? min : scale.min;
  const to = finite(max) ? max : scale.max;
  if (to > from) return { min: from, max: to };
  return { min: from, max: from + roundStep(Math.abs(from) || 10) * 10 };
}

/** Where `value` lies on `scale`, 0 to 1 (clamped); null for no value. */
export function scaleFraction(scale: ValueScale, value: number | null): number | null {
  if (!finite(value)) return null;
  return Math.min(1, Math.max(0, (value - scale.min) / (scale.max - scale.min)));
}
