import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { trendModel } from '../../analysis/trend-model.js';
import { stopFixture } from '../shared/stop-fixture.js';
import { BandLegend } from './BandLegend.js';
import { EventTrendChart } from './EventTrendChart.js';
import { bandLegend, stopBands } from './stop-bands.js';
import { i18nProviderIn } from '../../../test-support/render-in-admin.js';

const at = (hhmm: string) => `2026-11-20T${hhmm}:00.000Z`;
const range = { from: Date.parse(at('08:00')), to: Date.parse(at('12:00')) };
const stops = [
  stopFixture(1, { start: at('08:30'), end: at('09:00') }),
  stopFixture(2, { start: at('10:00'), end: at('10:45'), motive: null, id_motive: null }),
  stopFixture(3, { id_frame: 2, start: at('11:00'), end: at('11:30') }),
];
const bands = stopBands(stops, [1], range, '#9e9e9e');
const speed = {
  id_tag: 5,
  code: 'FIL-101.SPEED',
  level: 'raw' as const,
  total: 5,
  downsampled: false,
  points: ['08:00', '09:00', '10:00', '11:00', '12:00'].map((hhmm, index) => ({ t: at(hhmm), v: index % 2 ? 0 : 120 })),
  limits: {},
  goals: [],
};

async function renderChart() {
  const i18nProvider = await i18nProviderIn('es-ES');
  const model = trendModel([speed], [{ id_tag: 5, code: 'FIL-101.SPEED', decimals: 0 }], 'raw', { timezone: 'UTC' }, ['#1976d2']);
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <EventTrendChart model={model} bands={bands} range={range} level="raw" timezone="UTC" width={800} />
      <BandLegend items={bandLegend(bands)} />
    </AdminContext>,
  );
}

/** The drawn bands, left to right: where they start and end in pixels and their colour. */
const drawnBands = (container: HTMLElement) =>
  [...container.querySelectorAll('.stop-band path, path.stop-band, .stop-band rect')].map((shape) => {
    const box = shape.getBoundingClientRect();
    return { left: box.left, right: box.right, fill: shape.getAttribute('fill') };
  });

describe('EventTrendChart in a real browser', () => {
  it('draws each stop of the chosen frames as a band in its motive colour, at its time, behind the trend', async () => {
    const screen = await renderChart();
    await expect.element(screen.getByTestId('event-trend-chart')).toBeVisible();
    await expect.poll(() => screen.container.querySelectorAll('.recharts-line-curve').length).toBe(1);
    const drawn = drawnBands(screen.container);
    expect(drawn.map((band) => band.fill)).toEqual(['#d32f2f', '#9e9e9e']);
    const [first, second] = drawn as [(typeof drawn)[0], (typeof drawn)[0]];
    // 30 minutes and 45 minutes of the same axis: the second band is half as wide again as the first.
    expect((second.right - second.left) / (first.right - first.left)).toBeCloseTo(1.5, 1);
    expect(second.left).toBeGreaterThan(first.right);
    await expect.element(screen.getByTestId('band-legend')).toHaveTextContent(/Paradas por motivo.*JAM – Bottle jam.*Sin motivo/);
  });
});
