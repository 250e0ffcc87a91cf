import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventManagerData } from '../../../../../domain/dashboards/components/data/event-manager.js';
import { answerFetch, json } from '../../../../test-support/answer-fetch.js';
import { endSignedInTest, signIn } from '../../../../test-support/signed-in-session.js';
import { savePeriod } from '../../../../unit-data/period-store.js';
import { renderWidget, setSaoPauloClock } from '../event-shared/test-harness.js';
import type { EventManagerOptions } from './EventManagerWidget.js';
import { eventManagerComponent } from './index.js';

const data: EventManagerData = {
  frame: { id_frame: 4, code: 'FIL-101', description: 'Filler' },
  stops: [
    {
      id_stop: 30,
      start: '2026-03-10T14:00:00.000Z',
      end: null,
      durationMs: 754_000,
      status: 'open',
      consistency: 'notApproved',
      motive: null,
      needsMotive: true,
    },
    {
      id_stop: 29,
      start: '2026-03-10T11:30:00.000Z',
      end: '2026-03-10T13:00:00.000Z',
      durationMs: 5_400_000,
      status: 'finished',
      consistency: 'approved',
      motive: { code: 'SET', description: 'Setup', color: '#d32f2f' },
      needsMotive: false,
    },
  ],
};
const options: EventManagerOptions = { id_frame: 4, max_rows: 10, only_open: false };
const { Renderer } = eventManagerComponent;

/** An admin ('1') or a user ('2') with no page: the server answers no page either. */
function signInAs(usuTipo: '1' | '2') {
  signIn({ user: { usu_tipo: usuTipo }, access: {} });
  answerFetch(() => json({ data: {} }));
}

describe('the event manager component in a real browser', () => {
  beforeEach(setSaoPauloClock);
  afterEach(() => {
    savePeriod(null);
    endSignedInTest();
  });

  it('lists the stops newest first with state, local start, duration and the motive still needed', async () => {
    signInAs('1');
    const screen = await renderWidget('en-US', <Renderer options={options} data={data} width={480} height={260} />);
    const open = screen.getByTestId('event-manager-stop-30');
    await expect.element(open).toHaveTextContent('11:00');
    await expect.element(open.getByTestId('event-manager-duration')).toHaveTextContent('12.6 min');
    await expect.element(open.getByTestId('event-manager-needs-motive')).toHaveTextContent('Needs a motive');
    const finished = screen.getByTestId('event-manager-stop-29');
    await expect.element(finished).toHaveTextContent('Setup');
    await expect.element(finished.getByTestId('event-manager-duration')).toHaveTextContent('1.5 h');
    await expect
      .element(screen.getByTestId('event-manager-link'))
      .toHaveAttribute('href', expect.stringMatching(/\/equipment-management\/stopping-point\?idFrame=4$/));
  });

  it('writes durations the Brazilian way, and shows no link to a user without the stopping point page', async () => {
    signInAs('2');
    const screen = await renderWidget('pt-BR', <Renderer options={options} data={data} width={480} height={260} />);
    await expect.element(screen.getByTestId('event-manager-stop-30').getByTestId('event-manager-duration')).toHaveTextContent('12,6 min');
    await expect.element(screen.getByTestId('event-manager-needs-motive')).toHaveTextContent('Falta o motivo');
    expect(screen.getByTestId('event-manager-link').query()).toBeNull();
    await expect.element(screen.getByTestId('event-manager-widget')).toHaveTextContent('FIL-101 – Filler');
  });

  it('says so when there are no open stops', async () => {
    const screen = await renderWidget('en-US', <Renderer options={{ ...options, only_open: true }} data={{ ...data, stops: [] }} width={480} height={260} />);
    await expect.element(screen.getByTestId('event-manager-empty')).toHaveTextContent('No open stops.');
  });
});
