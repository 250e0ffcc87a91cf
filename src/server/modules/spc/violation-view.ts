/** A violation as the routes answer it (README.md, Routes): times as ISO instants. */
import type { SpcViolation } from '../../../generated/api-types.js';
import type { ViolationRecord } from './violation-repository.js';

/** The generated answer type of the route schemas: the one shape server and pages share. */
export type ViolationView = SpcViolation;

const iso = (ms: number) => new Date(ms).toISOString();

export function violationView(record: ViolationRecord): ViolationView {
  const { id_elemento: _unit, ...fields } = record;
  return {
    ...fields,
    point_at: iso(record.point_ms),
    detected_at: iso(record.detected_at),
    treated_at: record.treated_at === null ? null : iso(record.treated_at),
  };
}
