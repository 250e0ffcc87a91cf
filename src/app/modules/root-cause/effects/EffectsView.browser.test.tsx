import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { EffectView } from '../../../../domain/root-cause/model.js';
import { answerFetch, json } from '../../../test-support/answer-fetch.js';
import { LocationProbe } from '../../../test-support/LocationProbe.js';
import { renderInAdmin } from '../../../test-support/render-in-admin.js';
import { endSignedInTest, signIn } from '../../../test-support/signed-in-session.js';
import { effectFixture } from './effect-fixture.js';
import { EffectsView } from './EffectsView.js';

let listed: URLSearchParams[] = [];
let rows: EffectView[] = [];
let listAnswer: () => Response;

function answer(url: URL): Response {
  if (url.pathname.endsWith('RCA/queries/effects')) {
    listed.push(url.searchParams);
    return listAnswer();
  }
  if (url.pathname.endsWith('CAC/queries/accessControl')) return json({ data: { 'root-cause.effects-page': { read: true } } });
  return json({ data: [] });
}

async function renderView(usuTipo: '1' | '2' = '1') {
  signIn({ user: { usu_tipo: usuTipo } });
  return renderInAdmin(<EffectsView />, { dataProvider: 'app', width: 1200, beside: <LocationProbe /> });
}

describe('EffectsView in a real browser', () => {
  beforeEach(async () => {
    await page.viewport(1300, 800);
    listed = [];
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString();
    rows = [
      effectFixture(12, {
        description: 'Line 2 stopped on seal leak',
        form: 'stop',
        status: 'in-analysis',
        created_at: threeDaysAgo,
        counts: { causes: 2, actions: 4, open_actions: 3, late_actions: 2 },
      }),
      effectFixture(9, { form: 'spc', counts: { causes: 1, actions: 1, open_actions: 0, late_actions: 0 } }),
    ];
    listAnswer = () => json({ data: rows, total: 30 });
    answerFetch(answer);
  });
  afterEach(endSignedInTest);

  it('lists the effects with their number, form, status, age and late actions, and asks the first page', async () => {
    const screen = await renderView();
    await expect.element(screen.getByTestId('rca-effect-12')).toHaveTextContent('#12');
    expect(Object.fromEntries(listed[0]!)).toEqual({ page: '1', perPage: '25' });
    await expect.element(screen.getByTestId('rca-effect-12-form')).toHaveTextContent('Stop');
    await expect.element(screen.getByTestId('rca-effect-12-status')).toHaveTextContent('In analysis');
    await expect.element(screen.getByTestId('rca-effect-12-age')).toHaveTextContent('3 d');
    await expect.element(screen.getByTestId('rca-effect-12-late')).toHaveTextContent('2 late');
    expect(screen.getByTestId('rca-effect-9-late').elements()).toHaveLength(0);
    await expect.element(screen.getByTestId('rca-effects-pagination')).toHaveTextContent('1-25 of 30');
  });

  it('sends the status, form and search filters, and starts again at the first page', async () => {
    const screen = await renderView();
    await expect.element(screen.getByTestId('rca-effect-12')).toBeVisible();
    await screen.getByRole('button', { name: 'Go to next page' }).click();
    await vi.waitFor(() => expect(listed.at(-1)!.get('page')).toBe('2'));
    await screen.getByTestId('rca-effects-filter-status').click();
    await screen.getByTestId('rca-effects-filter-status-concluded').click();
    await vi.waitFor(() => expect(Object.fromEntries(listed.at(-1)!)).toEqual({ status: 'concluded', page: '1', perPage: '25' }));
    await screen.getByTestId('rca-effects-filter-form').click();
    await screen.getByTestId('rca-effects-filter-form-alert').click();
    await screen.getByTestId('rca-effects-filter-q').fill('  seal ');
    await vi.waitFor(() => expect(Object.fromEntries(listed.at(-1)!)).toEqual({ status: 'concluded', form: 'alert', q: 'seal', page: '1', perPage: '25' }));
  });

  it('opens the analysis of a clicked row, or of a row reached with the keyboard', async () => {
    const screen = await renderView();
    await screen.getByTestId('rca-effect-12').getByText('#12').click();
    await expect.element(screen.getByTestId('location')).toHaveTextContent('/root-cause/generate-analysis?effect=12');
    (screen.getByTestId('rca-effect-9').element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByTestId('location')).toHaveTextContent('/root-cause/generate-analysis?effect=9');
  });

  it('says when nothing matches, and when the list could not be loaded, with a retry', async () => {
    listAnswer = () => json({ data: [], total: 0 });
    const empty = await renderView();
    await expect.element(empty.getByTestId('rca-effects-empty')).toHaveTextContent('This unit has no effect yet.');
    await empty.getByTestId('rca-effects-filter-q').fill('pump');
    await expect.element(empty.getByTestId('rca-effects-empty')).toHaveTextContent('No effect matches these filters.');
    empty.unmount();
    listAnswer = () => json({ error: { code: 'INTERNAL', message: 'global.error.messages.defaultError' } }, 500);
    const failed = await renderView();
    await expect.element(failed.getByTestId('rca-effects-error')).toHaveTextContent('The effects could not be loaded.');
    listAnswer = () => json({ data: rows, total: 2 });
    await failed.getByTestId('rca-effects-retry').click();
    await expect.element(failed.getByTestId('rca-effect-12')).toBeVisible();
  });

  it('offers a new effect only with create on the effects page', async () => {
    const screen = await renderView('2');
    await expect.element(screen.getByTestId('rca-effect-12')).toBeVisible();
    expect(screen.getByTestId('rca-effects-new').elements()).toHaveLength(0);
  });
});
