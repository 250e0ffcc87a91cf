import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import { useStopSelection } from '../shared/useStopSelection.js';
import { lockReason, type PageRights } from './row-rules.js';
import { StopsGrid } from './StopsGrid.js';
import { testStop } from './test-stops.js';
import { renderIn } from './test-harness.js';

const rights: PageRights = { update: true, delete: true, annulmentAllowed: true };
const options = [{ id: 5, code: 'JAM', description: 'Bottle jam', color: '#1565c0', groupLabel: 'MEC – Mechanical' }];
const stops = [
  testStop({ id_stop: 3, start: '2026-03-01T12:00:00.000Z', comment: 'Capper' }),
  testStop({ id_stop: 2, start: '2026-03-01T11:00:00.000Z', consistency: 'approved' }),
  testStop({ id_stop: 1, start: '2026-03-01T10:00:00.000Z', status: 'annulled' }),
];
const editable = (stop: StopView) => lockReason(stop, rights) === null;

interface HarnessProps {
  stops?: StopView[];
  onMotive: (stop: StopView, id: number | null) => void;
  onChosen?: (ids: number[]) => void;
}

function Harness({ stops: rows = stops, onMotive, onChosen }: HarnessProps) {
  const selection = useStopSelection(rows, editable);
  onChosen?.(selection.chosen.map((stop) => stop.id_stop));
  return (
    <StopsGrid
      stops={rows}
      motives={options}
      rights={rights}
      selection={selection}
      selectedId={null}
      onSelect={() => undefined}
      onMotive={onMotive}
      onAction={() => undefined}
    />
  );
}

describe('StopsGrid in a real browser', () => {
  it('gives a stop its motive inline and says why approved and annulled rows cannot be changed', async () => {
    const onMotive = vi.fn();
    const chosen: number[][] = [];
    const screen = await renderIn('en-US', <Harness onMotive={onMotive} onChosen={(ids) => chosen.push(ids)} />, 380);
    await expect.element(screen.getByTestId('stop-row-3')).toHaveTextContent('Capper');
    await screen.getByTestId('stop-motive-3').getByRole('combobox').click();
    await screen.getByRole('option', { name: 'JAM – Bottle jam' }).click();
    expect(onMotive).toHaveBeenCalledWith(stops[0], 5);
    await expect.element(screen.getByTestId('stop-motive-2').getByRole('combobox')).toBeDisabled();
    // The tooltip's text is the locked cell's accessible name.
    await expect.element(screen.getByTestId('stop-locked-2')).toHaveAttribute('aria-label', expect.stringContaining('Approved stops cannot be changed'));
    await expect.element(screen.getByTestId('stop-locked-1')).toHaveAttribute('aria-label', expect.stringContaining('Annulled stops cannot be changed'));
    expect(screen.container.querySelector('[data-testid="stop-locked-3"]')).toBeNull();
  });

  it('lets only editable stops be chosen for a motive given to many', async () => {
    const chosen: number[][] = [];
    const screen = await renderIn('en-US', <Harness onMotive={() => undefined} onChosen={(ids) => chosen.push(ids)} />, 380);
    expect(screen.container.querySelectorAll('[data-testid^="stop-choose-"]')).toHaveLength(1);
    await screen.getByTestId('stops-choose-all').click();
    await expect.poll(() => chosen.at(-1)).toEqual([3]);
  });
});

describe('StopsGrid with the keyboard', () => {
  it('goes on to the next editable stop after a motive is chosen with Enter', async () => {
    const rows = [testStop({ id_stop: 8, start: '2026-03-01T12:00:00.000Z' }), testStop({ id_stop: 7, start: '2026-03-01T11:00:00.000Z' })];
    const onMotive = vi.fn();
    const screen = await renderIn('en-US', <Harness stops={rows} onMotive={onMotive} />, 380);
    await screen.getByTestId('stop-motive-8').getByRole('combobox').click();
    await userEvent.keyboard('jam{Enter}');
    expect(onMotive).toHaveBeenCalledWith(rows[0], 5);
    await expect.element(screen.getByTestId('stop-motive-7').getByRole('combobox')).toHaveFocus();
    await expect.element(screen.getByRole('option', { name: 'JAM – Bottle jam' })).toBeVisible();
  });
});
