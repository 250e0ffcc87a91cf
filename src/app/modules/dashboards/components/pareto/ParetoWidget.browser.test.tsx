import { describe, expect, it } from 'vitest';
import type { ParetoData } from '../../../../../domain/dashboards/components/data/pareto.js';
import { paretoBars } from '../../../../../domain/dashboards/events/pareto-bars.js';
import { renderWidget } from '../event-shared/test-harness.js';
import { paretoComponent } from './index.js';
import type { ParetoOptions } from './ParetoWidget.js';

const MIN = 60_000;
const sums = [
  { key: 7, label: 'Setup', color: '#d32f2f', durationMs: 50 * MIN, count: 3 },
  { key: null, label: null, color: null, durationMs: 30 * MIN, count: 9 },
  { key: 9, label: 'Jam', color: '#1976d2', durationMs: 12 * MIN, count: 4 },
  { key: 11, label: 'Cleaning', color: '#388e3c', durationMs: 8 * MIN, count: 1 },
];
const options: ParetoOptions = { id_frame: 4, period: 'today', measure: 'duration', max_bars: 3 };
const dataOf = (measure: ParetoOptions['measure'], rows = sums): ParetoData => ({
  measure,
  ...paretoBars(rows, measure, 3),
  totalMs: 100 * MIN,
  totalCount: 17,
  from: '2026-03-10T03:00:00.000Z',
  to: '2026-03-10T15:00:00.000Z',
});
const { Renderer } = paretoComponent;

describe('the pareto component in a real browser', () => {
  it('draws the motives biggest first, Others last in grey, and the cumulative line on a % axis', async () => {
    const screen = await renderWidget('en-US', <Renderer options={options} data={dataOf('duration')} width={480} height={260} />);
    await expect.element(screen.getByTestId('pareto-widget')).toBeVisible();
    const fills = [...screen.container.querySelectorAll('.recharts-bar-rectangle path')].map((path) => path.getAttribute('fill'));
    expect(fills).toEqual(['#d32f2f', '#9e9e9e', '#9e9e9e']);
    expect(screen.container.querySelectorAll('.recharts-line-dots circle, .recharts-line-dot')).toHaveLength(3);
    await expect.element(screen.getByText('Stop time (min)', { exact: true })).toBeVisible();
    // Written across above the axis, whole inside the chart: along a short axis it was longer than the axis and cut.
    const title = screen.container.querySelector('[data-testid="pareto-value-axis-title"]')!.getBoundingClientRect();
    const chart = screen.container.querySelector('svg.recharts-surface')!.getBoundingClientRect();
    expect(title.top).toBeGreaterThanOrEqual(chart.top);
    expect(title.left).toBeGreaterThanOrEqual(chart.left);
    expect(title.right).toBeLessThanOrEqual(chart.right);
    // The right axis is the cumulative share, 0 to 100 %.
    expect(screen.container.textContent).toMatch(/0 %25 %50 %75 %100\s?%$/);
    expect(screen.container.textContent).toContain('No motive');
    expect(screen.container.textContent).toContain('Others (2 mot…');
  });

  it('ranks by stops with the stops on the axis, in Portuguese', async () => {
    const screen = await renderWidget('pt-BR', <Renderer options={{ ...options, measure: 'count' }} data={dataOf('count')} width={480} height={260} />);
    // Exactly the axis title: a pointer left over the board by an earlier test may open a bar's tip ("9 paradas").
    await expect.element(screen.getByText('Paradas', { exact: true })).toBeVisible();
    expect(screen.container.textContent).toContain('Sem motivo');
  });

  it('says so when the period has no stops', async () => {
    const screen = await renderWidget('es-ES', <Renderer options={options} data={dataOf('duration', [])} width={480} height={260} />);
    await expect.element(screen.getByTestId('pareto-widget-empty')).toHaveTextContent('No hay paradas en este período.');
  });
});
