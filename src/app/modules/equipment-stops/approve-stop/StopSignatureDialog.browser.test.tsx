import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ApiError } from '../../../api/api-error.js';
import { stopFixture } from '../shared/stop-fixture.js';
import { StopSignatureDialog, type Decision } from './StopSignatureDialog.js';
import { i18nProviderIn } from '../../../test-support/render-in-admin.js';

const stops = [stopFixture(1), stopFixture(2, { id_motive: null, motive: null, start: '2026-11-20T11:00:00.000Z' })];
const refusal = (status: number, message: string, fields?: Record<string, { key: string }>) =>
  new ApiError(status, 'POST', { error: { code: 'X', message, fields } });

async function renderDialog(decision: Decision, onSign: () => Promise<void>, onStale = vi.fn()) {
  const i18nProvider = await i18nProviderIn('en-US');
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <StopSignatureDialog
        decision={decision}
        stops={stops}
        onSign={onSign}
        onClose={() => undefined}
        onStale={onStale}
        describe={(stop) => `FIL-101 at ${stop.start}`}
      />
    </AdminContext>,
  );
}

describe('StopSignatureDialog in a real browser', () => {
  it('asks for a comment before reproving and sends comment and password', async () => {
    const onSign = vi.fn(() => Promise.resolve());
    const screen = await renderDialog('reprove', onSign);
    await expect.element(screen.getByText('Reprove 2 stops')).toBeVisible();
    await expect.element(screen.getByTestId('signature-statement')).toHaveTextContent(/By signing you confirm that you reprove these 2 stops/);
    await screen.getByTestId('signature-password').fill('secret');
    await expect.element(screen.getByTestId('signature-submit')).toBeDisabled();
    await screen.getByTestId('signature-comment').fill('  wrong motive  ');
    await screen.getByTestId('signature-submit').click();
    expect(onSign).toHaveBeenCalledWith({ comment: 'wrong motive', password: 'secret' });
  });

  it('shows a wrong password under the password field and empties it', async () => {
    const screen = await renderDialog('approve', () =>
      Promise.reject(refusal(400, 'auth.password.currentWrong', { password: { key: 'auth.password.currentWrong' } })),
    );
    await screen.getByTestId('signature-password').fill('bad');
    await screen.getByTestId('signature-submit').click();
    await expect.element(screen.getByText('The current password is not correct.')).toBeVisible();
    await expect.element(screen.getByTestId('signature-password')).toHaveValue('');
  });

  it('names the stops without a motive when the event requires one', async () => {
    const screen = await renderDialog('approve', () =>
      Promise.reject(refusal(400, 'equipmentStops.errors.motiveRequired', { id_motive: { key: 'equipmentStops.errors.motiveRequired' } })),
    );
    await screen.getByTestId('signature-password').fill('secret');
    await screen.getByTestId('signature-submit').click();
    const notice = screen.getByTestId('signature-motive-required');
    await expect.element(notice).toHaveTextContent(/This event requires a motive\. Stops without a motive:/);
    await expect.element(notice).toHaveTextContent('FIL-101 at 2026-11-20T11:00:00.000Z');
    expect(notice.element().textContent).not.toContain('10:00');
  });

  it('hands a stale list to the page', async () => {
    const onStale = vi.fn();
    const screen = await renderDialog('approve', () => Promise.reject(refusal(409, 'equipmentStops.errors.stateChanged')), onStale);
    await screen.getByTestId('signature-password').fill('secret');
    await screen.getByTestId('signature-submit').click();
    await vi.waitFor(() => expect(onStale).toHaveBeenCalledOnce());
  });
});
