import { Notification } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { ActionListRow } from '../../../../domain/root-cause/model.js';
import { answerFetch, json } from '../../../test-support/answer-fetch.js';
import { LocationProbe } from '../../../test-support/LocationProbe.js';
import { renderInAdmin } from '../../../test-support/render-in-admin.js';
import { signInEachTest } from '../../../test-support/signed-in-session.js';
import { actionRowFixture } from './action-row-fixture.js';
import { ActionListView } from './ActionListView.js';

const bruno = { id: 8, name: 'Bruno' };
const carla = { id: 11, name: 'Carla' };

let listed: URLSearchParams[] = [];
let exported: URLSearchParams[] = [];
let rows: ActionListRow[] = [];
let listAnswer: () => Response;
let exportAnswer: () => Response;

function answer(url: URL): Response {
  if (url.pathname.endsWith('RCA/queries/actions/export')) {
    exported.push(url.searchParams);
    return exportAnswer();
  }
  if (url.pathname.endsWith('RCA/queries/actions')) {
    listed.push(url.searchParams);
    return listAnswer();
  }
  if (url.pathname.endsWith('CAC/queries/accessControl')) return json({ data: { 'root-cause.action-list': { read: true } } });
  return json({ data: [] });
}

const renderView = () =>
  renderInAdmin(<ActionListView />, {
    dataProvider: 'app',
    beside: (
      <>
        <LocationProbe />
        <Notification />
      </>
    ),
  });

const order = (container: HTMLElement) => [...container.querySelectorAll('tbody tr[data-testid]')].map((row) => row.getAttribute('data-testid'));

