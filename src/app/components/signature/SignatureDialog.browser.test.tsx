import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { SignatureDialog, type SignatureDialogProps } from './SignatureDialog.js';
import type { SignatureProblem } from './signature-problem.js';
import { i18nProviderIn } from '../../test-support/render-in-admin.js';

const refusedWith = (problem: SignatureProblem) => () => problem;

async function renderDialog(props: Partial<SignatureDialogProps>) {
  const i18nProvider = await i18nProviderIn('en-US');
  const all: SignatureDialogProps = {
    decision: 'approve',
    messages: 'rcaActions.signature',
    testId: 'signed',
    onSign: vi.fn(() => Promise.resolve()),
    explain: refusedWith({ kind: 'message', key: 'global.error.messages.saveError' }),
    onStale: vi.fn(),
    onClose: vi.fn(),
    ...props,
  };
  const screen = await render(
    <AdminContext i18nProvider={i18nProvider}>
      <SignatureDialog {...all} />
    </AdminContext>,
  );
  return { screen, ...all };
}

describe('SignatureDialog in a real browser', () => {
  it('shows what is signed and needs a password, and a comment to refuse, then sends both trimmed', async () => {
    const { screen, onSign } = await renderDialog({ decision: 'disapprove', subject: 'Swap nozzle' });
    await expect.element(screen.getByText('Disapprove the action')).toBeVisible();
    await expect.element(screen.getByText('Swap nozzle')).toBeVisible();
    await expect.element(screen.getByText('Say why the action is disapproved.')).toBeVisible();
    await expect
      .element(screen.getByTestId('signed-statement'))
      .toHaveTextContent('Typing your password signs this disapproval electronically under your name.');
    await expect.element(screen.getByTestId('signed-submit')).toBeDisabled();
    await screen.getByTestId('signed-password').fill('secret');
    await expect.element(screen.getByTestId('signed-submit')).toBeDisabled();
    await screen.getByTestId('signed-comment').fill('  no budget  ');
    await screen.getByTestId('signed-submit').click();
    expect(onSign).toHaveBeenCalledWith({ comment: 'no budget', password: 'secret' });
  });

  it('counts the signed records in the title and statement', async () => {
    const { screen } = await renderDialog({ decision: 'reprove', messages: 'stopApproval.approve', count: 3 });
    await expect.element(screen.getByText('Reprove 3 stops')).toBeVisible();
    await expect.element(screen.getByTestId('signed-statement')).toHaveTextContent(/you reprove these 3 stops/);
    await expect.element(screen.getByText('Sign and reprove')).toBeVisible();
  });

  it('shows a field refusal under its field and empties the password', async () => {
    const { screen } = await renderDialog({
      decision: 'disapprove',
      onSign: () => Promise.reject(new Error('refused')),
      explain: refusedWith({ kind: 'fields', fields: { password: { key: 'auth.password.currentWrong' }, comment: { key: 'comment.tooLong' } } }),
    });
    await screen.getByTestId('signed-comment').fill('why');
    await screen.getByTestId('signed-password').fill('bad');
    await screen.getByTestId('signed-submit').click();
    await expect.element(screen.getByText('The current password is not correct.')).toBeVisible();
    await expect.element(screen.getByTestId('signed-password')).toHaveValue('');
    await expect.element(screen.getByTestId('signed-password')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByText('comment.tooLong')).toBeVisible();
    expect(screen.getByText('Say why the action is disapproved.').query()).toBeNull();
  });

  it('translates a message with its arguments, or shows an unknown key as it is', async () => {
    const explain = vi
      .fn<(error: unknown) => SignatureProblem>()
      .mockReturnValueOnce({ kind: 'message', key: 'rootCause.errors.attachmentLimit', args: { max: 5 } })
      .mockReturnValueOnce({ kind: 'message', key: 'unknown.refusal' });
    const { screen } = await renderDialog({ onSign: () => Promise.reject(new Error('refused')), explain });
    await screen.getByTestId('signed-password').fill('secret');
    await screen.getByTestId('signed-submit').click();
    await expect.element(screen.getByTestId('signed-error')).toHaveTextContent('An action takes at most 5 files.');
    await screen.getByTestId('signed-password').fill('secret');
    await screen.getByTestId('signed-submit').click();
    await expect.element(screen.getByTestId('signed-error')).toHaveTextContent('unknown.refusal');
  });

  it("shows the caller's own notice", async () => {
    const { screen } = await renderDialog({
      onSign: () => Promise.reject(new Error('refused')),
      explain: refusedWith({ kind: 'notice', testId: 'signed-why', content: <b>Three stops lack a motive</b> }),
    });
    await screen.getByTestId('signed-password').fill('secret');
    await screen.getByTestId('signed-submit').click();
    await expect.element(screen.getByTestId('signed-why')).toHaveTextContent('Three stops lack a motive');
    expect(screen.getByTestId('signed-error').query()).toBeNull();
  });

  it('hands a stale refusal to the caller without an alert', async () => {
    const { screen, onStale } = await renderDialog({ onSign: () => Promise.reject(new Error('stale')), explain: refusedWith({ kind: 'stale' }) });
    await screen.getByTestId('signed-password').fill('secret');
    await screen.getByTestId('signed-submit').click();
    await vi.waitFor(() => expect(onStale).toHaveBeenCalledOnce());
    expect(screen.getByTestId('signed-error').query()).toBeNull();
  });

  it('sends once while busy, and cancels', async () => {
    let finish = () => undefined as void;
    const onSign = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { screen, onClose } = await renderDialog({ onSign });
    await screen.getByTestId('signed-password').fill('secret');
    await screen.getByTestId('signed-submit').click();
    await expect.element(screen.getByTestId('signed-submit')).toBeDisabled();
    screen.getByTestId('signed-password').element().closest('form')!.requestSubmit();
    expect(onSign).toHaveBeenCalledOnce();
    finish();
    await expect.element(screen.getByTestId('signed-submit')).toBeEnabled();
    await screen.getByText('Cancel').click();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
