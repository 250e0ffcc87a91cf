import { afterEach, describe, expect, it } from 'vitest';
import type { GaugeData } from '../../../../../domain/dashboards/components/data/gauge.js';
import { savePeriod } from '../../../../unit-data/period-store.js';
import { reactorReading, renderIn } from '../tag-values/test-harness.js';
import { GaugeView } from './GaugeView.js';

const data = (overrides: Partial<GaugeData> = {}): GaugeData => ({
  ...reactorReading(),
  scale: { min: 70, max: 90 },
  bands: [
    { from: 70, to: 72, status: 'alarm' },
    { from: 72, to: 74, status: 'warning' },
    { from: 74, to: 86, status: 'normal' },
    { from: 86, to: 88, status: 'warning' },
    { from: 88, to: 90, status: 'alarm' },
  ],
  ...overrides,
});
// The options' defaults (gauge.schema.json) with the tag.
const options = { id_tag: 7, period: 'last24h', decimals: 1 };

describe('the gauge in a real browser', () => {
  afterEach(() => savePeriod(null));

  it('shows the value with the locale decimal comma on a dial with the limit bands and a needle', async () => {
    const screen = await renderIn('pt-BR', <GaugeView options={options} data={data()} width={400} height={240} />);
    await expect.element(screen.getByTestId('gauge-value')).toHaveTextContent('80,4 °C');
    expect(screen.getByTestId('gauge-band').all()).toHaveLength(5);
    await expect.element(screen.getByTestId('gauge-needle')).toBeInTheDocument();
    await expect.element(screen.getByRole('img')).toHaveAccessibleName(/^TT-101: 80,4 °C, Normal, em 10\/03\/2026,? 12:00\. Escala de 70,0 a 90,0$/);
  });

  it('draws the options bands in their own colours', async () => {
    const screen = await renderIn(
      'en-US',
      <GaugeView options={options} data={data({ bands: [{ from: 70, to: 80, color: '#123456' }] })} width={400} height={240} />,
    );
    await expect.element(screen.getByTestId('gauge-band')).toHaveAttribute('stroke', '#123456');
  });

  it('shows no needle and says so when the period has no value', async () => {
    const screen = await renderIn('en-US', <GaugeView options={options} data={data({ value: null, at: null, status: 'noData' })} width={400} height={240} />);
    await expect.element(screen.getByTestId('gauge-value')).toHaveTextContent('No value in this period');
    expect(screen.getByTestId('gauge-needle').query()).toBeNull();
  });
});
