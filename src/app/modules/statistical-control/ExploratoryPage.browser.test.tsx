import { describe, expect, it } from 'vitest';
import { answerFetch, json } from '../../test-support/answer-fetch.js';
import { renderInAdmin } from '../../test-support/render-in-admin.js';
import { signInEachTest } from '../../test-support/signed-in-session.js';
import ExploratoryPage from './ExploratoryPage.js';
import { cardChartFixture } from './shared/card-chart-fixture.js';

const tag = { id_tag: 7, code: 'FIL-101.WEIGHT', description: 'Fill weight', spec_low: 73.97, spec_high: 74.03 };
const refusal = (fields: Record<string, { key: string; args?: Record<string, unknown> }>) =>
  json({ error: { code: 'VALIDATION', message: 'global.error.messages.validation', fields } }, 400);

/** The network as the page sees it: the unit's SPC tags and the chart route, which refuses what the test says. */
function stubApi(tags: unknown[]) {
  const bodies: Record<string, unknown>[] = [];
  answerFetch((url, init) => {
    const path = url.pathname;
    if (path.endsWith('MES/entities/SPCTAGS')) return json({ data: tags });
    if (path.endsWith('SPC/queries/chart')) {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      if (body.subgroupSize === 6) return refusal({ subgroupSize: { key: 'spcExploratory.errors.subgroupSize', args: { min: 2, max: 25 } } });
      if (body.k === 4) return refusal({ to: { key: 'spc.errors.periodTooLong', args: { days: 400 } } });
      return json({ data: cardChartFixture() });
    }
    return json({ data: {} });
  });
  return bodies;
}

const renderPage = () => renderInAdmin(<ExploratoryPage />, { width: 1100 });

describe('ExploratoryPage in a real browser', () => {
  signInEachTest();

  it('tells a unit without SPC tags where tags are linked to a rule set', async () => {
    stubApi([]);
    const screen = await renderPage();
    await expect.element(screen.getByTestId('spc-no-tags')).toHaveTextContent('Link tags to a rule set in Settings › Statistical control › Rules.');
    await expect.element(screen.getByTestId('spc-open-rule-sets')).toBeVisible();
  });

  it('charts the chosen tag with the chosen chart and offers to save it as a card', async () => {
    const bodies = stubApi([tag]);
    const screen = await renderPage();
    await expect.element(screen.getByTestId('spc-choose-tag')).toBeVisible();
    await expect.element(screen.getByTestId('spc-save-card')).toBeDisabled();
    await screen.getByTestId('spc-tag-input').click();
    await screen.getByTestId('spc-tag-option-FIL-101.WEIGHT').click();
    await expect.poll(() => screen.container.querySelectorAll('.spc-point-violated').length).toBe(3);
    expect(bodies.at(-1)).toMatchObject({ id_tag: 7, chart: 'xbar-r', sampling: 'subgroup', subgroupSize: 5, k: 3, rules: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
    await expect.element(screen.getByTestId('spc-summary')).toHaveTextContent('X̄-R · FIL-101.WEIGHT · 25 subgroups');
    await expect.element(screen.getByTestId('capability-cpk')).toHaveTextContent('0.94');
    await expect.element(screen.getByTestId('rule-chip-5')).toHaveTextContent('R5: 2');
    await expect.element(screen.getByTestId('spc-save-card')).toBeEnabled();
  });

  it('puts the server’s refusal of a field under that field', async () => {
    stubApi([tag]);
    const screen = await renderPage();
    await screen.getByTestId('spc-tag-input').click();
    await screen.getByTestId('spc-tag-option-FIL-101.WEIGHT').click();
    await expect.poll(() => screen.container.querySelectorAll('.spc-point-violated').length).toBe(3);
    await screen.getByTestId('spc-subgroup-size').fill('6');
    await expect.element(screen.getByText('A subgroup has 2 to 25 values')).toBeVisible();
    await expect.element(screen.getByTestId('spc-chart-refused')).toHaveTextContent('Some fields are not valid.');
    await screen.getByTestId('spc-subgroup-size').fill('5');
    await screen.getByTestId('spc-k').fill('4');
    await expect.element(screen.getByTestId('spc-range-error')).toHaveTextContent('The period can be at most 400 days long');
  });
});
