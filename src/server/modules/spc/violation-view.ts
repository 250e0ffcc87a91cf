/** A violation as the routes answer it (README.md, Routes): times as ISO instants. */
import type { RuleNumber } from '../../../domain/spc/chart-model.js';
import type { ViolationRecord, ViolationStatus } from './violation-repository.js';

export interface ViolationView {
  id_violation: number;
  id_card: number;
  card_code: string;
  tag_code: string;
  rule: RuleNumber;
  /** The violated point's time (its subgroup's first value). */
  point_at: string;
  point_ms: number;
  value: number;
  detected_at: string;
  status: ViolationStatus;
  id_diagnostic: number | null;
  diagnostic: string | null;
  id_corrective_action: number | null;
  corrective_action: string | null;
  comment: string | null;
  treated_by: string | null;
  treated_at: string | null;
  version: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function violationView(record: ViolationRecord): ViolationView {
  const { id_elemento: _unit, ...fields } = record;
  return {
    ...fields,
    rule: record.rule as RuleNumber,
    point_at: iso(record.point_ms),
    detected_at: iso(record.detected_at),
    treated_at: record.treated_at === null ? null : iso(record.treated_at),
  };
}
