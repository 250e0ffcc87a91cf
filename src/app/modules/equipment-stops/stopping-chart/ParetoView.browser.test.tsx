import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { ParetoAnswer } from '../../../../domain/equipment-stops/stop-model.js';
import type { ParetoBar } from './pareto-model.js';
import { ParetoView } from './ParetoView.js';
import { i18nProviderIn } from '../../../test-support/render-in-admin.js';

const HOUR = 3_600_000;
const answer: ParetoAnswer = {
  rows: [
    { key: 7, label: 'Setup', color: '#d32f2f', durationMs: 5 * HOUR, count: 3, cumulativeShare: 0.625 },
    { key: 9, label: 'Lack of material', color: '#1976d2', durationMs: 2 * HOUR, count: 4, cumulativeShare: 0.875 },
    { key: null, label: null, color: null, durationMs: HOUR, count: 1234, cumulativeShare: 1 },
  ],
  totalMs: 8 * HOUR,
  totalCount: 1241,
};

const renderView = async (locale: string, onSelect: (bar: ParetoBar) => void = () => undefined) =>
  render(
    <AdminContext i18nProvider={await i18nProviderIn(locale)}>
      <div style={{ width: 800 }}>
        <ParetoView answer={answer} onSelect={onSelect} />
      </div>
    </AdminContext>,
  );

describe('ParetoView in a real browser', () => {
  it('draws one bar per motive in its colour and the cumulative line point by point', async () => {
    const screen = await renderView('en-US');
    await expect.element(screen.getByTestId('pareto-chart')).toBeVisible();
    const fills = [...screen.container.querySelectorAll('.recharts-bar-rectangle path')].map((path) => path.getAttribute('fill'));
    expect(fills).toHaveLength(3);
    expect(fills.slice(0, 2)).toEqual(['#d32f2f', '#1976d2']);
    expect(screen.container.querySelectorAll('.recharts-line-dots circle, .recharts-line-dot')).toHaveLength(3);
    const rows = [...screen.container.querySelectorAll('[data-testid^="pareto-row-"]')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Setup', '5.0', '3', '62.5 %', '62.5 %'],
      ['Lack of material', '2.0', '4', '25.0 %', '87.5 %'],
      ['No motive', '1.0', '1,234', '12.5 %', '100.0 %'],
    ]);
    await expect.element(screen.getByText('Stop time (hours)')).toBeVisible();
    await expect.element(screen.getByTestId('pareto-totals')).toHaveTextContent('8.0 hours stopped in 1,241 stops');
  });

  it('opens the stops of a row or of a bar', async () => {
    const onSelect = vi.fn();
    const screen = await renderView('en-US', onSelect);
    await screen.getByTestId('pareto-row-9').click();
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ key: 9, label: 'Lack of material' }));
    const firstBar = screen.container.querySelector('.recharts-bar-rectangle path') as SVGPathElement;
    firstBar.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ key: 7, label: 'Setup' }));
  });

  it('writes numbers and labels the Brazilian way', async () => {
    const screen = await renderView('pt-BR');
    const row = screen.getByTestId('pareto-row-none');
    await expect.element(row).toHaveTextContent('Sem motivo');
    await expect.element(row).toHaveTextContent('1.234');
    await expect.element(screen.getByText('Tempo parado (horas)')).toBeVisible();
  });
});
