import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import { renderIn } from '../../equipment-stops/stopping-point/test-harness.js';
import { violationFixture } from './management-fixture.js';
import type { TreatBody, ViolationRow } from './management-types.js';
import { TreatDialog } from './TreatDialog.js';

const diagnostics = [
  { id: 7, label: 'D1 – Worn nozzle' },
  { id: 8, label: 'D2 – Wrong setup' },
];
const actions = [{ id: 21, label: 'A1 – Replace nozzle' }];
const refusal = (status: number, message: string, fields?: Record<string, { key: string }>) =>
  new ApiError(status, 'POST', { error: { code: 'X', message, fields } });

async function renderDialog(onTreat: (body: TreatBody) => Promise<ViolationRow>, violation: ViolationRow = violationFixture(5), locale = 'en-US') {
  const onTreated = vi.fn();
  const onStale = vi.fn();
  const screen = await renderIn(
    locale,
    <TreatDialog
      violation={violation}
      diagnostics={diagnostics}
      actions={actions}
      onTreat={onTreat}
      onTreated={onTreated}
      onStale={onStale}
      onClose={() => undefined}
    />,
  );
  return { screen, onTreated, onStale };
}

async function choose(screen: Awaited<ReturnType<typeof renderIn>>, field: string, id: number) {
  await screen.getByTestId(`treat-${field}`).click();
  await screen.getByTestId(`treat-${field}-option-${id}`).click();
}

describe('TreatDialog in a real browser', () => {
  it('sends the chosen diagnostic, action and trimmed comment with the version shown', async () => {
    const answer = violationFixture(5, { status: 'treated', version: 4 });
    const onTreat = vi.fn((_body: TreatBody) => Promise.resolve(answer));
    const { screen, onTreated } = await renderDialog(onTreat);
    await expect.element(screen.getByTestId('treat-summary')).toHaveTextContent(/SPC-FILL · R1 – One point beyond K sigma/);
    await expect.element(screen.getByTestId('treat-submit')).toBeDisabled();
    await choose(screen, 'id_diagnostic', 8);
    await choose(screen, 'id_corrective_action', 21);
    await screen.getByTestId('treat-comment').fill('  nozzle swapped  ');
    await screen.getByTestId('treat-submit').click();
    await vi.waitFor(() => expect(onTreated).toHaveBeenCalledWith(answer));
    expect(onTreat).toHaveBeenCalledWith({ id_violation: 5, version: 3, id_diagnostic: 8, id_corrective_action: 21, comment: 'nozzle swapped' });
  });

  it('leaves a blank comment out and starts a correction from the stored treatment', async () => {
    const onTreat = vi.fn((_body: TreatBody) => Promise.resolve(violationFixture(6)));
    const treated = violationFixture(6, { status: 'treated', id_diagnostic: 7, id_corrective_action: 21, comment: null, version: 4 });
    const { screen } = await renderDialog(onTreat, treated);
    await screen.getByTestId('treat-submit').click();
    await vi.waitFor(() => expect(onTreat).toHaveBeenCalledWith({ id_violation: 6, version: 4, id_diagnostic: 7, id_corrective_action: 21 }));
  });

  it('hands a 409 to the page to reload instead of showing it in the dialog', async () => {
    const { screen, onStale, onTreated } = await renderDialog(() => Promise.reject(refusal(409, 'spc.errors.stateChanged')));
    await choose(screen, 'id_diagnostic', 7);
    await choose(screen, 'id_corrective_action', 21);
    await screen.getByTestId('treat-submit').click();
    await vi.waitFor(() => expect(onStale).toHaveBeenCalledOnce());
    expect(onTreated).not.toHaveBeenCalled();
  });

  it('shows field refusals under their fields, translated', async () => {
    const { screen, onTreated } = await renderDialog(
      () =>
        Promise.reject(
          refusal(400, 'global.error.messages.validation', {
            id_diagnostic: { key: 'validation.referenceNotFound' },
            comment: { key: 'validation.referenceNotFound' },
          }),
        ),
      violationFixture(5),
      'pt-BR',
    );
    await choose(screen, 'id_diagnostic', 7);
    await choose(screen, 'id_corrective_action', 21);
    await screen.getByTestId('treat-submit').click();
    const dialog = screen.getByTestId('treat-dialog');
    await expect.element(dialog.getByText('O registro selecionado não existe').first()).toBeVisible();
    expect(dialog.element().querySelectorAll('.Mui-error.MuiFormHelperText-root')).toHaveLength(2);
    expect(screen.getByTestId('treat-error').elements()).toHaveLength(0);
    expect(onTreated).not.toHaveBeenCalled();
  });

  it('shows any other refusal above the buttons', async () => {
    const { screen } = await renderDialog(() => Promise.reject(refusal(403, 'global.error.messages.forbidden')));
    await choose(screen, 'id_diagnostic', 7);
    await choose(screen, 'id_corrective_action', 21);
    await screen.getByTestId('treat-submit').click();
    await expect.element(screen.getByTestId('treat-error')).toBeVisible();
  });
});
