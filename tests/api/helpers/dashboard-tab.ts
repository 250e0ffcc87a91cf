import { expect } from 'vitest';
import type { DemoSuite } from './demo-suite.js';

/** One widget's entry in `POST GDV/queries/tab-data`. */
export interface WidgetAnswer {
  id_widget: number;
  component: string;
  data: Record<string, any> | null;
  error?: { key: string; args?: Record<string, unknown> };
}

/**
 * An admin writing a test tab's widgets and reading their batched data: `tab()` is the tab (set in a `beforeAll`),
 * `widget` the suite's widget ids by name, filled as they are created.
 */
export function dashboardTab(suite: DemoSuite, tab: () => number, widget: Record<string, number>) {
  const post = (path: string, body: unknown) => suite.api.post(path, body, suite.admin());
  const created = async (path: string, body: unknown, key: string): Promise<number> => {
    const answer = await post(path, body);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.text}`);
    return answer.body.data[key];
  };
  const addWidget = (title: string, component: string, options: Record<string, unknown>) =>
    created('GDV/entities/VISAO_WIDGET', { id_tab: tab(), title, component, options }, 'id_widget');
  /** The named widgets' data, each read at its width. */
  const tabData = async (widths: Record<string, number>): Promise<Record<string, WidgetAnswer>> => {
    const answer = await post('GDV/queries/tab-data', {
      id_tab: tab(),
      widgets: Object.entries(widths).map(([name, width]) => ({ id_widget: widget[name]!, width })),
    });
    expect(answer.status, answer.text).toBe(200);
    const byId = new Map((answer.body.data as WidgetAnswer[]).map((entry) => [entry.id_widget, entry]));
    return Object.fromEntries(Object.keys(widths).map((name) => [name, byId.get(widget[name]!)!]));
  };
  return { post, created, addWidget, tabData };
}
