import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import { renderIn } from '../../equipment-stops/stopping-point/test-harness.js';
import type { EffectAnalysis } from '../../../../domain/root-cause/model.js';
import { ActionCallsContext } from './action-calls.js';
import { actionFixture, analysisFixture, causeFixture } from './action-fixture.js';
import { ActionsPanel } from './ActionsPanel.js';
import { fakeCalls } from './test-calls.js';

const refusal = (status: number, message: string, fields?: Record<string, { key: string }>) =>
  new ApiError(status, 'POST', { error: { code: 'X', message, fields } });
const pdf = { id_attachment: 5, file_name: 'report.pdf', content_type: 'application/pdf' as const, size: 2048, created_at: '2026-11-21T09:30:00Z' };

async function renderPanel(analysis: EffectAnalysis, calls = fakeCalls(), selectedCauseId: number | null = null, focusActionId: number | null = null) {
  const onChanged = vi.fn();
  const screen = await renderIn(
    'en-US',
    <ActionCallsContext.Provider value={calls}>
      <ActionsPanel analysis={analysis} selectedCauseId={selectedCauseId} focusActionId={focusActionId} onChanged={onChanged} />
    </ActionCallsContext.Provider>,
    400,
  );
  return { screen, calls, onChanged };
}

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('[data-testid="rca-attachment-file"]')!;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('ActionsPanel in a real browser', () => {
  it('groups the actions by cause and shows their states, the suspension, late in red and the file count', async () => {
    const causes = [causeFixture(10), causeFixture(11, { description: 'Worn belt', status: 'canceled', allowed: [] })];
    const actions = [
      actionFixture(1, { title: 'Swap nozzle', attachments: [pdf] }),
      actionFixture(2, { id_cause: 11, title: 'Tighten belt', time_status: 'late', suspended: true, status: 'in-progress' }),
    ];
    const { screen } = await renderPanel(analysisFixture(actions, causes));
    await expect.element(screen.getByTestId('rca-actions-group-10')).toHaveTextContent(/Machine · Cause 10.*Swap nozzle/);
    await expect.element(screen.getByTestId('rca-actions-group-11')).toHaveTextContent(/Worn belt.*Tighten belt.*In progress/);
    await expect.element(screen.getByTestId('rca-action-files-1')).toHaveTextContent('1 file');
    await expect.element(screen.getByTestId('rca-action-deadline-1')).toHaveTextContent('12/15/2026');
    await expect.element(screen.getByTestId('rca-action-suspended-2')).toHaveTextContent('Suspended: its cause is canceled');
    expect(getComputedStyle(screen.getByTestId('rca-action-time-2').element()).backgroundColor).toMatch(/rgb\((2[0-9]{2}), [0-9]{1,2}, [0-9]{1,2}\)/);
    expect(screen.getByTestId('rca-action-suspended-1').query()).toBeNull();
    await expect.element(screen.getByTestId('rca-new-action-10')).toBeVisible();
    expect(screen.getByTestId('rca-new-action-11').query()).toBeNull();
  });

  it('shows only the commands the server allows, and no upload or delete without attach', async () => {
    const actions = [
      actionFixture(1, { allowed: ['start', 'edit', 'attach'], attachments: [pdf] }),
      actionFixture(2, { allowed: [], attachments: [{ ...pdf, id_attachment: 6 }] }),
    ];
    const { screen } = await renderPanel(analysisFixture(actions), fakeCalls(), 10);
    await screen.getByTestId('rca-action-summary-1').click();
    const buttons = screen.getByTestId('rca-action-buttons');
    await expect.element(buttons).toHaveTextContent(/^StartEditHistory$/);
    expect(document.querySelector('[data-testid="rca-attachment-file"]')).not.toBeNull();
    await expect.element(screen.getByTestId('rca-attachment-delete-5')).toBeVisible();
    await screen.getByTestId('rca-action-summary-2').click();
    await expect.element(screen.getByTestId('rca-action-details-2')).toBeVisible();
    await expect.element(screen.getByTestId('rca-action-buttons')).toHaveTextContent(/^History$/);
    expect(document.querySelector('[data-testid="rca-attachment-file"]')).toBeNull();
    expect(screen.getByTestId('rca-attachment-delete-6').query()).toBeNull();
    await expect.element(screen.getByTestId('rca-attachment-download-6')).toBeVisible();
  });

  it('runs start with the version shown, shows a refusal by its key and reloads on a stale version', async () => {
    const calls = fakeCalls();
    const { screen, onChanged } = await renderPanel(analysisFixture([actionFixture(1, { allowed: ['start', 'duplicate'] })]), calls, null, 1);
    await expect.element(screen.getByTestId('rca-action-details-1')).toBeVisible();
    await screen.getByTestId('rca-action-command-start').click();
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(calls.runActionCommand).toHaveBeenCalledWith(1, { version: 3, command: 'start' });

    calls.duplicateAction.mockRejectedValueOnce(refusal(403, 'rootCause.errors.notYourRole'));
    await screen.getByTestId('rca-action-command-duplicate').click();
    await expect.element(screen.getByTestId('rca-action-refusal')).toHaveTextContent('Your role on this analysis does not allow this.');
    expect(onChanged).toHaveBeenCalledOnce();

    calls.runActionCommand.mockRejectedValueOnce(refusal(409, 'rootCause.errors.stateChanged'));
    await screen.getByTestId('rca-action-command-start').click();
    await expect.element(screen.getByTestId('rca-actions-stale')).toBeVisible();
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('asks for the electronic signature to approve: a wrong password is shown under it, then the signed approval is sent', async () => {
    const calls = fakeCalls();
    calls.runActionCommand.mockRejectedValueOnce(refusal(400, 'global.error.messages.validation', { password: { key: 'auth.password.currentWrong' } }));
    const analysis = {
      ...analysisFixture([actionFixture(1, { approval: 'sent-for-approval', allowed: ['approve', 'disapprove'] })]),
      rules: { late_after_hours: 0, verification_required: true, approver: 'manager' as const },
    };
    const { screen, onChanged } = await renderPanel(analysis, calls, null, 1);
    await expect.element(screen.getByTestId('rca-action-approval-1')).toHaveTextContent('Sent for approval');
    await screen.getByTestId('rca-action-command-approve').click();
    await expect.element(screen.getByTestId('action-signature-dialog')).toBeVisible();
    await expect.element(screen.getByTestId('action-signature-submit')).toBeDisabled();
    await screen.getByTestId('action-signature-password').fill('wrong');
    await screen.getByTestId('action-signature-submit').click();
    await expect.element(screen.getByText('The current password is not correct.')).toBeVisible();
    await expect.element(screen.getByTestId('action-signature-password')).toHaveValue('');
    await screen.getByTestId('action-signature-password').fill('secret');
    await screen.getByTestId('action-signature-submit').click();
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(calls.runActionCommand).toHaveBeenLastCalledWith(1, { version: 3, command: 'approve', password: 'secret' });
    expect(screen.getByTestId('action-signature-dialog').query()).toBeNull();
  });

  it('needs a comment to disapprove', async () => {
    const calls = fakeCalls();
    const { screen } = await renderPanel(analysisFixture([actionFixture(1, { allowed: ['disapprove'] })]), calls, null, 1);
    await screen.getByTestId('rca-action-command-disapprove').click();
    await screen.getByTestId('action-signature-password').fill('secret');
    await expect.element(screen.getByTestId('action-signature-submit')).toBeDisabled();
    await screen.getByTestId('action-signature-comment').fill(' no budget ');
    await screen.getByTestId('action-signature-submit').click();
    await vi.waitFor(() =>
      expect(calls.runActionCommand).toHaveBeenCalledWith(1, { version: 3, command: 'disapprove', password: 'secret', comment: 'no budget' }),
    );
  });

  it('refuses a file of another type or of 2 MB before sending it, and sends a PDF', async () => {
    const calls = fakeCalls();
    const { screen, onChanged } = await renderPanel(analysisFixture([actionFixture(1)]), calls, null, 1);
    await expect.element(screen.getByTestId('rca-action-details-1')).toBeVisible();
    chooseFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expect.element(screen.getByTestId('rca-attachment-error')).toHaveTextContent('Attach a PNG, JPG or PDF file.');
    chooseFile(new File([new Uint8Array(2 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' }));
    await expect.element(screen.getByTestId('rca-attachment-error')).toHaveTextContent('The file must be under 2 MB.');
    expect(calls.uploadAttachment).not.toHaveBeenCalled();
    chooseFile(new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(calls.uploadAttachment).toHaveBeenCalledWith(1, expect.objectContaining({ name: 'scan.pdf' }));
  });

  it('deletes a file once confirmed, and says so when the deletion fails', async () => {
    const calls = fakeCalls();
    const { screen, onChanged } = await renderPanel(analysisFixture([actionFixture(1, { attachments: [pdf] })]), calls, null, 1);
    await expect.element(screen.getByTestId('rca-attachment-5')).toHaveTextContent(/report\.pdf.*2 KB/);
    await screen.getByTestId('rca-attachment-delete-5').click();
    await screen.getByRole('button', { name: 'Delete' }).last().click();
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(calls.deleteAttachment).toHaveBeenCalledWith(5);

    calls.deleteAttachment.mockRejectedValueOnce(refusal(409, 'rootCause.errors.notFromThisState'));
    await screen.getByTestId('rca-attachment-delete-5').click();
    await screen.getByRole('button', { name: 'Delete' }).last().click();
    await expect
      .element(screen.getByTestId('rca-attachment-error'))
      .toHaveTextContent(/The attachment could not be deleted\. This cannot be done in the current state/);
    expect(onChanged).toHaveBeenCalledOnce();
  });
});
