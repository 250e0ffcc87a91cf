import type { OeeFactors } from '../../../equipment-stops/oee.js';

/** The performance card's data (server: widget-data/performance-card.ts; app: components/performance-card/). */
export interface PerformanceCardData {
  /** The period's factors from its summed times and counts (not an average of ratios); null without planned time. */
  factors: OeeFactors | null;
  /** The OEE setting's card titles (blank: the standard names). */
  titles: { title: string | null; availability: string | null; performance: string | null; quality: string | null };
  hasSetting: boolean;
  from: string;
  to: string;
}
