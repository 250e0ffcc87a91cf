/**
 * How a capability index reads: below 1 the process makes product outside the specification; 1.33 is the
 * usual minimum for an existing process (AIAG SPC manual, 2nd ed., ch. IV; Montgomery §8.3.1, Table 8.2).
 */
export type CapabilityGrade = 'poor' | 'marginal' | 'good';

export const CAPABLE_INDEX = 1.33;

export function capabilityGrade(index: number | null): CapabilityGrade | null {
  if (index === null || !Number.isFinite(index)) return null;
  if (index < 1) return 'poor';
  return index >= CAPABLE_INDEX ? 'good' : 'marginal';
}
