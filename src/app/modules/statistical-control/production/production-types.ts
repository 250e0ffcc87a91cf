/**
 * `GET SPC/queries/production` (src/server/modules/spc/README.md, Routes): per active card of the unit its last 50
 * subgroups and its newest violations. Declared here until the generated answer type exists.
 */
import type { RuleNumber } from '../../../../domain/spc/chart-model.js';
import type { CardChart } from '../shared/card-chart-type.js';

export type ViolationStatus = 'open' | 'treated';

export interface ProductionViolation {
  id_violation: number;
  rule: RuleNumber;
  /** The violated point's time, epoch ms (the chart point's `t`). */
  point_ms: number;
  point_at: string;
  value: number;
  status: ViolationStatus;
}

export interface ProductionCard {
  id_card: number;
  code: string;
  description: string | null;
  tag_code: string;
  chart: CardChart;
  /** Newest first. */
  violations: ProductionViolation[];
}

export interface ProductionAnswer {
  refreshedAt: string;
  cards: ProductionCard[];
}
