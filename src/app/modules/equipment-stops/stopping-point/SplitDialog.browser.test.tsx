import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { SplitDialog, type SplitRequest } from './SplitDialog.js';
import { testStop } from './test-stops.js';
import { renderIn } from './test-harness.js';

const stop = testStop({ id_stop: 9, start: '2026-03-01T10:00:00.000Z', end: '2026-03-01T10:10:00.000Z', version: 4 });
const options = [{ id: 5, code: 'JAM', description: 'Bottle jam', color: '#1565c0', groupLabel: 'MEC – Mechanical' }];

async function open(onSplit: (request: SplitRequest) => Promise<string | null>, onClose = vi.fn()) {
  const screen = await renderIn(
    'en-US',
    <SplitDialog stop={stop} motives={options} now={Date.parse('2026-03-02T00:00:00Z')} onClose={onClose} onSplit={onSplit} />,
  );
  return { screen, onClose };
}

describe('SplitDialog in a real browser', () => {
  it('refuses an instant outside the stop or leaving a last part of 1 second, without asking the server', async () => {
    const onSplit = vi.fn(async () => null);
    const { screen } = await open(onSplit);
    const at = screen.getByTestId('split-at');
    // The unit's clock is UTC here: the middle of the stop is offered first.
    await expect.element(at).toHaveValue('2026-03-01T10:05');
    await userEvent.fill(at, '2026-03-01T10:20:00');
    await screen.getByTestId('split-confirm').click();
    await expect.element(screen.getByText('The split instant must fall inside the stop.')).toBeVisible();
    await userEvent.fill(at, '2026-03-01T10:09:59');
    await expect.element(screen.getByText('The last part of the split must last more than 1 second.')).toBeVisible();
    expect(onSplit).not.toHaveBeenCalled();
  });

  it('sends the instant as UTC with the stop’s version and the second part’s motive, and shows a refusal', async () => {
    const onSplit = vi.fn(async () => 'equipmentStops.errors.stateChanged');
    const { screen, onClose } = await open(onSplit);
    await userEvent.fill(screen.getByTestId('split-at'), '2026-03-01T10:07:30');
    await screen.getByRole('combobox', { name: 'Motive of the second part' }).click();
    await screen.getByRole('option', { name: 'JAM – Bottle jam' }).click();
    await screen.getByTestId('split-confirm').click();
    await expect.poll(() => onSplit.mock.calls.length).toBe(1);
    expect(onSplit).toHaveBeenCalledWith({ version: 4, at: '2026-03-01T10:07:30.000Z', id_motive: 5 });
    await expect.element(screen.getByTestId('split-refusal')).toHaveTextContent('Someone else changed this stop first');
    expect(onClose).not.toHaveBeenCalled();
  });
});
