/** A violation of the production answer for tests, shaped as `GET SPC/queries/production` sends it. */
import type { RuleNumber } from '../../../../domain/spc/chart-model.js';
import type { ProductionViolation, ViolationStatus } from './production-types.js';

export const productionViolation = (id: number, rule: RuleNumber, pointMs: number, status: ViolationStatus = 'open'): ProductionViolation => ({
  id_violation: id,
  rule,
  point_ms: pointMs,
  point_at: new Date(pointMs).toISOString(),
  value: 74.02,
  status,
});
