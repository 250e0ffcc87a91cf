import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json } from '../../test-support/answer-fetch.js';
import { renderInAdmin } from '../../test-support/render-in-admin.js';
import { signInEachTest } from '../../test-support/signed-in-session.js';
import ManagementPage from './ManagementPage.js';
import { overviewFixture, violationFixture } from './management/management-fixture.js';
import { cardChartFixture } from './shared/card-chart-fixture.js';

const cards = [
  overviewFixture(1, {
    code: 'SPC-RING',
    description: 'Piston ring diameter',
    violations: { '1': 1, '5': 2 },
    open: 3,
    state: 'violation',
    capability: [
      { week: '2026-11-09', cpk: 1.1, ppk: 0.9 },
      { week: '2026-11-16', cpk: 1.4, ppk: 1.2 },
    ],
  }),
  overviewFixture(2, { code: 'SPC-TORQUE' }),
];

let overviewAnswer: () => Response;
const asked: string[] = [];

function answer(url: URL): Response {
  asked.push(url.pathname.replace(/^.*?\/(SPC|CAC)\//, '$1/'));
  if (url.pathname.endsWith('SPC/queries/overview')) return overviewAnswer();
  if (url.pathname.endsWith('SPC/queries/cards/1/chart')) return json({ data: cardChartFixture() });
  if (url.pathname.endsWith('SPC/queries/violations')) return json({ data: [violationFixture(5, { card_code: 'SPC-RING' })], total: 1 });
  if (url.pathname.includes('SPC/entities/')) return json([], 200, { 'Content-Range': 'items 0-0/0' });
  return json({ data: {} });
}

const renderPage = () => renderInAdmin(<ManagementPage />, { dataProvider: 'app', width: 1200 });

describe('ManagementPage in a real browser', () => {
  signInEachTest();
  beforeEach(() => {
    asked.length = 0;
    // The period and card are kept for the browser tab: each test starts from none.
    sessionStorage.clear();
    overviewAnswer = () => json({ data: { cards } });
    answerFetch(answer);
  });

  it('shows the overview, and the chosen card’s chart, capability trend and violations', async () => {
    const screen = await renderPage();
    await expect.element(screen.getByTestId('spc-overview-SPC-RING')).toBeVisible();
    await expect.element(screen.getByText('Choose a card in the table to see its chart, capability and violations.')).toBeVisible();
    expect(asked.filter((path) => path.startsWith('SPC/queries/cards'))).toEqual([]);
    await screen.getByText('SPC-RING', { exact: true }).click();
    await expect.element(screen.getByText('Control chart of SPC-RING – Piston ring diameter')).toBeVisible();
    await expect.element(screen.getByTestId('spc-violation-5')).toBeVisible();
    const trend = screen.getByTestId('capability-trend');
    await vi.waitFor(() => expect(trend.element().querySelectorAll('.recharts-line')).toHaveLength(2));
    expect(asked).toContain('SPC/queries/cards/1/chart');
  });

  it('says why the server refused the period', async () => {
    overviewAnswer = () =>
      json(
        {
          error: { code: 'VALIDATION', message: 'global.error.messages.validation', fields: { to: { key: 'spc.errors.periodTooLong', args: { days: 400 } } } },
        },
        400,
      );
    const screen = await renderPage();
    const problem = screen.getByTestId('management-period-problem');
    // The server's key translated (its wording belongs to the spc errors catalogue), never the key itself.
    await expect.element(problem).toHaveTextContent(/period/i);
    expect(problem.element().textContent).not.toContain('spc.errors');
  });
});
