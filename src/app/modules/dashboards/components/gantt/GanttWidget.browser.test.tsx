import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GanttData } from '../../../../../domain/dashboards/components/data/gantt.js';
import { ganttBars } from '../../../../../domain/dashboards/events/gantt-bars.js';
import { savePeriod } from '../../../../unit-data/period-store.js';
import { renderWidget, setSaoPauloClock } from '../event-shared/test-harness.js';
import type { GanttOptions } from './GanttWidget.js';
import { ganttComponent } from './index.js';

const H = 3_600_000;
// 00:00 to 12:00 in São Paulo, now at 10:00.
const from = Date.parse('2026-03-10T03:00:00Z');
const range = { from, to: from + 12 * H };
const now = from + 10 * H;
const setup = { id_motive: 1, label: 'Setup', color: '#d32f2f' };
const stops = [
  { id_stop: 1, start: from + H, end: from + 2 * H, motive: setup },
  { id_stop: 2, start: from + 4 * H, end: from + 4 * H + 30_000, motive: null },
  { id_stop: 3, start: from + 4 * H + 60_000, end: from + 4 * H + 90_000, motive: null },
  { id_stop: 4, start: from + 9 * H, end: null, motive: null },
];
const data: GanttData = {
  ...range,
  now,
  rows: [
    { id_frame: 4, code: 'FIL-101', description: 'Filler', bars: ganttBars(stops, range, now, 380), stops: 4 },
    { id_frame: 5, code: 'CAP-201', description: 'Capper', bars: [], stops: 0 },
  ],
};
const options: GanttOptions = { frames: [4, 5], period: 'today' };
const { Renderer } = ganttComponent;

describe('the gantt component in a real browser', () => {
  beforeEach(setSaoPauloClock);
  afterEach(() => savePeriod(null));

  it('draws a row per event, its stops placed by time, and the axis on the unit clock', async () => {
    const screen = await renderWidget('en-US', <Renderer options={options} data={data} width={480} height={200} />);
    await expect.element(screen.getByTestId('gantt-widget')).toBeVisible();
    expect(screen.getByTestId('gantt-row-5').element().querySelectorAll('[data-testid="gantt-bar"]')).toHaveLength(0);
    const bars = [...screen.getByTestId('gantt-row-4').element().querySelectorAll('[data-testid="gantt-bar"]')];
    // The two micro-stops 30 s apart share a pixel: one bar of two stops.
    expect(bars).toHaveLength(3);
    const [first, , open] = bars.map((bar) => ({ x: Number(bar.getAttribute('x')), width: Number(bar.getAttribute('width')), fill: bar.getAttribute('fill') }));
    expect(first!.fill).toBe('#d32f2f');
    expect(first!.x).toBeCloseTo(380 / 12, 0);
    expect(first!.width).toBeCloseTo(380 / 12, 0);
    expect(open!.width).toBeCloseTo(380 / 12, 0);
    expect(screen.container.textContent).toContain('FIL-101');
    expect(screen.container.textContent).toMatch(/06:00/);
  });

  it('tells the bar under the pointer: motive, span, stops', async () => {
    const screen = await renderWidget('pt-BR', <Renderer options={options} data={data} width={480} height={200} />);
    const merged = screen.getByTestId('gantt-row-4').element().querySelectorAll('[data-testid="gantt-bar"]')[1]!;
    const box = merged.getBoundingClientRect();
    merged.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: box.left + 0.5, clientY: box.top + 2 }));
    const tip = screen.getByTestId('gantt-tip');
    await expect.element(tip).toHaveTextContent('Sem motivo');
    await expect.element(tip).toHaveTextContent('2 paradas');
    await expect.element(tip).toHaveTextContent('04:00');
  });

  it('says so when no event stopped in the period', async () => {
    const empty = { ...data, rows: data.rows.map((row) => ({ ...row, bars: [], stops: 0 })) };
    const screen = await renderWidget('en-US', <Renderer options={options} data={empty} width={480} height={200} />);
    await expect.element(screen.getByTestId('gantt-empty')).toHaveTextContent('No stops in this period.');
  });
});
