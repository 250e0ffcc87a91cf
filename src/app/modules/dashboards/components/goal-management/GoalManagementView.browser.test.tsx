import { afterEach, describe, expect, it } from 'vitest';
import type { GoalManagementData } from '../../../../../domain/dashboards/components/data/goal-management.js';
import { savePeriod } from '../../../../unit-data/period-store.js';
import { renderIn } from '../tag-values/test-harness.js';
import { goalManagementComponent } from './index.js';

const { Renderer } = goalManagementComponent;
// The options' defaults (goalManagement.schema.json) with the tags.
const options = { tags: [7, 8], level: 'day', period: 'last7d' };
const buckets = [
  { start: '2026-03-10T13:00:00.000Z', label: '2026-03-10T10' },
  { start: '2026-03-10T14:00:00.000Z', label: '2026-03-10T11' },
  { start: '2026-03-10T15:00:00.000Z', label: '2026-03-10T12' },
];
const temperature = { id_tag: 7, code: 'TT-101', description: 'Reactor temperature', unit: '°C', decimals: 1, direction: 'higher_better' as const };
const data: GoalManagementData = {
  level: 'hour',
  from: '2026-03-10T03:00:00.000Z',
  to: '2026-03-10T15:21:00.000Z',
  tolerance: 5,
  buckets,
  hiddenBuckets: 4,
  tags: [
    {
      ...temperature,
      buckets: [
        { ...buckets[0]!, actual: 82, goal: { value: 80 }, attainment: 102.5, deviation: 2, deviationPercent: 2.5, status: 'met' },
        { ...buckets[1]!, actual: 78, goal: { value: 80 }, attainment: 97.5, deviation: -2, deviationPercent: -2.5, status: 'withinTolerance' },
        { ...buckets[2]!, actual: 60, goal: { value: 80 }, attainment: 75, deviation: -20, deviationPercent: -25, status: 'missed' },
      ],
    },
    {
      ...temperature,
      id_tag: 8,
      code: 'FT-201',
      unit: 'm³/h',
      buckets: buckets.map((bucket) => ({
        ...bucket,
        actual: 120,
        goal: null,
        attainment: null,
        deviation: null,
        deviationPercent: null,
        status: 'noGoal' as const,
      })),
    },
  ],
};

describe('goal management in a real browser', () => {
  afterEach(() => savePeriod(null));

  it('writes each hour on the unit clock, each attainment with its status in words and shape (WCAG 1.4.1), and the hours left out', async () => {
    const screen = await renderIn('pt-BR', <Renderer options={options} data={data} width={480} height={220} />);
    const headers = [...screen.container.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual(['Tag', '10:00', '11:00', '12:00']);
    const cells = (id: number) => [...screen.container.querySelectorAll(`[data-testid="goal-management-row-${id}"] td`)];
    expect(cells(7).map((cell) => [cell.textContent?.trim(), cell.getAttribute('data-status')])).toEqual([
      ['102,5 % Meta atingida', 'met'],
      ['97,5 % Dentro da tolerância', 'withinTolerance'],
      ['75,0 % Meta não atingida', 'missed'],
    ]);
    expect(cells(8).map((cell) => cell.textContent?.trim())).toEqual(Array(3).fill('120,0 m³/h Sem meta'));
    expect(cells(7)[1]!.getAttribute('aria-label')).toMatch(
      /^TT-101, 10\/03\/2026,? 11:00: 78,0 °C contra uma meta de 80,0 °C, 97,5 % da meta, Dentro da tolerância$/,
    );
    await expect.element(screen.getByTestId('goal-management-hidden')).toHaveTextContent('4 períodos anteriores não exibidos');
  });

  it('names days, weeks and months in the language', async () => {
    const byMonth = { ...data, level: 'month' as const, buckets: [{ start: '2026-03-01T03:00:00.000Z', label: '2026-03' }], hiddenBuckets: 0 };
    const screen = await renderIn(
      'en-US',
      <Renderer
        options={options}
        data={{ ...byMonth, tags: [{ ...data.tags[0]!, buckets: [{ ...data.tags[0]!.buckets[0]!, ...byMonth.buckets[0]! }] }] }}
        width={400}
        height={200}
      />,
    );
    expect(screen.container.querySelector('thead th:nth-child(2)')?.textContent).toBe('Mar 2026');
    expect(screen.getByTestId('goal-management-hidden').query()).toBeNull();
  });

  it('says so when there is nothing to show', async () => {
    const screen = await renderIn('es-ES', <Renderer options={options} data={{ ...data, tags: [], buckets: [] }} width={400} height={200} />);
    await expect.element(screen.getByTestId('goal-management-empty')).toHaveTextContent('No hay tags que mostrar.');
  });
});
