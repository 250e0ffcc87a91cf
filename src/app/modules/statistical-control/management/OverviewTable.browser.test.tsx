import { describe, expect, it, vi } from 'vitest';
import { renderIn } from '../../equipment-stops/stopping-point/test-harness.js';
import { overviewFixture } from './management-fixture.js';
import { OverviewTable } from './OverviewTable.js';

const cards = [
  overviewFixture(1, {
    code: 'SPC-FILL',
    tag_code: 'FILL-WEIGHT',
    chart: 'xbar-r',
    latest: { t: Date.parse('2026-11-20T13:30:00Z'), value: 1502.125, rules: [] },
    cpk: 1.5,
  }),
  overviewFixture(2, {
    code: 'SPC-TORQUE',
    chart: 'i-mr',
    state: 'violation',
    violations: { '5': 2, '1': 3, '2': 0 },
    open: 4,
    cpk: 0.874,
  }),
  overviewFixture(3, { code: 'SPC-NEW', chart: 'p', latest: null, state: 'noData', cpk: null }),
];

describe('OverviewTable in a real browser', () => {
  it('shows each card with its latest point, state, violations per rule, open count and Cpk', async () => {
    const screen = await renderIn('en-US', <OverviewTable cards={cards} selected={null} onSelect={() => undefined} />, 1200);
    await expect.element(screen.getByTestId('spc-overview-SPC-FILL')).toHaveTextContent(/SPC-FILL.*FILL-WEIGHT.*X̄-R/);
    await expect.element(screen.getByTestId('spc-overview-SPC-FILL-latest')).toHaveTextContent(/^1,502\.125/);
    await expect.element(screen.getByTestId('spc-overview-SPC-FILL-state')).toHaveTextContent('In control');
    await expect.element(screen.getByTestId('spc-overview-SPC-FILL-rules')).toHaveTextContent('None');
    await expect.element(screen.getByTestId('spc-overview-SPC-FILL-cpk')).toHaveTextContent('1.50');

    await expect.element(screen.getByTestId('spc-overview-SPC-TORQUE-state')).toHaveTextContent('Violation');
    // Rules in rule order, the empty rule 2 left out.
    await expect.element(screen.getByTestId('spc-overview-SPC-TORQUE-rules')).toHaveTextContent(/^R1 3R5 2$/);
    await expect.element(screen.getByTestId('spc-overview-SPC-TORQUE-open')).toHaveTextContent('4');
    await expect.element(screen.getByTestId('spc-overview-SPC-TORQUE-cpk')).toHaveTextContent('0.87');
    // A Cpk below 1 is drawn in the error colour, a capable one in the success colour.
    const colour = (testId: string) => getComputedStyle(screen.getByTestId(testId).element()).color;
    expect(colour('spc-overview-SPC-TORQUE-cpk')).not.toBe(colour('spc-overview-SPC-FILL-cpk'));

    await expect.element(screen.getByTestId('spc-overview-SPC-NEW-latest')).toHaveTextContent('—');
    await expect.element(screen.getByTestId('spc-overview-SPC-NEW-state')).toHaveTextContent('No data');
    await expect.element(screen.getByTestId('spc-overview-SPC-NEW-cpk')).toHaveTextContent('—');
  });

  it('writes numbers and states in the chosen language', async () => {
    const screen = await renderIn('pt-BR', <OverviewTable cards={cards} selected={null} onSelect={() => undefined} />, 1200);
    await expect.element(screen.getByTestId('spc-overview-SPC-FILL-latest')).toHaveTextContent(/^1\.502,125/);
    await expect.element(screen.getByTestId('spc-overview-SPC-FILL-cpk')).toHaveTextContent('1,50');
    await expect.element(screen.getByTestId('spc-overview-SPC-TORQUE-state')).toHaveTextContent('Violação');
    await expect.element(screen.getByText('Violações no período')).toBeVisible();
  });

  it('chooses a card by its row and marks the chosen one', async () => {
    const onSelect = vi.fn();
    const screen = await renderIn('en-US', <OverviewTable cards={cards} selected={2} onSelect={onSelect} />, 1200);
    await expect.element(screen.getByTestId('spc-overview-SPC-TORQUE')).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByTestId('spc-overview-SPC-FILL')).toHaveAttribute('aria-selected', 'false');
    await screen.getByText('SPC-NEW', { exact: true }).click();
    expect(onSelect).toHaveBeenCalledWith(3);
  });
});
