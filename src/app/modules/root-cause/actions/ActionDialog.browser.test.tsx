import { describe, expect, it, vi } from 'vitest';
import type { ActionView } from '../../../../domain/root-cause/model.js';
import { ApiError } from '../../../api/api-error.js';
import { renderIn } from '../../equipment-stops/stopping-point/test-harness.js';
import type { ActionFields } from '../api/actions-api.js';
import { actionFixture, ana, bruno } from './action-fixture.js';
import { ActionDialog } from './ActionDialog.js';

const refusal = (status: number, message: string, fields?: Record<string, { key: string }>) =>
  new ApiError(status, 'POST', { error: { code: 'X', message, fields } });
type Save = (fields: ActionFields | Partial<ActionFields>) => Promise<ActionView>;

async function renderDialog(onSave: Save, action?: ActionView, locale = 'en-US') {
  const onSaved = vi.fn();
  const onStale = vi.fn();
  const screen = await renderIn(
    locale,
    <ActionDialog
      action={action}
      people={[ana, bruno]}
      me={ana}
      effectExaminer={bruno}
      onSave={onSave}
      onSaved={onSaved}
      onStale={onStale}
      onClose={() => undefined}
    />,
    400,
  );
  return { screen, onSaved, onStale };
}

async function fillRequired(screen: Awaited<ReturnType<typeof renderIn>>) {
  await screen.getByTestId('action-title').fill('Swap nozzle');
  await screen.getByTestId('action-what').fill('Replace the filler nozzle');
  await screen.getByTestId('action-why').fill('It is worn');
  await screen.getByTestId('action-deadline').fill('2026-12-15');
}

describe('ActionDialog (5W2H) in a real browser', () => {
  it('refuses durations that are not HH:mm or HHH:mm before sending, then sends the new action with me and the effect’s examiner', async () => {
    const onSave = vi.fn<Save>(() => Promise.resolve(actionFixture(9)));
    const { screen, onSaved } = await renderDialog(onSave);
    await expect.element(screen.getByTestId('action-responsible-input')).toHaveValue('Ana Lima');
    await expect.element(screen.getByTestId('action-examiner-input')).toHaveValue('Bruno Costa');
    await fillRequired(screen);
    await screen.getByTestId('action-planned_time').fill('2:30');
    await screen.getByTestId('action-spent_time').fill('10:75');
    await screen.getByTestId('action-save').click();
    await expect.element(screen.getByText('Use HH:mm or HHH:mm.').first()).toBeVisible();
    expect(screen.getByText('Use HH:mm or HHH:mm.').all()).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();

    await screen.getByTestId('action-planned_time').fill('102:30');
    await screen.getByTestId('action-spent_time').fill('');
    await screen.getByTestId('action-how_much').fill('1234.5');
    await screen.getByTestId('action-save').click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith({
      title: 'Swap nozzle',
      what: 'Replace the filler nozzle',
      why: 'It is worn',
      where: null,
      how: null,
      how_much: 1234.5,
      planned_time: '102:30',
      spent_time: null,
      deadline: '2026-12-15',
      id_responsible: 1,
      id_examiner: 2,
    });
  });

  it('shows the server’s field refusals under their fields', async () => {
    const onSave = vi.fn<Save>(() =>
      Promise.reject(
        refusal(400, 'global.error.messages.validation', {
          planned_time: { key: 'rootCause.errors.durationFormat' },
          id_examiner: { key: 'rootCause.errors.personNotFound' },
        }),
      ),
    );
    const { screen, onSaved } = await renderDialog(onSave);
    await fillRequired(screen);
    await screen.getByTestId('action-planned_time').fill('01:00');
    await screen.getByTestId('action-save').click();
    await expect.element(screen.getByText('Use HH:mm or HHH:mm.')).toBeVisible();
    await expect.element(screen.getByText('Choose an active user of this unit.')).toBeVisible();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits in Portuguese: how much with a decimal comma, only the changed fields sent; a refusal by its key; a stale version to the page', async () => {
    const action = actionFixture(4, { how_much: 1234.5 });
    const onSave = vi.fn<Save>(() => Promise.reject(refusal(409, 'rootCause.errors.notFromThisState')));
    const { screen, onStale } = await renderDialog(onSave, action, 'pt-BR');
    await expect.element(screen.getByTestId('action-how_much')).toHaveValue('1234,5');
    await screen.getByTestId('action-how_much').fill('99,9');
    await screen.getByTestId('action-spent_time').fill('03:15');
    await screen.getByTestId('action-save').click();
    await expect.element(screen.getByTestId('action-dialog-error')).toHaveTextContent(/estado atual/);
    expect(onSave).toHaveBeenCalledWith({ how_much: 99.9, spent_time: '03:15' });

    onSave.mockRejectedValueOnce(refusal(409, 'rootCause.errors.stateChanged'));
    await screen.getByTestId('action-save').click();
    await vi.waitFor(() => expect(onStale).toHaveBeenCalledOnce());
  });
});

describe('ActionDialog for the responsible alone', () => {
  it('lets the action’s responsible who is not an applicator change the spent time only', async () => {
    const onSave = vi.fn<Save>(() => Promise.resolve(actionFixture(4)));
    const { screen, onSaved } = await renderDialog(onSave, actionFixture(4, { roles: ['responsible'] }));
    for (const field of ['title', 'what', 'why', 'where', 'how', 'how_much', 'planned_time', 'deadline', 'responsible-input', 'examiner-input']) {
      await expect.element(screen.getByTestId(`action-${field}`)).toBeDisabled();
    }
    await screen.getByTestId('action-spent_time').fill('04:00');
    await screen.getByTestId('action-save').click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith({ spent_time: '04:00' });
  });
});
