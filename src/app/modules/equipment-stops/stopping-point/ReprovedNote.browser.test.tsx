import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { StopHistoryRow } from '../../../../domain/equipment-stops/stop-model.js';
import { clearSession, saveSession } from '../../../auth/session-store.js';
import { ReprovedNote } from './ReprovedNote.js';
import { renderIn } from './test-harness.js';

const history: StopHistoryRow[] = [
  { at: '2026-03-01T10:00:00Z', user: 'Ana', action: 'reproved', changes: null, comment: 'Not a jam', signed: true },
  { at: '2026-03-01T11:00:00Z', user: 'Ana', action: 'edited', changes: { before: { comment: null }, after: { comment: 'x' } }, comment: null, signed: false },
  { at: '2026-03-01T12:00:00Z', user: 'Bruno', action: 'reproved', changes: null, comment: 'Wrong motive again', signed: true },
];

describe('ReprovedNote in a real browser', () => {
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    saveSession({
      token: 'token-1',
      user: { id_usuario: 5, usu_nome: 'Ana', usu_tipo: '1', id_elemento: 12 },
      units: [{ id_elemento: 12, ele_descri: 'North', plt_codigo: 3, cli_codigo: 7 }],
    });
    vi.spyOn(window, 'fetch').mockImplementation((input) => {
      asked.push(new URL(String(input), window.location.origin).pathname);
      return Promise.resolve(new Response(JSON.stringify({ data: history }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('reads the last reproval’s comment from the history only when asked', async () => {
    const screen = await renderIn('en-US', <ReprovedNote idStop={42} />, 380);
    await expect.element(screen.getByTestId('stop-reproved')).toHaveTextContent('Reproved');
    expect(asked).toEqual([]);
    await userEvent.hover(screen.getByTestId('stop-reproved'));
    await expect.element(screen.getByRole('tooltip')).toHaveTextContent('Why it was reproved: Wrong motive again');
    expect(asked).toEqual([expect.stringMatching(/EM\/queries\/stops\/42\/history$/)]);
  });
});
