/** Every component type's options schema and its labels (the SchemaForm's `i18n`), by type. */
import type { ComponentType } from '../component-types.js';
import chartSchema from './chart.schema.json' with { type: 'json' };
import chartI18n from './chart.i18n.json' with { type: 'json' };
import paretoSchema from './pareto.schema.json' with { type: 'json' };
import paretoI18n from './pareto.i18n.json' with { type: 'json' };
import pieSchema from './pie.schema.json' with { type: 'json' };
import pieI18n from './pie.i18n.json' with { type: 'json' };
import gaugeSchema from './gauge.schema.json' with { type: 'json' };
import gaugeI18n from './gauge.i18n.json' with { type: 'json' };
import solidGaugeSchema from './solidGauge.schema.json' with { type: 'json' };
import solidGaugeI18n from './solidGauge.i18n.json' with { type: 'json' };
import gridSchema from './grid.schema.json' with { type: 'json' };
import gridI18n from './grid.i18n.json' with { type: 'json' };
import conditionalImageSchema from './conditionalImage.schema.json' with { type: 'json' };
import conditionalImageI18n from './conditionalImage.i18n.json' with { type: 'json' };
import staticImageSchema from './staticImage.schema.json' with { type: 'json' };
import staticImageI18n from './staticImage.i18n.json' with { type: 'json' };
import textSchema from './text.schema.json' with { type: 'json' };
import textI18n from './text.i18n.json' with { type: 'json' };
import goalManagementSchema from './goalManagement.schema.json' with { type: 'json' };
import goalManagementI18n from './goalManagement.i18n.json' with { type: 'json' };
import tagStatusSchema from './tagStatus.schema.json' with { type: 'json' };
import tagStatusI18n from './tagStatus.i18n.json' with { type: 'json' };
import exceptionManagementSchema from './exceptionManagement.schema.json' with { type: 'json' };
import exceptionManagementI18n from './exceptionManagement.i18n.json' with { type: 'json' };
import ganttSchema from './gantt.schema.json' with { type: 'json' };
import ganttI18n from './gantt.i18n.json' with { type: 'json' };
import eventManagerSchema from './eventManager.schema.json' with { type: 'json' };
import eventManagerI18n from './eventManager.i18n.json' with { type: 'json' };
import reportSchema from './report.schema.json' with { type: 'json' };
import reportI18n from './report.i18n.json' with { type: 'json' };
import performanceCardSchema from './performanceCard.schema.json' with { type: 'json' };
import performanceCardI18n from './performanceCard.i18n.json' with { type: 'json' };
import logbookSchema from './logbook.schema.json' with { type: 'json' };
import logbookI18n from './logbook.i18n.json' with { type: 'json' };
import bulletChartSchema from './bulletChart.schema.json' with { type: 'json' };
import bulletChartI18n from './bulletChart.i18n.json' with { type: 'json' };
import treemapSchema from './treemap.schema.json' with { type: 'json' };
import treemapI18n from './treemap.i18n.json' with { type: 'json' };
import operatorChartSchema from './operatorChart.schema.json' with { type: 'json' };
import operatorChartI18n from './operatorChart.i18n.json' with { type: 'json' };
import deviationManagementSchema from './deviationManagement.schema.json' with { type: 'json' };
import deviationManagementI18n from './deviationManagement.i18n.json' with { type: 'json' };
import iframeSchema from './iframe.schema.json' with { type: 'json' };
import iframeI18n from './iframe.i18n.json' with { type: 'json' };

export interface ComponentOptionsDefinition {
  schema: Record<string, unknown>;
  i18n: Record<string, { fields?: Record<string, unknown>; enums?: Record<string, Record<string, string>> }>;
}

export const componentOptions: Readonly<Record<ComponentType, ComponentOptionsDefinition>> = {
  chart: { schema: chartSchema, i18n: chartI18n },
  pareto: { schema: paretoSchema, i18n: paretoI18n },
  pie: { schema: pieSchema, i18n: pieI18n },
  gauge: { schema: gaugeSchema, i18n: gaugeI18n },
  solidGauge: { schema: solidGaugeSchema, i18n: solidGaugeI18n },
  grid: { schema: gridSchema, i18n: gridI18n },
  conditionalImage: { schema: conditionalImageSchema, i18n: conditionalImageI18n },
  staticImage: { schema: staticImageSchema, i18n: staticImageI18n },
  text: { schema: textSchema, i18n: textI18n },
  goalManagement: { schema: goalManagementSchema, i18n: goalManagementI18n },
  tagStatus: { schema: tagStatusSchema, i18n: tagStatusI18n },
  exceptionManagement: { schema: exceptionManagementSchema, i18n: exceptionManagementI18n },
  gantt: { schema: ganttSchema, i18n: ganttI18n },
  eventManager: { schema: eventManagerSchema, i18n: eventManagerI18n },
  report: { schema: reportSchema, i18n: reportI18n },
  performanceCard: { schema: performanceCardSchema, i18n: performanceCardI18n },
  logbook: { schema: logbookSchema, i18n: logbookI18n },
  bulletChart: { schema: bulletChartSchema, i18n: bulletChartI18n },
  treemap: { schema: treemapSchema, i18n: treemapI18n },
  operatorChart: { schema: operatorChartSchema, i18n: operatorChartI18n },
  deviationManagement: { schema: deviationManagementSchema, i18n: deviationManagementI18n },
  iframe: { schema: iframeSchema, i18n: iframeI18n },
};
