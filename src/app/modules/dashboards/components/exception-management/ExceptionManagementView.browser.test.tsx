import { afterEach, describe, expect, it } from 'vitest';
import type { ExceptionManagementData } from '../../../../../domain/dashboards/components/data/exception-management.js';
import { savePeriod } from '../../../../unit-data/period-store.js';
import { renderIn } from '../tag-values/test-harness.js';
import { exceptionManagementComponent } from './index.js';

const { Renderer } = exceptionManagementComponent;
// The options' defaults (exceptionManagement.schema.json): every tag with limits, ten rows.
const options = { max_rows: 10 };
const tag = { id_tag: 7, code: 'TT-101', description: 'Reactor temperature', unit: '°C', decimals: 1, direction: 'higher_better' as const };
const data: ExceptionManagementData = {
  watched: 200,
  capped: true,
  total: 5,
  rows: [
    {
      ...tag,
      value: 91.2,
      at: '2026-03-10T15:00:00.000Z',
      limit: 'spec_high',
      bound: 88,
      severity: 'alarm',
      since: '2026-03-10T14:10:00.000Z',
      sinceComplete: true,
    },
    {
      ...tag,
      id_tag: 8,
      code: 'FT-201',
      unit: 'm³/h',
      value: 103,
      at: '2026-03-10T15:00:00.000Z',
      limit: 'action_low',
      bound: 105,
      severity: 'warning',
      since: '2026-03-09T15:05:00.000Z',
      sinceComplete: false,
    },
  ],
};

describe('exception management in a real browser', () => {
  afterEach(() => savePeriod(null));

  it('lists the tags out of limits with the limit crossed and since when, on the unit clock', async () => {
    const screen = await renderIn('pt-BR', <Renderer options={options} data={data} width={560} height={220} />);
    const rows = [...screen.container.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));
    expect(rows[0]).toEqual(['Alarme TT-101', '91,2 °C', 'Acima do LSE 88,0 °C', expect.stringMatching(/^10\/03\/2026,? 11:10$/)]);
    expect(rows[1]).toEqual([
      'Atenção FT-201',
      '103,0 m³/h',
      'Abaixo do limite de ação 105,0 m³/h',
      expect.stringMatching(/^mais de 24 h \(desde antes de 09\/03\/2026,? 12:05\)$/),
    ]);
    expect([...screen.container.querySelectorAll('tbody tr')].map((row) => row.getAttribute('data-severity'))).toEqual(['alarm', 'warning']);
    await expect
      .element(screen.getByTestId('exception-management-note'))
      .toHaveTextContent('2 de 5 tags fora dos limites exibidas · Só as primeiras 200 tags com limites são monitoradas.');
  });

  it('says every watched tag is within its limits when none is out', async () => {
    const screen = await renderIn('en-US', <Renderer options={options} data={{ watched: 3, capped: false, total: 0, rows: [] }} width={400} height={200} />);
    await expect.element(screen.getByTestId('exception-management-empty')).toHaveTextContent('Every watched tag is within its limits.');
  });
});
