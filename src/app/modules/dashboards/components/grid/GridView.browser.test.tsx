import { afterEach, describe, expect, it } from 'vitest';
import type { GridData } from '../../../../../domain/dashboards/components/data/grid.js';
import { savePeriod } from '../../../../unit-data/period-store.js';
import { reactorReading, renderIn } from '../tag-values/test-harness.js';
import { gridComponent } from './index.js';

const { Renderer } = gridComponent;
// The options' defaults (grid.schema.json): a table of tags, ten rows.
const tagOptions = { source: 'tags', tags: [7, 8], max_rows: 10 };
const stopOptions = { source: 'events', id_frame: 4, max_rows: 10 };
const tags: GridData = {
  source: 'tags',
  rows: [reactorReading(), reactorReading({ id_tag: 8, code: 'PT-502', unit: null, value: null, at: null, status: 'noData' })],
};
const stops: GridData = {
  source: 'events',
  frame: { id_frame: 4, code: 'FIL-101', description: 'Filler 101 stops' },
  rows: [
    { id_stop: 31, start: '2026-03-10T14:50:00.000Z', end: null, durationMs: 10 * 60_000, motive: null },
    {
      id_stop: 30,
      start: '2026-03-10T12:00:00.000Z',
      end: '2026-03-10T13:30:00.000Z',
      durationMs: 90 * 60_000,
      motive: { code: 'MEC-JAM', description: 'Bottle jam', color: '#e53935' },
    },
  ],
};
const cellsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));

describe('the grid in a real browser', () => {
  afterEach(() => savePeriod(null));

  it('writes each tag value with its unit, time and status in words', async () => {
    const screen = await renderIn('en-US', <Renderer options={tagOptions} data={tags} width={480} height={200} />);
    expect(cellsOf(screen.container)).toEqual([
      ['TT-101', '80.4 °C', expect.stringMatching(/^03\/10\/2026,? 12:00$/), 'Normal Normal'],
      ['PT-502', 'No value in this period', '', 'No data No data'],
    ]);
  });

  it("lists an event's latest stops with their duration and motive, an open one as open", async () => {
    const screen = await renderIn('pt-BR', <Renderer options={stopOptions} data={stops} width={560} height={200} />);
    expect(cellsOf(screen.container)).toEqual([
      [expect.stringMatching(/^10\/03\/2026,? 11:50$/), 'Em aberto', '10 min', 'Sem motivo'],
      [expect.stringMatching(/^10\/03\/2026,? 09:00$/), expect.stringMatching(/10:30$/), '1,5 h', 'Bottle jam'],
    ]);
  });

  it('says so when there is nothing to list', async () => {
    const empty = await renderIn('es-ES', <Renderer options={stopOptions} data={{ ...stops, rows: [] }} width={400} height={200} />);
    await expect.element(empty.getByTestId('grid-empty')).toHaveTextContent('No hay paradas de este evento en los últimos 30 días.');
  });
});
