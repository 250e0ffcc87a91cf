import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import { stopFixture } from './stop-fixture.js';
import { StopsTable } from './StopsTable.js';
import { useStopSelection } from './useStopSelection.js';
import { i18nProviderIn } from '../../../test-support/render-in-admin.js';

const shortList = [
  stopFixture(1, { durationMs: 27 * 3_600_000 + 61_000, comment: 'Jam at the capper' }),
  stopFixture(2, { id_motive: null, motive: null, reproved: true }),
  stopFixture(3, { status: 'open', end: null }),
];
const finishedOnly = (stop: StopView) => stop.status === 'finished';

function Selectable({ stops = shortList }: { stops?: StopView[] }) {
  const selection = useStopSelection(stops, finishedOnly);
  return (
    <>
      <output data-testid="chosen">{selection.chosen.map((stop) => stop.id_stop).join(',')}</output>
      <StopsTable
        stops={stops}
        columns={['duration', 'motive', 'frame', 'comment', 'reproved']}
        frameLabel={(id) => `FIL-10${id}`}
        selection={selection}
        selectable={finishedOnly}
      />
    </>
  );
}

const renderIn = async (locale: string, stops?: StopView[]) => {
  const i18nProvider = await i18nProviderIn(locale);
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <Selectable stops={stops} />
    </AdminContext>,
  );
};

describe('StopsTable in a real browser', () => {
  it('shows the asked columns in the language, and checks only selectable stops', async () => {
    const screen = await renderIn('pt-BR');
    const header = [...screen.container.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(header).toEqual(['', 'Duração', 'Motivo', 'Frame', 'Comentário', 'Reprovada']);
    const row = (id: number) => [...screen.container.querySelectorAll(`[data-testid="stops-table-row-${id}"] td`)].map((cell) => cell.textContent);
    expect(row(1)).toEqual(['', '27:01:01', 'JAM – Bottle jam', 'FIL-101', 'Jam at the capper', '']);
    expect(row(2)).toEqual(['', '0:05:00', 'Sem motivo', 'FIL-101', '', 'Reprovada']);
    expect(screen.container.querySelector('[data-testid="stops-table-select-3"]')).toBeNull();

    await screen.getByTestId('stops-table-select-all').click();
    await expect.element(screen.getByTestId('chosen')).toHaveTextContent('1,2');
    await screen.getByTestId('stops-table-select-1').click();
    await expect.element(screen.getByTestId('chosen')).toHaveTextContent(/^2$/);
    await screen.getByTestId('stops-table-select-all').click();
    await expect.element(screen.getByTestId('chosen')).toHaveTextContent('1,2');
    await screen.getByTestId('stops-table-select-all').click();
    await expect.element(screen.getByTestId('chosen')).toBeEmptyDOMElement();
  });

  it('shows long lists in pages, and select-all chooses the stops of every page', async () => {
    const many = Array.from({ length: 60 }, (_, index) => stopFixture(index + 1));
    const screen = await renderIn('en-US', many);
    const rows = () => screen.container.querySelectorAll('tbody tr').length;
    expect(rows()).toBe(50);
    await expect.element(screen.getByText('1-50 of 60')).toBeVisible();
    await screen.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(rows).toBe(10);
    await screen.getByTestId('stops-table-select-all').click();
    await expect.poll(() => screen.getByTestId('chosen').element().textContent?.split(',').length).toBe(60);
  });
});
