/**
 * How a capability index reads (AIAG SPC manual, 2nd ed., ch. IV; the usual 1.33 target): below 1 the process
 * makes parts outside the specification, from 1.33 it is capable, between the two marginal.
 */
export type CapabilityGrade = 'poor' | 'marginal' | 'capable' | 'unknown';

export const CAPABLE_INDEX = 1.33;

export function capabilityGrade(index: number | null | undefined): CapabilityGrade {
  if (typeof index !== 'number' || !Number.isFinite(index)) return 'unknown';
  return index < 1 ? 'poor' : index < CAPABLE_INDEX ? 'marginal' : 'capable';
}

export const gradeColor: Record<CapabilityGrade, 'error.main' | 'warning.main' | 'success.main' | 'text.secondary'> = {
  poor: 'error.main',
  marginal: 'warning.main',
  capable: 'success.main',
  unknown: 'text.secondary',
};
