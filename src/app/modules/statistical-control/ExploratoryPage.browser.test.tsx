import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { clearSession, saveSession } from '../../auth/session-store.js';
import { catalogues } from '../../i18n/catalogues.js';
import { i18nextOptions } from '../../i18n/i18next-options.js';
import ExploratoryPage from './ExploratoryPage.js';
import { cardChartFixture } from './shared/card-chart-fixture.js';

const tag = { id_tag: 7, code: 'FIL-101.WEIGHT', description: 'Fill weight', spec_low: 73.97, spec_high: 74.03 };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refusal = (fields: Record<string, { key: string; args?: Record<string, unknown> }>) =>
  json(400, { error: { code: 'VALIDATION', message: 'global.error.messages.validation', fields } });

/** The network as the page sees it: the unit's SPC tags and the chart route, which refuses what the test says. */
function stubApi(tags: unknown[]) {
  const bodies: Record<string, unknown>[] = [];
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const path = new URL(String(input), window.location.origin).pathname;
    if (path.endsWith('MES/entities/SPCTAGS')) return Promise.resolve(json(200, { data: tags }));
    if (path.endsWith('SPC/queries/chart')) {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      if (body.subgroupSize === 6) return Promise.resolve(refusal({ subgroupSize: { key: 'spcExploratory.errors.subgroupSize', args: { min: 2, max: 25 } } }));
      if (body.k === 4) return Promise.resolve(refusal({ to: { key: 'spc.errors.periodTooLong', args: { days: 400 } } }));
      return Promise.resolve(json(200, { data: cardChartFixture() }));
    }
    return Promise.resolve(json(200, { data: {} }));
  });
  return bodies;
}

async function renderPage() {
  const i18nProvider = await getI18nProvider(createInstance(), i18nextOptions(catalogues));
  await i18nProvider.changeLocale('en-US');
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <div style={{ width: 1100 }}>
        <ExploratoryPage />
      </div>
    </AdminContext>,
  );
}

describe('ExploratoryPage in a real browser', () => {
  beforeEach(() => {
    saveSession({
      token: 'token-1',
      user: { id_usuario: 5, usu_nome: 'Ana', usu_tipo: '1', id_elemento: 12 },
      units: [{ id_elemento: 12, ele_descri: 'North', plt_codigo: 3, cli_codigo: 7 }],
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

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
