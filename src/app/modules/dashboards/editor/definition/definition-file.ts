import type { DashboardDefinition } from '../../../../../generated/api-types.js';

/** What a chosen file holds: a definition and its size, or why it is none. */
export type ReadDefinition = { definition: DashboardDefinition; tabs: number; widgets: number } | { error: 'notDefinition' };

/**
 * The text of a chosen file as a dashboard definition: JSON with `format: "plant-dashboard"`, version 1 and a list of
 * tabs. Only the outline is checked here, so a wrong file is told at once; the server checks everything else.
 */
export function readDefinition(text: string): ReadDefinition {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'notDefinition' };
  }
  const file = value as Partial<DashboardDefinition> | null;
  if (
    !file ||
    file.format !== 'plant-dashboard' ||
    file.version !== 1 ||
    !Array.isArray(file.tabs) ||
    typeof file.dashboard !== 'object' ||
    file.dashboard === null
  ) {
    return { error: 'notDefinition' };
  }
  const widgets = file.tabs.reduce((sum, tab) => sum + (Array.isArray(tab?.widgets) ? tab.widgets.length : 0), 0);
  return { definition: file as DashboardDefinition, tabs: file.tabs.length, widgets };
}
