import type { WidgetDataProviders } from './widget-data-context.js';
import { chartData } from './chart.js';
import { paretoData } from './pareto.js';
import { pieData } from './pie.js';
import { gaugeData } from './gauge.js';
import { solidGaugeData } from './solid-gauge.js';
import { gridData } from './grid.js';
import { conditionalImageData } from './conditional-image.js';
import { staticImageData } from './static-image.js';
import { textData } from './text.js';
import { goalManagementData } from './goal-management.js';
import { tagStatusData } from './tag-status.js';
import { exceptionManagementData } from './exception-management.js';
import { ganttData } from './gantt.js';
import { eventManagerData } from './event-manager.js';
import { reportData } from './report.js';
import { performanceCardData } from './performance-card.js';
import { logbookData } from './logbook.js';
import { bulletChartData } from './bullet-chart.js';
import { treemapData } from './treemap.js';
import { operatorChartData } from './operator-chart.js';
import { deviationManagementData } from './deviation-management.js';
import { iframeData } from './iframe.js';

/** Each component type's data provider (one file each), for the tab's batched data request. */
export const widgetDataProviders: WidgetDataProviders = {
  chart: chartData,
  pareto: paretoData,
  pie: pieData,
  gauge: gaugeData,
  solidGauge: solidGaugeData,
  grid: gridData,
  conditionalImage: conditionalImageData,
  staticImage: staticImageData,
  text: textData,
  goalManagement: goalManagementData,
  tagStatus: tagStatusData,
  exceptionManagement: exceptionManagementData,
  gantt: ganttData,
  eventManager: eventManagerData,
  report: reportData,
  performanceCard: performanceCardData,
  logbook: logbookData,
  bulletChart: bulletChartData,
  treemap: treemapData,
  operatorChart: operatorChartData,
  deviationManagement: deviationManagementData,
  iframe: iframeData,
};
