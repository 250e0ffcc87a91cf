/** A violation as the routes answer it (README.md, Routes): times as ISO instants, with its root-cause analysis. */
import type { SpcViolation } from '../../../generated/api-types.js';
import type { Db } from '../../db/create-database.js';
import { analysesOfSources } from '../root-cause/source-analyses.js';
import type { ViolationRecord } from './violation-repository.js';

/** The generated answer type of the route schemas: the one shape server and pages share. */
export type ViolationView = SpcViolation;

const iso = (ms: number) => new Date(ms).toISOString();

export function violationView(record: ViolationRecord, analysis: ViolationView['analysis']): ViolationView {
  const { id_elemento: _unit, ...fields } = record;
  return {
    ...fields,
    point_at: iso(record.point_ms),
    detected_at: iso(record.detected_at),
    treated_at: record.treated_at === null ? null : iso(record.treated_at),
    analysis,
  };
}

/** Violations as views, their analyses read in one query. */
export async function violationViews(db: Db, records: readonly ViolationRecord[]): Promise<ViolationView[]> {
  const analyses = await analysesOfSources(
    db,
    'id_violation',
    records.map((record) => record.id_violation),
  );
  return records.map((record) => violationView(record, analyses.get(record.id_violation) ?? null));
}
