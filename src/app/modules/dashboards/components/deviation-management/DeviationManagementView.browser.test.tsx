import { afterEach, describe, expect, it } from 'vitest';
import type { DeviationManagementData } from '../../../../../domain/dashboards/components/data/deviation-management.js';
import { savePeriod } from '../../../../unit-data/period-store.js';
import { renderIn } from '../tag-values/test-harness.js';
import { deviationManagementComponent } from './index.js';

const { Renderer } = deviationManagementComponent;
// The options' defaults (deviationManagement.schema.json) with the tags.
const options = { tags: [7, 8, 9, 10], period: 'today' };
const tag = (id_tag: number, code: string) => ({ id_tag, code, description: null, unit: '°C', decimals: 1, direction: 'higher_better' as const });
const data: DeviationManagementData = {
  from: '2026-03-10T03:00:00.000Z',
  to: '2026-03-10T15:21:00.000Z',
  tolerance: 5,
  tags: [
    { ...tag(7, 'TT-101'), actual: 70.4, goal: { value: 80 }, attainment: 88, deviation: -9.6, deviationPercent: -12, status: 'missed' },
    { ...tag(8, 'TT-102'), actual: 86.4, goal: { value: 80 }, attainment: 108, deviation: 6.4, deviationPercent: 8, status: 'met' },
    { ...tag(9, 'TT-103'), actual: 78.4, goal: { value: 80 }, attainment: 98, deviation: -1.6, deviationPercent: -2, status: 'withinTolerance' },
    { ...tag(10, 'TT-104'), actual: 75, goal: null, attainment: null, deviation: null, deviationPercent: null, status: 'noGoal' },
  ],
};

describe('deviation management in a real browser', () => {
  afterEach(() => savePeriod(null));

  it('draws a diverging bar per tag around 0 in its status colour, over the tolerance band, and names each in words', async () => {
    const screen = await renderIn('en-US', <Renderer options={options} data={data} width={480} height={240} />);
    await expect.element(screen.getByTestId('deviation-management')).toBeVisible();
    const bars = [...screen.container.querySelectorAll('.recharts-bar-rectangle path')];
    expect(bars).toHaveLength(3);
    const fills = bars.map((bar) => bar.getAttribute('fill'));
    expect(new Set(fills).size).toBe(3);
    // The first bar (−12 %) lies left of the zero line, the second (+8 %) right of it.
    const zero = Number(screen.container.querySelector('.recharts-reference-line line')?.getAttribute('x1'));
    const box = (bar: Element) => (bar as SVGGraphicsElement).getBBox();
    expect(box(bars[0]!).x + box(bars[0]!).width).toBeCloseTo(zero, 0);
    expect(box(bars[1]!).x).toBeCloseTo(zero, 0);
    expect(screen.container.querySelector('.recharts-reference-area')).not.toBeNull();
    await expect.element(screen.getByTestId('deviation-management-tolerance')).toHaveTextContent('Tolerance band: ±5 % · No goal or no value: TT-104');
    expect(screen.getByTestId('deviation-management').element().getAttribute('aria-label')).toContain(
      'TT-101: 70.4 °C against a goal of 80.0 °C, deviation -9.6 °C (-12.0 %), Goal missed',
    );
  });

  it('says so when no tag has a goal and a value', async () => {
    const screen = await renderIn('pt-BR', <Renderer options={options} data={{ ...data, tags: [data.tags[3]!] }} width={480} height={240} />);
    await expect.element(screen.getByTestId('deviation-management-empty')).toHaveTextContent('Nenhuma tag tem meta e valor neste período.');
  });
});
