/**
 * The management page's answers (src/server/modules/spc/README.md, Routes: overview, violations, history, treat).
 * Declared here until the generated answer types exist.
 */
import type { ChartType, RuleNumber } from '../../../../domain/spc/chart-model.js';

export type ViolationStatus = 'open' | 'treated';
export type CardOverviewState = 'noData' | 'inControl' | 'violation';

export interface WeekCapability {
  /** The ISO week's first day, `YYYY-MM-DD`. */
  week: string;
  cpk: number | null;
  ppk: number | null;
}

/** One card of `GET SPC/queries/overview?from&to`. */
export interface CardOverview {
  id_card: number;
  code: string;
  description: string | null;
  tag_code: string;
  chart: ChartType;
  active: boolean;
  /** The period's last subgroup: epoch ms, its statistic and the rules it breaks. */
  latest: { t: number; value: number; rules: number[] } | null;
  state: CardOverviewState;
  /** Violations found in the period, by rule ("0".."8"). */
  violations: Partial<Record<`${RuleNumber}`, number>>;
  open: number;
  /** Cpk over the period; null when it cannot be computed (no specification limit, too few values). */
  cpk: number | null;
  ppk: number | null;
  capability: WeekCapability[];
}

export interface OverviewAnswer {
  cards: CardOverview[];
}

/** A row of `GET SPC/queries/violations`. */
export interface ViolationRow {
  id_violation: number;
  id_card: number;
  card_code: string;
  tag_code: string;
  rule: RuleNumber;
  /** The violated point's time, ISO. */
  point_at: string;
  /** The same time, epoch ms (the chart point's `t`). */
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

export interface ViolationPage {
  data: ViolationRow[];
  total: number;
}

/** A row of `GET SPC/queries/violations/:id/history`, oldest first. */
export interface ViolationHistoryRow {
  id_violation_history: number;
  at: string;
  user: string | null;
  action: 'detected' | 'treated';
  changes: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null } | null;
}

/** `POST SPC/actions/treat`: the version shown, so a violation changed meanwhile is refused (409). */
export interface TreatBody {
  id_violation: number;
  version: number;
  id_diagnostic: number;
  id_corrective_action: number;
  comment?: string | null;
}
