import { afterEach, describe, expect, it } from 'vitest';
import type { TagStatusData } from '../../../../../domain/dashboards/components/data/tag-status.js';
import { savePeriod } from '../../../../unit-data/period-store.js';
import { reactorReading, renderIn } from '../tag-values/test-harness.js';
import { TagStatusView } from './TagStatusView.js';

const data: TagStatusData = {
  tags: [
    reactorReading(),
    reactorReading({ id_tag: 8, code: 'PT-501', unit: 'bar', value: 45, status: 'warning' }),
    reactorReading({ id_tag: 9, code: 'FT-201', unit: 'm³', value: 150, status: 'alarm' }),
    reactorReading({ id_tag: 10, code: 'PT-502', unit: null, value: null, at: null, status: 'noData' }),
  ],
};
// The options' defaults (tagStatus.schema.json) with the tags.
const options = { tags: [7, 8, 9, 10], period: 'last24h' };

describe('the tag status in a real browser', () => {
  afterEach(() => savePeriod(null));

  it('writes each tag value and status on a chip of its status colour (not colour alone)', async () => {
    const screen = await renderIn('pt-BR', <TagStatusView options={options} data={data} width={500} height={200} />);
    const chips = screen.getByRole('listitem');
    await expect.element(chips.nth(0)).toHaveTextContent('TT-101 · 80,4 °C · Normal');
    await expect.element(chips.nth(1)).toHaveTextContent('PT-501 · 45,0 bar · Atenção');
    await expect.element(chips.nth(2)).toHaveTextContent('FT-201 · 150,0 m³ · Alarme');
    await expect.element(chips.nth(3)).toHaveTextContent('PT-502 · Sem dados');
    const statuses = [...document.querySelectorAll('[data-status]')].map((chip) => [
      chip.getAttribute('data-status'),
      chip.className.match(/MuiChip-color(\w+)/)?.[1],
    ]);
    expect(statuses).toEqual([
      ['normal', 'Success'],
      ['warning', 'Warning'],
      ['alarm', 'Error'],
      ['noData', 'Default'],
    ]);
    await expect.element(screen.getByRole('listitem', { name: /^TT-101: 80,4 °C, Normal, em 10\/03\/2026,? 12:00$/ })).toBeInTheDocument();
  });

  it('says there is no value when it has no tags to show', async () => {
    const screen = await renderIn('en-US', <TagStatusView options={options} data={{ tags: [] }} width={500} height={200} />);
    await expect.element(screen.getByTestId('tag-values-empty')).toHaveTextContent('No value in this period');
  });
});
