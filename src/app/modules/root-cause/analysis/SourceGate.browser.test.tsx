import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import { renderIn } from '../../equipment-stops/stopping-point/test-harness.js';
import { effectFixture } from './analysis-fixture.js';
import type { SourceCalls } from './source-calls.js';
import { SourceGate } from './SourceGate.js';

function fakeCalls(overrides: Partial<SourceCalls> = {}): SourceCalls {
  return {
    find: vi.fn(() => Promise.resolve(null)),
    create: vi.fn(() => Promise.resolve(effectFixture({ id_effect: 31 }))),
    ...overrides,
  };
}

describe('SourceGate in a real browser', () => {
  it('opens the existing analysis of the stop without asking', async () => {
    const calls = fakeCalls({ find: vi.fn(() => Promise.resolve({ id_effect: 12, status: 'in-analysis' as const })) });
    const onOpen = vi.fn();
    await renderIn('en-US', <SourceGate type="stop" id={90} onOpen={onOpen} calls={calls} />);
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledWith(12));
    expect(calls.find).toHaveBeenCalledWith('stop', 90);
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('asks before creating the analysis of a violation, then opens it', async () => {
    const calls = fakeCalls();
    const onOpen = vi.fn();
    const screen = await renderIn('pt-BR', <SourceGate type="spc" id={44} onOpen={onOpen} calls={calls} />);
    await expect.element(screen.getByTestId('source-gate')).toHaveTextContent('Nova análise desta violação');
    expect(onOpen).not.toHaveBeenCalled();
    await screen.getByTestId('source-create').click();
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledWith(31));
    expect(calls.create).toHaveBeenCalledWith('spc', 44, undefined);
  });

  it('sends a typed description', async () => {
    const calls = fakeCalls();
    const screen = await renderIn('en-US', <SourceGate type="alert" id={5} onOpen={() => undefined} calls={calls} />);
    await screen.getByTestId('source-description').fill('  High temperature alarm  ');
    await screen.getByTestId('source-create').click();
    await vi.waitFor(() => expect(calls.create).toHaveBeenCalledWith('alert', 5, 'High temperature alarm'));
  });

  it('opens the analysis someone created meanwhile (409 sourceAnalysed) and shows other refusals', async () => {
    const analysed = new ApiError(409, 'POST', { error: { code: 'SOURCE_ANALYSED', message: 'rootCause.errors.sourceAnalysed', details: { id_effect: 8 } } });
    const onOpen = vi.fn();
    const screen = await renderIn('en-US', <SourceGate type="stop" id={1} onOpen={onOpen} calls={fakeCalls({ create: () => Promise.reject(analysed) })} />);
    await screen.getByTestId('source-create').click();
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledWith(8));
  });

  it('shows a refusal by its key', async () => {
    const missing = new ApiError(404, 'POST', { error: { code: 'X', message: 'rootCause.errors.sourceNotFound' } });
    const screen = await renderIn(
      'en-US',
      <SourceGate type="stop" id={2} onOpen={() => undefined} calls={fakeCalls({ create: () => Promise.reject(missing) })} />,
    );
    await screen.getByTestId('source-create').click();
    await expect.element(screen.getByTestId('source-error')).toHaveTextContent('The stop, violation or alert was not found in this unit.');
  });
});
