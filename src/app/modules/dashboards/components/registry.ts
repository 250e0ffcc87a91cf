import type { ComponentType } from '../../../../domain/dashboards/components/component-types.js';
import type { DashboardComponentView } from './component-view.js';
import { chartComponent } from './chart/index.js';
import { paretoComponent } from './pareto/index.js';
import { pieComponent } from './pie/index.js';
import { gaugeComponent } from './gauge/index.js';
import { solidGaugeComponent } from './solid-gauge/index.js';
import { gridComponent } from './grid/index.js';
import { conditionalImageComponent } from './conditional-image/index.js';
import { staticImageComponent } from './static-image/index.js';
import { textComponent } from './text/index.js';
import { goalManagementComponent } from './goal-management/index.js';
import { tagStatusComponent } from './tag-status/index.js';
import { exceptionManagementComponent } from './exception-management/index.js';
import { ganttComponent } from './gantt/index.js';
import { eventManagerComponent } from './event-manager/index.js';
import { reportComponent } from './report/index.js';
import { performanceCardComponent } from './performance-card/index.js';
import { logbookComponent } from './logbook/index.js';
import { bulletChartComponent } from './bullet-chart/index.js';
import { treemapComponent } from './treemap/index.js';
import { operatorChartComponent } from './operator-chart/index.js';
import { deviationManagementComponent } from './deviation-management/index.js';
import { iframeComponent } from './iframe/index.js';

/** Each component type's renderer (one folder each: renderer, options form extras, browser test). */
export const dashboardComponents: Readonly<Record<ComponentType, DashboardComponentView>> = {
  chart: chartComponent,
  pareto: paretoComponent,
  pie: pieComponent,
  gauge: gaugeComponent,
  solidGauge: solidGaugeComponent,
  grid: gridComponent,
  conditionalImage: conditionalImageComponent,
  staticImage: staticImageComponent,
  text: textComponent,
  goalManagement: goalManagementComponent,
  tagStatus: tagStatusComponent,
  exceptionManagement: exceptionManagementComponent,
  gantt: ganttComponent,
  eventManager: eventManagerComponent,
  report: reportComponent,
  performanceCard: performanceCardComponent,
  logbook: logbookComponent,
  bulletChart: bulletChartComponent,
  treemap: treemapComponent,
  operatorChart: operatorChartComponent,
  deviationManagement: deviationManagementComponent,
  iframe: iframeComponent,
};
