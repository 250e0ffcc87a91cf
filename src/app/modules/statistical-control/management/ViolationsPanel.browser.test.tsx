import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json } from '../../../test-support/answer-fetch.js';
import { renderInAdmin } from '../../../test-support/render-in-admin.js';
import { endSignedInTest, signIn } from '../../../test-support/signed-in-session.js';
import { violationFixture } from './management-fixture.js';
import type { ViolationRow } from './management-types.js';
import { ViolationsPanel } from './ViolationsPanel.js';

const range = { from: Date.parse('2026-11-01T00:00:00Z'), to: Date.parse('2026-11-24T00:00:00Z') };
const diagnostics = [
  { id_diagnostic: 7, code: 'D1', description: 'Worn nozzle', active: true },
  { id_diagnostic: 9, code: 'D9', description: 'Retired cause', active: false },
];
const actions = [{ id_corrective_action: 21, code: 'A1', description: 'Replace nozzle', active: true }];

let listed: URLSearchParams[] = [];
let treated: unknown[] = [];
let rows: ViolationRow[] = [];
let treatAnswer: () => Response;

function answer(url: URL, init?: RequestInit): Response {
  if (url.pathname.endsWith('SPC/entities/DIAGNOSTIC')) return json(diagnostics, 200, { 'Content-Range': 'items 0-1/2' });
  if (url.pathname.endsWith('SPC/entities/CORRECTIVEACTION')) return json(actions, 200, { 'Content-Range': 'items 0-0/1' });
  if (url.pathname.endsWith('SPC/queries/violations')) {
    listed.push(url.searchParams);
    const status = url.searchParams.get('status');
    const shown = rows.filter((row) => !status || row.status === status);
    return json({ data: shown, total: shown.length });
  }
  if (url.pathname.endsWith('SPC/actions/treat')) {
    treated.push(JSON.parse(String(init?.body)));
    return treatAnswer();
  }
  if (url.pathname.endsWith('CAC/queries/accessControl')) return json({ data: { 'statistical-control.management': { read: true } } });
  return json({ data: [] });
}

async function renderPanel(usuTipo: '1' | '2') {
  signIn({ user: { usu_tipo: usuTipo } });
  const onChanged = vi.fn();
  const screen = await renderInAdmin(<ViolationsPanel idCard={1} range={range} onChanged={onChanged} />, {
    dataProvider: 'app',
    width: 1200,
    beside: <Notification />,
  });
  return { screen, onChanged };
}

describe('ViolationsPanel in a real browser', () => {
  beforeEach(() => {
    listed = [];
    treated = [];
    rows = [violationFixture(5, { point_at: '2026-11-20T14:00:00.000Z' }), violationFixture(6, { status: 'treated', version: 2 }), violationFixture(4)];
    answerFetch(answer);
  });
  afterEach(endSignedInTest);

  it('lists the open violations of the card and period first, and all of them open first', async () => {
    const { screen } = await renderPanel('1');
    await expect.element(screen.getByTestId('spc-violation-5')).toBeVisible();
    expect(Object.fromEntries(listed[0]!)).toMatchObject({ id_card: '1', status: 'open', from: '2026-11-01T00:00:00.000Z', page: '1' });
    expect(screen.getByTestId('spc-violation-6').elements()).toHaveLength(0);
    await screen.getByTestId('violations-filter-all').click();
    await expect.element(screen.getByTestId('spc-violation-6')).toBeVisible();
    expect(listed.at(-1)!.has('status')).toBe(false);
    const order = [...screen.getByTestId('spc-violations').element().querySelectorAll('[data-testid^="spc-violation-"][data-testid$="-status"]')].map((cell) =>
      cell.getAttribute('data-testid'),
    );
    expect(order).toEqual(['spc-violation-5-status', 'spc-violation-4-status', 'spc-violation-6-status']);
  });

  it('treats with the active catalogue entries and keeps the row in place, showing who treated it', async () => {
    treatAnswer = () => {
      rows[0] = { ...rows[0]!, status: 'treated', diagnostic: 'D1 – Worn nozzle', treated_by: 'Ana', treated_at: '2026-11-24T10:00:00.000Z', version: 4 };
      return json({ data: rows[0] });
    };
    const { screen, onChanged } = await renderPanel('1');
    await screen.getByTestId('spc-violation-5-treat').click();
    await screen.getByTestId('treat-id_diagnostic').click();
    await expect.element(screen.getByTestId('treat-id_diagnostic-option-7')).toBeVisible();
    expect(screen.getByTestId('treat-id_diagnostic-option-9').elements()).toHaveLength(0);
    await screen.getByTestId('treat-id_diagnostic-option-7').click();
    await screen.getByTestId('treat-id_corrective_action').click();
    await screen.getByTestId('treat-id_corrective_action-option-21').click();
    await screen.getByTestId('treat-submit').click();
    await expect.element(screen.getByText('Violation treated.')).toBeVisible();
    expect(treated).toEqual([{ id_violation: 5, version: 3, id_diagnostic: 7, id_corrective_action: 21 }]);
    // Still on the open filter: the treated row stays, with its new state and who treated it.
    await expect.element(screen.getByTestId('spc-violation-5-treated')).toHaveTextContent(/^Ana, /);
    await expect.element(screen.getByTestId('spc-violation-5-status')).toHaveTextContent('Treated');
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it('says a violation changed meanwhile, closes the dialog and reads the list again', async () => {
    treatAnswer = () => json({ error: { code: 'CONFLICT', message: 'spc.errors.stateChanged' } }, 409);
    const { screen, onChanged } = await renderPanel('1');
    await screen.getByTestId('spc-violation-5-treat').click();
    await screen.getByTestId('treat-id_diagnostic').click();
    await screen.getByTestId('treat-id_diagnostic-option-7').click();
    await screen.getByTestId('treat-id_corrective_action').click();
    await screen.getByTestId('treat-id_corrective_action-option-21').click();
    const before = listed.length;
    await screen.getByTestId('treat-submit').click();
    await expect.element(screen.getByText('Someone else changed this violation first. The list was reloaded: check it and try again.')).toBeVisible();
    await expect.element(screen.getByTestId('treat-dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(listed.length).toBe(before + 1));
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it('offers no treatment to a user without update on the management page', async () => {
    const { screen } = await renderPanel('2');
    await expect.element(screen.getByTestId('spc-violation-5')).toBeVisible();
    expect(screen.getByTestId('spc-violation-5-treat').elements()).toHaveLength(0);
  });
});
