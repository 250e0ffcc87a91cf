import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { getPeriod, savePeriod } from '../../../unit-data/period-store.js';
import { PeriodOverrideProvider } from '../../../unit-data/usePeriod.js';
import { DashboardRefreshProvider, useWidgetRefresh } from './DashboardRefresh.js';
import { StaleDataBanner } from './StaleDataBanner.js';
import { i18nProviderIn } from '../../../test-support/render-in-admin.js';

/** A widget whose data loaded once (at the clock's time then) and that reloads on the dashboard's beat. */
function Widget({ reload }: { reload: () => void }) {
  useWidgetRefresh({ data: 'figures', loading: false, reload });
  return null;
}

// 12:00 in São Paulo.
const loadedAt = Date.parse('2026-03-10T15:00:00Z');
let clock = loadedAt;
const now = () => clock;

async function renderBanner(refreshSeconds: number, reload: () => void, locale = 'pt-BR') {
  const i18nProvider = await i18nProviderIn(locale);
  // The period held as set: test files run side by side share localStorage, and one clearing it would move this clock.
  const period = getPeriod();
  const tree = () => (
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <PeriodOverrideProvider value={period}>
        <DashboardRefreshProvider refreshSeconds={refreshSeconds} now={now}>
          <StaleDataBanner />
          <Widget reload={reload} />
        </DashboardRefreshProvider>
      </PeriodOverrideProvider>
    </AdminContext>
  );
  const screen = await render(tree());
  return { screen, again: () => screen.rerender(tree()) };
}

describe('the stale-data banner and the widget refresh in a real browser', () => {
  beforeEach(() => {
    clock = loadedAt;
    savePeriod({ id_periodo: 1, id_elemento: 12, timezone: 'America/Sao_Paulo', per_d_ini: '00:00', per_s_tp: 0, shifts: [] });
  });
  afterEach(() => {
    savePeriod(null);
    vi.restoreAllMocks();
  });

  it('stays hidden up to twice the refresh delay, then says since when, on the unit clock', async () => {
    const { screen, again } = await renderBanner(60, () => undefined);
    clock = loadedAt + 120_000;
    await again();
    expect(screen.getByTestId('stale-data-banner').query()).toBeNull();
    clock = loadedAt + 120_001;
    await again();
    await expect.element(screen.getByTestId('stale-data-banner')).toHaveTextContent(/^Os dados estão desatualizados desde 10\/03\/2026,? 12:00\.$/);
  });

  it('speaks the chosen language', async () => {
    const { screen, again } = await renderBanner(30, () => undefined, 'en-US');
    clock = loadedAt + 61_000;
    await again();
    await expect.element(screen.getByTestId('stale-data-banner')).toHaveTextContent(/^Data is stale since 03\/10\/2026,? 12:00\.$/);
  });

  it('reloads a widget every refresh delay', async () => {
    const reload = vi.fn();
    await renderBanner(1, reload);
    await expect.poll(() => reload.mock.calls.length, { timeout: 3_500 }).toBeGreaterThanOrEqual(2);
  });
});
