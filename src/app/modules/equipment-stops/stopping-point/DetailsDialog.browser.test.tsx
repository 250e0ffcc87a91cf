import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ComplementaryType } from '../../../../generated/types.js';
import { DetailsDialog, type StopDetails } from './DetailsDialog.js';
import { testStop } from './test-stops.js';
import { renderIn } from './test-harness.js';

const types: ComplementaryType[] = [
  { id_complementary_type: 12, code: 'WO', description: 'Work order', field_type: 'text', required: true },
  { id_complementary_type: 3, code: 'QTY', description: 'Parts lost', field_type: 'number' },
];

describe('DetailsDialog in a real browser', () => {
  it('saves the comment and the complementary fields of a detected stop, the required one first', async () => {
    const onSave = vi.fn(async (_details: StopDetails) => null);
    const stop = testStop({ id_stop: 4, start: '2026-03-01T10:00:00.000Z', comment: 'old' });
    const screen = await renderIn('en-US', <DetailsDialog stop={stop} types={types} onClose={() => undefined} onSave={onSave} />);
    expect(screen.getByTestId('stop-start').elements()).toHaveLength(0);
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText('Required field')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.fill(screen.getByRole('textbox', { name: /Work order/ }), 'WO-7');
    await userEvent.fill(screen.getByRole('spinbutton', { name: /Parts lost/ }), '12');
    await userEvent.fill(screen.getByRole('textbox', { name: /Comment/ }), 'Capper jam');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => onSave.mock.calls[0]?.[0]).toEqual({ comment: 'Capper jam', complements: { '12': 'WO-7', '3': 12 } });
  });

  it('lets a manual stop’s times be corrected and refuses an end before its start without calling', async () => {
    const onSave = vi.fn(async (_details: StopDetails) => null);
    const stop = testStop({ id_stop: 5, start: '2026-03-01T10:00:00.000Z', end: null, origin: 'manual' });
    const screen = await renderIn('en-US', <DetailsDialog stop={stop} types={[]} onClose={() => undefined} onSave={onSave} />);
    await expect.element(screen.getByTestId('stop-start')).toHaveValue('2026-03-01T10:00');
    await screen.getByTestId('stop-still-open').click();
    await userEvent.fill(screen.getByTestId('stop-end'), '2026-03-01T09:59:00');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText('The end must come after the start.')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.fill(screen.getByTestId('stop-end'), '2026-03-01T10:25:30');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => onSave.mock.calls[0]?.[0])
      .toEqual({ comment: null, complements: {}, start: '2026-03-01T10:00:00.000Z', end: '2026-03-01T10:25:30.000Z' });
  });
});
