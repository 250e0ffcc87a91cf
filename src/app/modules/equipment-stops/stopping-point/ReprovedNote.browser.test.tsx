import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { StopHistoryRow } from '../../../../domain/equipment-stops/stop-model.js';
import { answerFetch, json } from '../../../test-support/answer-fetch.js';
import { signInEachTest } from '../../../test-support/signed-in-session.js';
import { ReprovedNote } from './ReprovedNote.js';
import { renderIn } from './test-harness.js';

const history: StopHistoryRow[] = [
  { at: '2026-03-01T10:00:00Z', user: 'Ana', action: 'reproved', changes: null, comment: 'Not a jam', signed: true },
  { at: '2026-03-01T11:00:00Z', user: 'Ana', action: 'edited', changes: { before: { comment: null }, after: { comment: 'x' } }, comment: null, signed: false },
  { at: '2026-03-01T12:00:00Z', user: 'Bruno', action: 'reproved', changes: null, comment: 'Wrong motive again', signed: true },
];

describe('ReprovedNote in a real browser', () => {
  const asked: string[] = [];
  signInEachTest();
  beforeEach(() => {
    asked.length = 0;
    answerFetch((url) => {
      asked.push(url.pathname);
      return json({ data: history });
    });
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
