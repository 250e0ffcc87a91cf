import type { RuleNumber } from '../../../../domain/spc/chart-model.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../auth/session-store.js';
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
const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

function signIn(usuTipo: string) {
  saveSession({
    token: 'token-1',
    user: { id_usuario: 5, usu_nome: 'Ana', usu_tipo: usuTipo, id_elemento: 12 },
    units: [{ id_elemento: 12, ele_descri: 'North', plt_codigo: 3, cli_codigo: 7 }],
  });
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('ProductionView in a real browser', () => {
  beforeEach(() => {
    answers = [];
    productionCalls = 0;
    vi.spyOn(window, 'fetch').mockImplementation((input) => {
      const path = new URL(String(input), window.location.origin).pathname;
      if (!path.endsWith('SPC/queries/production')) return json({ data: {} });
      const answer = answers[Math.min(productionCalls, answers.length - 1)];
      productionCalls += 1;
      return json({ data: answer });
    });
  });
  afterEach(() => {
    mounted.splice(0).forEach((screen) => screen.unmount());
    vi.restoreAllMocks();
    clearSession();
    setVisibility('visible');
  });

  it('highlights only a violation that appears after the first answer, until the card is clicked', async () => {
    signIn('2');
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
    signIn('2');
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
    signIn('2');
    const operator = await renderView('pt-BR');
    await expect.element(operator.getByTestId('production-empty')).toHaveTextContent('Esta unidade não tem cartas de controle ativas.');
    expect(operator.getByTestId('production-create-card').elements()).toHaveLength(0);
    mounted.splice(0).forEach((screen) => screen.unmount());
    signIn('1');
    const admin = await renderView('pt-BR');
    await expect.element(admin.getByTestId('production-create-card')).toHaveAttribute('href', expect.stringMatching(/\/settings\/statistical-control\/cards$/));
  });
});
