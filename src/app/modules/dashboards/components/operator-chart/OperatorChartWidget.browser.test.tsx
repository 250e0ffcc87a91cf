import { describe, expect, it } from 'vitest';
import type { OperatorChartData } from '../../../../../domain/dashboards/components/data/operator-chart.js';
import { renderWidget } from '../event-shared/test-harness.js';
import { operatorChartComponent } from './index.js';
import type { OperatorChartOptions } from './OperatorChartWidget.js';

const data: OperatorChartData = {
  bars: [
    { id_user: 5, name: 'Ana', count: 1240 },
    { id_user: 6, name: 'Bruno', count: 310 },
    { id_user: 9, name: null, count: 12 },
  ],
  others: { operators: 2, count: 7 },
  total: 1569,
  from: '2026-03-10T03:00:00.000Z',
  to: '2026-03-10T15:00:00.000Z',
};
const options: OperatorChartOptions = { period: 'today', max_bars: 3 };
const { Renderer } = operatorChartComponent;

describe('the operator chart component in a real browser', () => {
  it('draws one horizontal bar per operator, most first, with its count', async () => {
    const screen = await renderWidget('en-US', <Renderer options={options} data={data} width={480} height={260} />);
    await expect.element(screen.getByTestId('operator-chart-widget')).toBeVisible();
    const bars = [...screen.container.querySelectorAll('.recharts-bar-rectangle path')];
    expect(bars).toHaveLength(3);
    const widths = bars.map((bar) => bar.getBoundingClientRect().width);
    expect(widths[0]).toBeGreaterThan(widths[1]!);
    expect(widths[1]).toBeGreaterThan(widths[2]!);
    expect(screen.container.textContent).toContain('Ana');
    expect(screen.container.textContent).toContain('1,240');
    expect(screen.container.textContent).toContain('User #9');
    await expect.element(screen.getByTestId('operator-chart-others')).toHaveTextContent('2 more operators: 7 values');
  });

  it('writes counts the Brazilian way', async () => {
    const screen = await renderWidget('pt-BR', <Renderer options={options} data={data} width={480} height={260} />);
    await expect.element(screen.getByTestId('operator-chart-widget')).toBeVisible();
    expect(screen.container.textContent).toContain('1.240');
    await expect.element(screen.getByTestId('operator-chart-others')).toHaveTextContent('Mais 2 operadores: 7 valores');
  });

  it('says so when nobody entered values in the period', async () => {
    const screen = await renderWidget('en-US', <Renderer options={options} data={{ ...data, bars: [], others: null, total: 0 }} width={480} height={260} />);
    await expect.element(screen.getByTestId('operator-chart-empty')).toHaveTextContent('No values entered by hand in this period.');
  });
});
