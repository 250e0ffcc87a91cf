import { afterEach, describe, expect, it } from 'vitest';
import type { SolidGaugeData } from '../../../../../domain/dashboards/components/data/solid-gauge.js';
import { savePeriod } from '../../../../unit-data/period-store.js';
import { reactorReading, renderIn } from '../tag-values/test-harness.js';
import { SolidGaugeView } from './SolidGaugeView.js';

const data = (overrides: Partial<SolidGaugeData> = {}): SolidGaugeData => ({ ...reactorReading(), scale: { min: 0, max: 100 }, percent: 80.4, ...overrides });
// The options' defaults (solidGauge.schema.json) with the tag and a scale.
const options = { id_tag: 7, period: 'last24h', decimals: 1, min: 0, max: 100 };

describe('the solid gauge in a real browser', () => {
  afterEach(() => savePeriod(null));

  it('fills the arc in the status colour up to the value and writes the percent of the scale', async () => {
    const screen = await renderIn('es-ES', <SolidGaugeView options={options} data={data({ status: 'warning' })} width={300} height={220} />);
    await expect.element(screen.getByTestId('solid-gauge-value')).toHaveTextContent('80,4 °C');
    await expect.element(screen.getByTestId('solid-gauge-caption')).toHaveTextContent('TT-101 · 80 % de la escala');
    await expect.element(screen.getByTestId('solid-gauge-fill')).toBeInTheDocument();
    await expect.element(screen.getByRole('img')).toHaveAccessibleName(/Advertencia.*80 % de la escala\. Escala de 0,0 a 100,0$/);
  });

  it('leaves the arc empty and says so when the period has no value', async () => {
    const screen = await renderIn(
      'en-US',
      <SolidGaugeView options={options} data={data({ value: null, at: null, status: 'noData', percent: null })} width={300} height={220} />,
    );
    await expect.element(screen.getByTestId('solid-gauge-value')).toHaveTextContent('No value in this period');
    expect(screen.getByTestId('solid-gauge-fill').query()).toBeNull();
    await expect.element(screen.getByTestId('solid-gauge-caption')).toHaveTextContent('TT-101 · No data');
  });
});
