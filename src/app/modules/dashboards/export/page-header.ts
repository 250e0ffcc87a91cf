import { WIDGET_PERIODS, type WidgetPeriod } from '../../../../domain/dashboards/widget-period.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A page's header, written as text above the tab's image. */
export interface PageHeader {
  title: string;
  subtitle: string;
  details: string[];
}

export interface PageHeaderInput {
  dashboard: string;
  tab: string;
  unit: string;
  periods: readonly WidgetPeriod[];
  /** The generation time, already written on the unit's clock in the user's language. */
  generatedAt: string;
  /** The unit's time zone as `zoneLabel` writes it: `America/Sao_Paulo (GMT-03:00)`. */
  zone: string;
}

/** Written when no widget of the tab names a period (an HMI, a tab of texts and images). */
export const noPeriod = '—';

const isWidgetPeriod = (value: unknown): value is WidgetPeriod => (WIDGET_PERIODS as readonly unknown[]).includes(value);

/** The periods the tab's widgets show (their `period` option), each once, in the order of the known periods. */
export function tabPeriods(widgets: readonly { options?: unknown }[]): WidgetPeriod[] {
  const named = new Set(widgets.map((widget) => (widget.options as { period?: unknown } | null | undefined)?.period).filter(isWidgetPeriod));
  return WIDGET_PERIODS.filter((period) => named.has(period));
}

/** The header of a tab's page: dashboard title, tab name, then the unit, the period(s) and when the PDF was made. */
export function pageHeader(input: PageHeaderInput, translate: Translate): PageHeader {
  const period = input.periods.length ? input.periods.map((name) => translate(`dashboards.periods.${name}`)).join(', ') : noPeriod;
  return {
    title: input.dashboard,
    subtitle: input.tab,
    details: [
      translate('dashboards.pdf.header.unit', { unit: input.unit }),
      translate('dashboards.pdf.header.period', { period }),
      translate('dashboards.pdf.header.generated', { time: input.generatedAt, zone: input.zone }),
    ],
  };
}
