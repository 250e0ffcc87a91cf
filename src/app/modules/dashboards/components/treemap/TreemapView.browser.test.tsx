import { afterEach, describe, expect, it } from 'vitest';
import type { TreemapData } from '../../../../../domain/dashboards/components/data/treemap.js';
import { savePeriod } from '../../../../unit-data/period-store.js';
import { renderIn } from '../tag-values/test-harness.js';
import { treemapComponent } from './index.js';

const { Renderer } = treemapComponent;
const MIN = 60_000;
// The options' defaults (treemap.schema.json) with the event.
const options = { id_frame: 4, period: 'today', group_by: 'motive' };
const byMotive: TreemapData = {
  groupBy: 'motive',
  from: '2026-03-10T03:00:00.000Z',
  to: '2026-03-10T15:21:00.000Z',
  totalMs: 100 * MIN,
  totalCount: 9,
  items: [
    { key: 'motive-7', label: 'Bottle jam', category: null, color: '#e53935', durationMs: 60 * MIN, count: 4, share: 60 },
    { key: 'none', label: null, category: null, color: null, durationMs: 30 * MIN, count: 4, share: 30 },
    { key: 'motive-9', label: 'Cleaning', category: null, color: '#43a047', durationMs: 10 * MIN, count: 1, share: 10 },
  ],
};

describe('the treemap in a real browser', () => {
  afterEach(() => savePeriod(null));

  it('draws a tile per motive sized by its stop time, in its colour, with its label, duration and share', async () => {
    const screen = await renderIn('en-US', <Renderer options={options} data={byMotive} width={480} height={260} />);
    await expect.element(screen.getByTestId('treemap')).toBeVisible();
    const tiles = [...screen.container.querySelectorAll('[data-testid="treemap-tile"]')];
    expect(tiles).toHaveLength(3);
    const area = (tile: Element) => Number(tile.querySelector('rect')!.getAttribute('width')) * Number(tile.querySelector('rect')!.getAttribute('height'));
    const byTitle = new Map(tiles.map((tile) => [tile.querySelector('title')!.textContent, tile]));
    const jam = byTitle.get('Bottle jam: 1 h, 60.0 % of the stop time')!;
    expect(jam.querySelector('rect')!.getAttribute('fill')).toBe('#e53935');
    expect(area(jam) / (480 * 260)).toBeCloseTo(0.6, 1);
    expect(jam.textContent).toContain('60.0 %');
    expect(byTitle.has('No motive: 30 min, 30.0 % of the stop time')).toBe(true);
  });

  it('names loss categories in the language, in their own colours', async () => {
    const byCategory: TreemapData = {
      ...byMotive,
      groupBy: 'lossCategory',
      items: [
        { key: 'availability', label: null, category: 'availability', color: null, durationMs: 70 * MIN, count: 5, share: 70 },
        { key: 'planned', label: null, category: 'planned', color: null, durationMs: 30 * MIN, count: 4, share: 30 },
      ],
    };
    const screen = await renderIn('pt-BR', <Renderer options={{ ...options, group_by: 'lossCategory' }} data={byCategory} width={480} height={260} />);
    const titles = [...screen.container.querySelectorAll('[data-testid="treemap-tile"] title')].map((title) => title.textContent);
    expect(titles.sort()).toEqual([
      'Parada planejada (não é perda): 30 min, 30,0 % do tempo parado',
      'Perda de disponibilidade: 1,2 h, 70,0 % do tempo parado',
    ]);
    const fills = new Set([...screen.container.querySelectorAll('[data-testid="treemap-tile"] rect')].map((rect) => rect.getAttribute('fill')));
    expect(fills.size).toBe(2);
  });

  it('says so when the period has no stops', async () => {
    const screen = await renderIn(
      'es-ES',
      <Renderer options={options} data={{ ...byMotive, items: [], totalMs: 0, totalCount: 0 }} width={480} height={260} />,
    );
    await expect.element(screen.getByTestId('treemap-empty')).toHaveTextContent('No hay paradas en este período.');
  });
});
