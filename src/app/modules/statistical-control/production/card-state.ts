import type { CardChartPoint } from '../shared/card-chart-type.js';
import type { ProductionCard } from './production-types.js';

export type CardState = 'noData' | 'outOfControl' | 'inControl';

export interface CardSummary {
  latest: CardChartPoint | null;
  /** `outOfControl` when the latest point breaks a rule; `noData` without points. */
  state: CardState;
  /** Open violations among the newest the server sent. */
  open: number;
}

/** What a production tile says of its card beside the chart. */
export function summarizeCard(card: ProductionCard): CardSummary {
  const latest = card.chart.points.at(-1) ?? null;
  const state: CardState = latest === null ? 'noData' : latest.rules.length > 0 ? 'outOfControl' : 'inControl';
  return { latest, state, open: card.violations.filter((violation) => violation.status === 'open').length };
}
