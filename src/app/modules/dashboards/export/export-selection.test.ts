import { describe, expect, it } from 'vitest';
import { selectedItems, selectionRefusal, sharesOneType, type ExportDashboard } from './export-selection.js';

const tab = (id_tab: number, id_visao: number, description: string) => ({ id: id_tab, id_tab, id_visao, description, tab_order: id_tab });

const dashboards: ExportDashboard[] = [
  { id_visao: 1, title: 'Overview', type: 'standard', tabs: [tab(11, 1, 'Production'), tab(12, 1, 'Quality')] },
  { id_visao: 2, title: 'Energy', type: 'standard', tabs: [tab(21, 2, 'Power')] },
  { id_visao: 3, title: 'Plant HMI', type: 'hmi', tabs: [tab(31, 3, 'Synoptic')] },
];

const names = (chosen: number[]) => selectedItems(dashboards, new Set(chosen)).map((item) => `${item.dashboard.title}/${item.tab.description}`);

describe('the tabs chosen for the PDF', () => {
  it('come in the order of the dialog, whatever order they were ticked in', () => {
    expect(names([21, 12, 11])).toEqual(['Overview/Production', 'Overview/Quality', 'Energy/Power']);
    expect(names([])).toEqual([]);
  });

  it('business modules §5: must share one type, across dashboards too', () => {
    expect(sharesOneType(selectedItems(dashboards, new Set([11, 21])))).toBe(true);
    expect(selectionRefusal(selectedItems(dashboards, new Set([11, 12])))).toBeUndefined();
    expect(sharesOneType(selectedItems(dashboards, new Set([11, 31])))).toBe(false);
    expect(selectionRefusal(selectedItems(dashboards, new Set([12, 21, 31])))).toBe('dashboards.errors.exportMixedTypes');
  });
});