describe('ActionListView in a real browser', () => {
  signInEachTest({ user: { usu_tipo: '2' } });
  beforeEach(async () => {
    await page.viewport(1400, 900);
    // The filters are kept for the browser tab: each test starts from none.
    sessionStorage.clear();
    listed = [];
    exported = [];
    rows = [
      actionRowFixture(4, { title: 'Replace the seal', time_status: 'late', deadline: '2026-11-10', status: 'in-progress' }),
      actionRowFixture(6, { responsible: bruno, examiner: { id: 5, name: 'Ana' }, status: 'pending-verification', suspended: true }),
      actionRowFixture(2, {
        id_effect: 9,
        responsible: bruno,
        examiner: carla,
        approval: 'waiting',
        verification: { date: '2026-11-21', status: 'effective', commentary: null },
      }),
    ];
    listAnswer = () => json({ data: rows, total: 3 });
    exportAnswer = () => new Response('\ufeffid;title\n4;Replace the seal\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    answerFetch(answer);
  });

  it("labels the caller's own actions first, in the server's order, then the others, and shows late ones in red", async () => {
    const screen = await renderView();
    await expect.element(screen.getByTestId('rca-action-4')).toBeVisible();
    expect(Object.fromEntries(listed[0]!)).toEqual({ page: '1', perPage: '25' });
    expect(order(screen.getByTestId('rca-actions').element() as HTMLElement)).toEqual([
      'rca-actions-group-mine',
      'rca-action-4',
      'rca-action-6',
      'rca-actions-group-others',
      'rca-action-2',
    ]);
    await expect.element(screen.getByTestId('rca-actions-group-mine')).toHaveTextContent('My actions');
    await expect.element(screen.getByTestId('rca-action-4-time')).toHaveTextContent('Late');
    await expect.element(screen.getByTestId('rca-action-4-deadline')).toHaveTextContent('11/10/2026');
    const red = getComputedStyle(screen.getByTestId('rca-action-4-deadline').element()).color;
    const plain = getComputedStyle(screen.getByTestId('rca-action-6-deadline').element()).color;
    expect(red).not.toBe(plain);
    expect(screen.getByTestId('rca-action-4').element().getAttribute('data-late')).toBe('true');
    await expect.element(screen.getByTestId('rca-action-2-verification')).toHaveTextContent('Checked effective');
    await expect.element(screen.getByTestId('rca-action-6-status')).toHaveTextContent('Pending verification');
    await expect.element(screen.getByTestId('rca-action-6-suspended')).toBeVisible();
    expect(screen.getByTestId('rca-action-4-suspended').elements()).toHaveLength(0);
  });

  it('sends the status, time status, text and only-mine filters', async () => {
    const screen = await renderView();
    await expect.element(screen.getByTestId('rca-action-4')).toBeVisible();
    await screen.getByTestId('rca-actions-filter-status').click();
    await screen.getByTestId('rca-actions-filter-status-in-progress').click();
    await screen.getByTestId('rca-actions-filter-timeStatus').click();
    await screen.getByTestId('rca-actions-filter-timeStatus-late').click();
    await screen.getByTestId('rca-actions-filter-mine').click();
    await screen.getByTestId('rca-actions-filter-q').fill(' seal  ');
    await vi.waitFor(() =>
      expect(Object.fromEntries(listed.at(-1)!)).toEqual({ status: 'in-progress', time_status: 'late', mine: 'true', q: 'seal', page: '1', perPage: '25' }),
    );
  });

  it('exports the checked actions by their ids, and every filtered action when none is checked', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:rca-actions';
    });
    const screen = await renderView();
    await screen.getByTestId('rca-action-6-select').click();
    await screen.getByTestId('rca-action-2-select').click();
    await expect.element(screen.getByTestId('rca-actions-export')).toHaveTextContent('Export 2 to CSV');
    await screen.getByTestId('rca-actions-export').click();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(Object.fromEntries(exported[0]!)).toEqual({ ids: '2,6' });
    expect(await saved[0]!.text()).toContain('Replace the seal');
    await expect.element(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    await screen.getByTestId('rca-actions-select-all').click();
    await screen.getByTestId('rca-actions-select-all').click();
    await screen.getByTestId('rca-actions-filter-mine').click();
    await screen.getByTestId('rca-actions-export').click();
    await vi.waitFor(() => expect(exported).toHaveLength(2));
    expect(Object.fromEntries(exported[1]!)).toEqual({ mine: 'true' });
  });

  it('says when the export failed, by the refusal of the server when it gives one', async () => {
    exportAnswer = () => json({ error: { code: 'FORBIDDEN', message: 'global.error.messages.forbidden' } }, 403);
    const screen = await renderView();
    await screen.getByTestId('rca-action-4-select').click();
    await screen.getByTestId('rca-actions-export').click();
    await expect.element(screen.getByText('You do not have permission to do this.')).toBeVisible();
    exportAnswer = () => json({ error: { code: 'INTERNAL', message: 'global.error.messages.defaultError' } }, 500);
    await screen.getByTestId('rca-actions-export').click();
    await expect.element(screen.getByText('The actions could not be exported.')).toBeVisible();
  });

  it('opens the action in its analysis', async () => {
    const screen = await renderView();
    await screen.getByTestId('rca-action-2').getByText('Action 2').click();
    await expect.element(screen.getByTestId('location')).toHaveTextContent('/root-cause/generate-analysis?effect=9&action=2');
  });

  it('tells an empty unit from filters that match nothing', async () => {
    listAnswer = () => json({ data: [], total: 0 });
    const screen = await renderView();
    await expect.element(screen.getByTestId('rca-actions-empty')).toHaveTextContent('This unit has no action yet.');
    await screen.getByTestId('rca-actions-filter-mine').click();
    await expect.element(screen.getByTestId('rca-actions-empty')).toHaveTextContent('No action matches these filters.');
  });

  it('says when the list could not be loaded', async () => {
    listAnswer = () => json({ error: { code: 'INTERNAL', message: 'global.error.messages.defaultError' } }, 500);
    const screen = await renderView();
    await expect.element(screen.getByTestId('rca-actions-error')).toHaveTextContent('The action list could not be loaded.');
  });
});
