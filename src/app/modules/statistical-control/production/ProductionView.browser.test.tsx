import type { RuleNumber } from '../../../../domain/spc/chart-model.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json } from '../../../test-support/answer-fetch.js';
import { endSignedInTest, signIn } from '../../../test-support/signed-in-session.js';
import { renderIn } from '../../equipment-stops/stopping-point/test-harness.js';
import { cardChartFixture, fixturePoints } from '../shared/card-chart-fixture.js';
import { productionViolation } from './production-fixture.js';
import type { ProductionAnswer, ProductionViolation } from './production-types.js';
import { ProductionView } from './ProductionView.js';

const REFRESH_MS = 400;
const violation = (id: number, rule: RuleNumber, index: number) => productionViolation(id, rule, fixturePoints[index]!.t);
const answerWith = (...violations: ProductionViolation[]): ProductionAnswer => ({
  refreshedAt: '2026-11-24T12:00:00.000Z',
  cards: [{ id_card: 4, code: 'SPC-RING', description: null, tag_code: 'RING-DIAM', chart: cardChartFixture(), violations }],
});

let answers: ProductionAnswer[] = [];
const mounted: { unmount: () => void }[] = [];
/** The view, unmounted after the test so its polling does not count in the next one. */
async function renderView(locale: string) {
  const screen = await renderIn(locale, <ProductionView refreshMs={REFRESH_MS} />, 500);
  mounted.push(screen);
  return screen;
}
let productionCalls = 0;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('ProductionView in a real browser', () => {
  beforeEach(() => {
    answers = [];
    productionCalls = 0;
    answerFetch((url) => {
      if (!url.pathname.endsWith('SPC/queries/production')) return json({ data: {} });
      const answer = answers[Math.min(productionCalls, answers.length - 1)];
      productionCalls += 1;
      return json({ data: answer });
    });
  });
  afterEach(() => {
    mounted.splice(0).forEach((screen) => screen.unmount());
    endSignedInTest();
    setVisibility('visible');
  });

  it('highlights only a violation that appears after the first answer, until the card is clicked', async () => {
    signIn({ user: { usu_tipo: '2' } });
    answers = [answerWith(violation(31, 1, 7)), answerWith(violation(32, 5, 20), violation(31, 1, 7))];
    const screen = await renderView('en-US');
    const tile = screen.getByTestId('production-card-SPC-RING');
    await expect.element(tile).toHaveAttribute('data-new', 'false');
    await expect.element(tile).toHaveAttribute('data-new', 'true');
    await expect
      .element(screen.getByTestId('production-card-SPC-RING-new'))
      .toHaveTextContent(/^New violation:R5 · Two of three points beyond 2 sigma on the same side/);
    expect(screen.getByTestId('production-card-SPC-RING-new').element().textContent).not.toContain('R1');
    // On the card's code, not its centre: the compact chart there may answer the click as a point's.
    await tile.getByText('SPC-RING', { exact: true }).click();
    await expect.element(tile).toHaveAttribute('data-new', 'false');
    // Later answers with the same violations do not bring the highlight back.
    const seen = productionCalls;
    await vi.waitFor(() => expect(productionCalls).toBeGreaterThan(seen + 1), { timeout: REFRESH_MS * 6 });
    await expect.element(tile).toHaveAttribute('data-new', 'false');
  });

  it('asks nothing while the tab is hidden and asks at once when it is shown again', async () => {
    signIn({ user: { usu_tipo: '2' } });
    answers = [answerWith()];
    const screen = await renderView('en-US');
    await expect.element(screen.getByTestId('production-card-SPC-RING')).toBeVisible();
    setVisibility('hidden');
    const whenHidden = productionCalls;
    await new Promise((resolve) => setTimeout(resolve, REFRESH_MS * 3));
    expect(productionCalls).toBe(whenHidden);
    setVisibility('visible');
    // At once, not at the next tick of the interval.
    await vi.waitFor(() => expect(productionCalls).toBeGreaterThan(whenHidden), { timeout: REFRESH_MS * 0.75 });
  });

  it('says when the unit has no active cards, with the way to the cards only for who may create them', async () => {
    answers = [{ refreshedAt: '2026-11-24T12:00:00.000Z', cards: [] }];
    signIn({ user: { usu_tipo: '2' } });
    const operator = await renderView('pt-BR');
    await expect.element(operator.getByTestId('production-empty')).toHaveTextContent('Esta unidade não tem cartas de controle ativas.');
    expect(operator.getByTestId('production-create-card').elements()).toHaveLength(0);
    mounted.splice(0).forEach((screen) => screen.unmount());
    signIn({ user: { usu_tipo: '1' } });
    const admin = await renderView('pt-BR');
    await expect.element(admin.getByTestId('production-create-card')).toHaveAttribute('href', expect.stringMatching(/\/settings\/statistical-control\/cards$/));
  });
});
