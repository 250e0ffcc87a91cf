import { afterEach, describe, expect, it } from 'vitest';
import type { BulletChartData } from '../../../../../domain/dashboards/components/data/bullet-chart.js';
import { savePeriod } from '../../../../unit-data/period-store.js';
import { reactorReading, renderIn } from '../tag-values/test-harness.js';
import { BulletChartView } from './BulletChartView.js';

// PT-501: 45 bar against a goal of 35, on 0–60 with its limit ranges.
const data = (overrides: Partial<BulletChartData> = {}): BulletChartData => ({
  ...reactorReading({ code: 'PT-501', description: 'Header pressure', unit: 'bar', value: 45, status: 'warning' }),
  scale: { min: 0, max: 60 },
  ranges: [
    { from: 0, to: 10, shade: 0 },
    { from: 10, to: 20, shade: 1 },
    { from: 20, to: 40, shade: 2 },
    { from: 40, to: 50, shade: 1 },
    { from: 50, to: 60, shade: 0 },
  ],
  targets: [35],
  ...overrides,
});
// The options' defaults (bulletChart.schema.json) with the tag.
const options = { id_tag: 9, period: 'today' };

describe('the bullet chart (Few, "Bullet Graph Design Specification") in a real browser', () => {
  afterEach(() => savePeriod(null));

  it('draws the value as a bar from zero against the target over the qualitative ranges', async () => {
    const screen = await renderIn('en-US', <BulletChartView options={options} data={data()} width={400} height={140} />);
    await expect.element(screen.getByTestId('bullet-value')).toHaveTextContent('45.0 barTarget 35.0');
    const bar = screen.getByTestId('bullet-bar').element();
    expect(bar.tagName).toBe('rect');
    // 376 px for 0–60 from x = 12: the bar ends at 45.
    expect(Number(bar.getAttribute('x'))).toBeCloseTo(12);
    expect(Number(bar.getAttribute('width'))).toBeCloseTo(282);
    await expect.element(screen.getByTestId('bullet-target')).toHaveAttribute('x1', String(12 + (35 * 376) / 60));
    await expect.element(screen.getByRole('img')).toHaveAccessibleName('PT-501: 45.0 bar against a target of 35.0');
  });

  it('marks the value with a dot when the scale does not start at zero', async () => {
    const screen = await renderIn('en-US', <BulletChartView options={options} data={data({ scale: { min: 30, max: 60 } })} width={400} height={140} />);
    expect(screen.getByTestId('bullet-bar').element().tagName).toBe('circle');
  });

  it('shows no bar and says so when the period has no value', async () => {
    const screen = await renderIn(
      'pt-BR',
      <BulletChartView options={options} data={data({ value: null, at: null, status: 'noData' })} width={400} height={140} />,
    );
    await expect.element(screen.getByTestId('bullet-value')).toHaveTextContent('Sem valor neste período');
    expect(screen.getByTestId('bullet-bar').query()).toBeNull();
  });
});
