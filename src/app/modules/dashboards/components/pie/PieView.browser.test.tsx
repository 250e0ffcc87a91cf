import { afterEach, describe, expect, it } from 'vitest';
import type { PieData } from '../../../../../domain/dashboards/components/data/pie.js';
import { savePeriod } from '../../../../unit-data/period-store.js';
import { renderIn } from '../tag-values/test-harness.js';
import { pieComponent } from './index.js';

const { Renderer } = pieComponent;
const MIN = 60_000;
// The options' defaults (pie.schema.json) with the event: stop time by motive, today.
const options = { source: 'stops', id_frame: 4, period: 'today', group_by: 'motive' };
const stops: PieData = {
  source: 'stops',
  groupBy: 'motive',
  from: '2026-03-10T03:00:00.000Z',
  to: '2026-03-10T15:21:00.000Z',
  totalMs: 80 * MIN,
  totalCount: 6,
  items: [
    { key: 'motive-7', label: 'Bottle jam', category: null, color: '#e53935', durationMs: 60 * MIN, count: 4, share: 75 },
    { key: 'none', label: null, category: null, color: null, durationMs: 20 * MIN, count: 2, share: 25 },
  ],
};
const tag = (id_tag: number, code: string) => ({ id_tag, code, description: null, unit: 't', decimals: 1, direction: 'higher_better' as const });
const tags: PieData = {
  source: 'tags',
  from: stops.from,
  to: stops.to,
  total: 400,
  items: [
    { ...tag(1, 'PROD-A'), value: 300, share: 75 },
    { ...tag(2, 'PROD-B'), value: 100, share: 25 },
    { ...tag(3, 'PROD-C'), value: -5, share: null },
  ],
};

const labelsOf = (container: HTMLElement) => [...container.querySelectorAll('.recharts-pie-label-text')].map((label) => label.textContent);

describe('the pie in a real browser', () => {
  afterEach(() => savePeriod(null));

  it('draws a slice per motive in its colour with its percent and a legend', async () => {
    const screen = await renderIn('en-US', <Renderer options={options} data={stops} width={420} height={260} />);
    await expect.element(screen.getByTestId('pie')).toBeVisible();
    const fills = [...screen.container.querySelectorAll('.recharts-pie-sector path')].map((path) => path.getAttribute('fill'));
    expect(fills[0]).toBe('#e53935');
    expect(fills).toHaveLength(2);
    expect(labelsOf(screen.container)).toEqual(['75.0 %', '25.0 %']);
    expect(screen.container.querySelector('.recharts-legend-wrapper')?.textContent).toBe('Bottle jamNo motive');
  });

  it('shares tag totals, naming the tags that cannot be a slice', async () => {
    const screen = await renderIn('pt-BR', <Renderer options={{ ...options, source: 'tags', tags: [1, 2, 3] }} data={tags} width={420} height={260} />);
    expect(screen.container.querySelectorAll('.recharts-pie-sector path')).toHaveLength(2);
    expect(labelsOf(screen.container)).toEqual(['75,0 %', '25,0 %']);
    expect(screen.getByTestId('pie').element().getAttribute('aria-label')).toBe('PROD-A: 300,0 t, 75,0 %; PROD-B: 100,0 t, 25,0 %');
    await expect.element(screen.getByTestId('pie-left-out')).toHaveTextContent('Fora da pizza (sem valor positivo): PROD-C');
  });

  it('says so when there is nothing to share', async () => {
    const screen = await renderIn('es-ES', <Renderer options={options} data={{ ...stops, items: [] }} width={420} height={260} />);
    await expect.element(screen.getByTestId('pie-empty')).toHaveTextContent('No hay paradas en este período.');
  });
});
