/** Which formula of a calculation tag applies when: each from its valid_from (a UTC date) until the next one's. */
import { parseCalculation, type CalcNode } from '../../../domain/calc/index.js';
import type { Calculation } from './read-tags.js';

export interface FormulaSegment {
  /** Epoch ms UTC, inclusive. */
  start: number;
  /** Epoch ms UTC, exclusive (Infinity for the latest formula). */
  end: number;
  /** null when the stored formula no longer parses: its values are null. */
  ast: CalcNode | null;
  /** The tag codes the formula reads, in text order, once each. */
  codes: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The validity segments in time order; entries with a bad date are skipped, a repeated date keeps the last. */
export function formulaSegments(calculations: readonly Calculation[]): FormulaSegment[] {
  const byStart = new Map<number, string>();
  for (const { valid_from, formula } of calculations) {
    const start = DATE.test(valid_from) ? Date.parse(`${valid_from}T00:00:00Z`) : NaN;
    if (Number.isFinite(start)) byStart.set(start, formula);
  }
  const starts = [...byStart.keys()].sort((a, b) => a - b);
  return starts.map((start, i) => {
    const parsed = parseCalculation(byStart.get(start)!);
    return {
      start,
      end: starts[i + 1] ?? Infinity,
      ast: parsed.ok ? parsed.ast : null,
      codes: parsed.ok ? [...new Set(parsed.tagCodes)] : [],
    };
  });
}

/** The segments overlapping [from, to), clipped to it. */
export function segmentsIn(segments: readonly FormulaSegment[], from: number, to: number): FormulaSegment[] {
  return segments
    .filter((segment) => segment.start < to && segment.end > from)
    .map((segment) => ({ ...segment, start: Math.max(segment.start, from), end: Math.min(segment.end, to) }));
}

/** The segment that applies at instant `t`, if any formula is valid yet. */
export function segmentAt(segments: readonly FormulaSegment[], t: number): FormulaSegment | undefined {
  return segments.find((segment) => segment.start <= t && t < segment.end);
}
