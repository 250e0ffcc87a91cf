import { afterEach, describe, expect, it } from 'vitest';
import type { ChartData, ChartSeries } from '../../../../../domain/dashboards/components/data/chart.js';
import { savePeriod } from '../../../../unit-data/period-store.js';
import { reactorReading, renderIn } from '../tag-values/test-harness.js';
import { ChartView, type ChartOptions } from './ChartView.js';

const from = Date.parse('2026-03-10T12:00:00Z'); // 09:00 in São Paulo
const hourly = (values: number[]) => ({ times: values.map((_, i) => from + i * 3_600_000), values });
const { value: _value, at: _at, status: _status, ...reactor } = reactorReading();
const series = (overrides: Partial<ChartSeries> = {}): ChartSeries => ({
  ...reactor,
  ...hourly([79, 80.5, 82, 85.5, 87, 84]),
  downsampled: false,
  goals: [{ from, to: from + 6 * 3_600_000, value: 80 }],
  ...overrides,
});
const data = (entries: ChartSeries[]): ChartData => ({ from: new Date(from).toISOString(), to: new Date(from + 6 * 3_600_000).toISOString(), series: entries });
// The options' defaults (chart.schema.json) with the tags.
const options: ChartOptions = {
  tags: [{ id_tag: 7, color: '#123456' }, { id_tag: 8 }],
  period: 'last24h',
  level: 'raw',
  chart_type: 'line',
  show_limits: true,
  show_goals: true,
};

describe('the chart in a real browser', () => {
  afterEach(() => savePeriod(null));

  it('draws a line per tag in its colour, on the unit clock, with limits, goals and a legend of tag codes', async () => {
    const pressure = series({ id_tag: 8, code: 'PT-501', unit: 'bar', ...hourly([30, 31, 29, 33, 35, 34]), limits: {}, goals: [] });
    const screen = await renderIn('en-US', <ChartView options={options} data={data([series(), pressure])} width={600} height={300} />, 600, 300);
    await expect.element(screen.getByTestId('tag-chart')).toBeInTheDocument();
    await expect.poll(() => document.querySelectorAll('.recharts-line-curve').length).toBe(2);
    expect(document.querySelector('.recharts-line-curve')?.getAttribute('stroke')).toBe('#123456');
    // In the legend (the pointer a test before left over the board may also open the tooltip, which names them too).
    const legend = () => document.querySelector('.recharts-legend-wrapper')?.textContent ?? '';
    await expect.poll(legend).toContain('TT-101 (°C)');
    expect(legend()).toContain('PT-501 (bar)');
    await expect.element(screen.getByText('LSL TT-101')).toBeInTheDocument();
    await expect.element(screen.getByText('Action high TT-101')).toBeInTheDocument();
    await expect.element(screen.getByText('Goal TT-101')).toBeInTheDocument();
    // 12:00 UTC is 09:00 on São Paulo's wall clock.
    await expect.element(screen.getByText('09:00')).toBeInTheDocument();
  });

  it('hides limits and goals when the options say so, and draws areas or bars', async () => {
    const screen = await renderIn(
      'en-US',
      <ChartView options={{ ...options, show_limits: false, show_goals: false, chart_type: 'bar' }} data={data([series()])} width={600} height={300} />,
      600,
      300,
    );
    await expect.poll(() => document.querySelectorAll('.recharts-bar-rectangle').length).toBe(6);
    expect(screen.getByText('LSL TT-101').query()).toBeNull();
    expect(screen.getByText('Goal TT-101').query()).toBeNull();
  });

  it('draws points, not a line, through 500 or more stored points (the spec line rule)', async () => {
    const many = { times: Array.from({ length: 520 }, (_, i) => from + i * 30_000), values: Array.from({ length: 520 }, (_, i) => 80 + (i % 7)) };
    await renderIn('en-US', <ChartView options={options} data={data([series(many)])} width={600} height={300} />, 600, 300);
    await expect.poll(() => document.querySelectorAll('.recharts-line-dot').length).toBe(520);
    expect(document.querySelector('.recharts-line-curve')?.getAttribute('stroke')).toBe('none');
  });

  it('says there are no values when the period has none', async () => {
    const screen = await renderIn('pt-BR', <ChartView options={options} data={data([series({ times: [], values: [] })])} width={600} height={300} />);
    await expect.element(screen.getByTestId('tag-values-empty')).toHaveTextContent('Sem valores neste período.');
  });
});
