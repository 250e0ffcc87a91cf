import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import { renderIn } from '../../equipment-stops/stopping-point/test-harness.js';
import type { VerifyBody } from '../api/actions-api.js';
import { VerifyDialog } from './VerifyDialog.js';

const refusal = (status: number, message: string, fields?: Record<string, { key: string }>) =>
  new ApiError(status, 'POST', { error: { code: 'X', message, fields } });
type Verify = (body: Omit<VerifyBody, 'version'>) => Promise<void>;

async function renderDialog(onVerify: Verify) {
  const onStale = vi.fn();
  const screen = await renderIn(
    'en-US',
    <VerifyDialog title="Swap nozzle" conclusionDate="2026-01-10" onVerify={onVerify} onStale={onStale} onClose={() => undefined} />,
    400,
  );
  return { screen, onStale };
}

async function chooseStatus(screen: Awaited<ReturnType<typeof renderIn>>, status: 'effective' | 'ineffective') {
  await screen.getByTestId('verify-status').click();
  await screen.getByTestId(`verify-status-${status}`).click();
}

describe('VerifyDialog in a real browser', () => {
  it('requires a verification date once a status is chosen, and a commentary when ineffective', async () => {
    const onVerify = vi.fn<Verify>(() => Promise.resolve());
    const { screen } = await renderDialog(onVerify);
    await chooseStatus(screen, 'ineffective');
    await screen.getByTestId('verify-submit').click();
    await expect.element(screen.getByText('A verification status needs a verification date.')).toBeVisible();
    await expect.element(screen.getByText('Say why the action was ineffective.')).toBeVisible();
    expect(onVerify).not.toHaveBeenCalled();

    await screen.getByTestId('verify-date').fill('2026-01-12');
    await screen.getByTestId('verify-commentary').fill('  still drifts ');
    await screen.getByTestId('verify-submit').click();
    await vi.waitFor(() => expect(onVerify).toHaveBeenCalledWith({ date: '2026-01-12', status: 'ineffective', commentary: 'still drifts' }));
  });

  it('shows the server’s refusal under the date with the efficiency save message', async () => {
    const onVerify = vi.fn<Verify>(() =>
      Promise.reject(refusal(400, 'global.error.messages.validation', { 'verification.date': { key: 'rootCause.errors.verificationDateRange' } })),
    );
    const { screen } = await renderDialog(onVerify);
    await chooseStatus(screen, 'effective');
    await screen.getByTestId('verify-date').fill('2026-01-11');
    await screen.getByTestId('verify-submit').click();
    await expect.element(screen.getByText('The verification date must lie between the conclusion date and today.')).toBeVisible();
    await expect.element(screen.getByTestId('verify-error')).toHaveTextContent('The efficiency verification could not be saved.');
    expect(onVerify).toHaveBeenCalledWith({ date: '2026-01-11', status: 'effective' });
  });

  it('says a refusal of the role by its key', async () => {
    const { screen } = await renderDialog(() => Promise.reject(refusal(403, 'rootCause.errors.notYourRole')));
    await chooseStatus(screen, 'effective');
    await screen.getByTestId('verify-date').fill('2026-01-11');
    await screen.getByTestId('verify-submit').click();
    await expect
      .element(screen.getByTestId('verify-error'))
      .toHaveTextContent('The efficiency verification could not be saved. Your role on this analysis does not allow this.');
  });
});
