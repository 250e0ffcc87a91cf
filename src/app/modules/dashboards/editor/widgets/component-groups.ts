import { COMPONENT_TYPES, type WidgetComponent } from '../../../../../domain/dashboards/components/component-types.js';

/** The component select's sections, in the order a plant engineer looks for them; each key under `dashboardEditor.widgets.groups`. */
export const componentGroups: readonly { key: string; types: readonly WidgetComponent[] }[] = [
  { key: 'frame', types: ['empty'] },
  { key: 'charts', types: ['chart', 'pareto', 'pie', 'bulletChart', 'treemap', 'gantt', 'operatorChart'] },
  { key: 'indicators', types: ['performanceCard', 'gauge', 'solidGauge', 'tagStatus', 'goalManagement'] },
  { key: 'lists', types: ['grid', 'report', 'eventManager', 'exceptionManagement', 'deviationManagement', 'logbook'] },
  { key: 'content', types: ['text', 'staticImage', 'conditionalImage', 'iframe'] },
];

/** Types no section names (a type added later) still get one: the last. */
export function groupedComponents(): { key: string; types: readonly WidgetComponent[] }[] {
  const named = new Set(componentGroups.flatMap((group) => group.types));
  const rest = COMPONENT_TYPES.filter((type) => !named.has(type));
  return rest.length
    ? componentGroups.map((group, index) => (index === componentGroups.length - 1 ? { ...group, types: [...group.types, ...rest] } : group))
    : [...componentGroups];
}
