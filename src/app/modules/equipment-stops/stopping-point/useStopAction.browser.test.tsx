import { useState } from 'react';
import { Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import { renderIn } from './test-harness.js';
import { useStopAction, type ActionResult } from './useStopAction.js';

const refusal = (status: number, message: string) => new ApiError(status, 'PUT', { error: { code: 'X', message } });

function Harness({ call, reload }: { call: () => Promise<number>; reload: () => void }) {
  const run = useStopAction(reload);
  const [result, setResult] = useState<ActionResult<number>>();
  return (
    <>
      <button onClick={() => void run(call, 'stoppingPoint.motive.saved').then(setResult)}>go</button>
      <span data-testid="result">{result ? (result.ok ? `ok ${result.value}` : result.error.messageKey) : ''}</span>
      <Notification />
    </>
  );
}

describe('useStopAction in a real browser', () => {
  it('reloads the stops and says so when someone else changed the stop first', async () => {
    const reload = vi.fn();
    const screen = await renderIn('en-US', <Harness call={() => Promise.reject(refusal(409, 'equipmentStops.errors.stateChanged'))} reload={reload} />);
    await screen.getByRole('button', { name: 'go' }).click();
    await expect.element(screen.getByText('Someone else changed this stop first: the stops were reloaded. Try again.')).toBeVisible();
    expect(reload).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByTestId('result')).toHaveTextContent('equipmentStops.errors.stateChanged');
  });

  it('shows any other refusal’s message without reloading', async () => {
    const reload = vi.fn();
    const screen = await renderIn('pt-BR', <Harness call={() => Promise.reject(refusal(403, 'equipmentStops.errors.notRecorder'))} reload={reload} />);
    await screen.getByRole('button', { name: 'go' }).click();
    await expect.element(screen.getByText('Você não está entre as pessoas que registram paradas deste evento.', { exact: false })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });

  it('says it is done and hands the answer back', async () => {
    const screen = await renderIn('en-US', <Harness call={() => Promise.resolve(7)} reload={() => undefined} />);
    await screen.getByRole('button', { name: 'go' }).click();
    await expect.element(screen.getByTestId('result')).toHaveTextContent('ok 7');
    await expect.element(screen.getByText('Motive saved.')).toBeVisible();
  });
});
