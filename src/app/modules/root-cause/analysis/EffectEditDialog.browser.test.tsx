import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import { renderIn } from '../../equipment-stops/stopping-point/test-harness.js';
import type { EffectEditBody } from '../api/analysis-api.js';
import { effectFixture } from './analysis-fixture.js';
import { EffectEditDialog } from './EffectEditDialog.js';

describe('EffectEditDialog in a real browser', () => {
  it('sends the edited description, the occurrence and the people with the version read', async () => {
    const onSave = vi.fn((_body: EffectEditBody) => Promise.resolve({}));
    const onSaved = vi.fn();
    const screen = await renderIn(
      'en-US',
      <EffectEditDialog effect={effectFixture({ version: 4 })} onSave={onSave} onSaved={onSaved} onClose={() => undefined} />,
    );
    await expect.element(screen.getByTestId('effect-edit-responsible-input')).toHaveValue('Ana Souza');
    await screen.getByTestId('effect-edit-description').fill('  Underfilled bottles, line 2  ');
    await screen.getByTestId('effect-edit-save').click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const body = onSave.mock.calls[0]![0];
    expect(body).toMatchObject({ version: 4, description: 'Underfilled bottles, line 2', id_responsible: 1, id_examiner: 2, id_manager: 3, team: [4] });
    expect(Date.parse(body.occurred_at!)).toBe(Date.parse('2026-03-02T13:00:00.000Z'));
  });

  it('refuses a blank description and shows the stale-version refusal by its key', async () => {
    const stale = new ApiError(409, 'PUT', { error: { code: 'STATE_CHANGED', message: 'rootCause.errors.stateChanged' } });
    const onSave = vi.fn(() => Promise.reject(stale));
    const screen = await renderIn('en-US', <EffectEditDialog effect={effectFixture()} onSave={onSave} onSaved={() => undefined} onClose={() => undefined} />);
    await screen.getByTestId('effect-edit-description').fill('   ');
    await screen.getByTestId('effect-edit-save').click();
    expect(onSave).not.toHaveBeenCalled();
    await screen.getByTestId('effect-edit-description').fill('Still underfilled');
    await screen.getByTestId('effect-edit-save').click();
    await expect.element(screen.getByTestId('effect-edit-error')).toHaveTextContent('Someone else changed this record meanwhile');
  });
});
