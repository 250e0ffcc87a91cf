/**
 * The dashboard component types (business modules §2, "Component types": about 21, here 22), and `empty`, a
 * frame with nothing in it yet. Each type has an options schema in `options/<type>.schema.json` (rendered by the
 * widget editor's SchemaForm and checked by the server with the same schema), a data provider on the server
 * (`src/server/modules/dashboards/widget-data/<type>.ts`) and a renderer in the app
 * (`src/app/modules/dashboards/components/<type>/`).
 */
export const COMPONENT_TYPES = [
  'chart',
  'pareto',
  'pie',
  'gauge',
  'solidGauge',
  'grid',
  'conditionalImage',
  'staticImage',
  'text',
  'goalManagement',
  'tagStatus',
  'exceptionManagement',
  'gantt',
  'eventManager',
  'report',
  'performanceCard',
  'logbook',
  'bulletChart',
  'treemap',
  'operatorChart',
  'deviationManagement',
  'iframe',
] as const;

export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** What a widget's `component` may be: a component type, or `empty`. */
export type WidgetComponent = ComponentType | 'empty';

export const isComponentType = (value: unknown): value is ComponentType => (COMPONENT_TYPES as readonly unknown[]).includes(value);
