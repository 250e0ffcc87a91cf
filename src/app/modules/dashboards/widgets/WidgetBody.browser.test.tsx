import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import { AdminContext, testDataProvider, type I18nProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { OeeBucket } from '../../../../domain/equipment-stops/stop-model.js';
import { clearSession, saveSession } from '../../../auth/session-store.js';
import { catalogues } from '../../../i18n/catalogues.js';
import { i18nextOptions } from '../../../i18n/i18next-options.js';
import { savePeriod } from '../../../unit-data/period-store.js';
import { WidgetBody } from './WidgetBody.js';

async function providerIn(locale: string): Promise<I18nProvider> {
  const provider = await getI18nProvider(createInstance(), i18nextOptions(catalogues));
  await provider.changeLocale(locale);
  return provider;
}

const setting = { id: 3, id_oee_settings: 3, id_frame: 7, active: true, title: 'OEE da enchedora', performance_mode: 'cycleTime', ideal_cycle_time_sec: 0.5 };
const bucket = (runTimeMin: number, totalCount: number, goodCount: number): OeeBucket => ({
  start: '2026-03-10T03:00:00.000Z',
  end: '2026-03-10T04:00:00.000Z',
  label: '2026-03-10T00',
  plannedProductionTimeMin: 60,
  runTimeMin,
  totalCount,
  goodCount,
  availability: null,
  performance: null,
  quality: null,
  oee: null,
});
// 102 of 120 planned minutes running, 11,000 bottles of which 10,780 good, 0.5 s each at best.
const buckets = [bucket(54, 6000, 5880), bucket(48, 5000, 4900)];

const dataProvider = (settings: object[]) =>
  testDataProvider({
    getList: ((resource: string) =>
      Promise.resolve(resource === 'oee-settings' ? { data: settings, total: settings.length } : { data: [], total: 0 })) as never,
  });

const calls: URL[] = [];

async function renderBody(widget: Parameters<typeof WidgetBody>[0]['widget'], settings: object[] = [setting], locale = 'pt-BR') {
  return render(
    <AdminContext dataProvider={dataProvider(settings)} i18nProvider={await providerIn(locale)}>
      <div style={{ width: 480 }}>
        <WidgetBody widget={widget} />
      </div>
    </AdminContext>,
  );
}

describe('a dashboard widget body in a real browser', () => {
  beforeEach(() => {
    calls.length = 0;
    saveSession({
      token: 'token-1',
      user: { id_usuario: 5, usu_nome: 'Ana', usu_tipo: '1', id_elemento: 12 },
      units: [{ id_elemento: 12, ele_descri: 'North', plt_codigo: 3, cli_codigo: 7 }],
    });
    savePeriod({ id_periodo: 1, id_elemento: 12, timezone: 'America/Sao_Paulo', per_d_ini: '00:00', per_s_tp: 0, shifts: [] });
    vi.spyOn(window, 'fetch').mockImplementation((input) => {
      calls.push(new URL(String(input), window.location.origin));
      return Promise.resolve(new Response(JSON.stringify({ data: buckets }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    savePeriod(null);
    clearSession();
  });

  it("shows an OEE widget's four factors for today, asked by hour from the unit's midnight", async () => {
    const screen = await renderBody({ component: 'oee', id_frame: 7, period: 'today' });
    await expect.element(screen.getByTestId('oee-card-oee')).toHaveTextContent('OEE da enchedora74,9 %');
    await expect.element(screen.getByTestId('oee-card-availability')).toHaveTextContent('Disponibilidade85,0 %');
    await expect.element(screen.getByTestId('oee-card-performance')).toHaveTextContent('Desempenho89,9 %');
    await expect.element(screen.getByTestId('oee-card-quality')).toHaveTextContent('Qualidade98,0 %');
    await expect.element(screen.getByText('Hoje')).toBeVisible();
    const series = calls.find((url) => url.pathname.endsWith('/OEE/queries/series'))!;
    expect(series.searchParams.get('idFrame')).toBe('7');
    expect(series.searchParams.get('level')).toBe('hour');
    const from = Date.parse(series.searchParams.get('from')!);
    // Midnight in São Paulo (UTC−3) is 03:00 UTC, within the last day.
    expect(new Date(from).toISOString().slice(11)).toBe('03:00:00.000Z');
    expect(Date.now() - from).toBeLessThan(86_400_000);
  });

  it('asks the last seven days by day and keeps the cards inside a small frame', async () => {
    const screen = await renderBody({ component: 'oee', id_frame: 7, period: 'last7d' }, [setting], 'en-US');
    await expect.element(screen.getByTestId('oee-card-quality')).toHaveTextContent('Quality98.0 %');
    await expect.element(screen.getByText('Last 7 days')).toBeVisible();
    expect(calls.find((url) => url.pathname.endsWith('/OEE/queries/series'))?.searchParams.get('level')).toBe('day');
    const cards = [...screen.container.querySelectorAll('[data-testid^="oee-card-"]')].map((card) => card.getBoundingClientRect());
    expect(new Set(cards.map((card) => Math.round(card.top))).size).toBe(1);
    expect(Math.max(...cards.map((card) => card.right))).toBeLessThanOrEqual(480 + 1);
  });

  it('tells when the frame has no OEE setting, and leaves an empty widget empty', async () => {
    const screen = await renderBody({ component: 'oee', id_frame: 7, period: 'today' }, [], 'es-ES');
    await expect.element(screen.getByTestId('oee-widget-no-setting')).toHaveTextContent('No hay configuración de OEE para este evento');
    const empty = await renderBody({ component: 'empty', period: 'today' });
    expect(empty.container.textContent).toBe('');
    expect(calls.filter((url) => url.pathname.endsWith('/OEE/queries/series'))).toHaveLength(0);
  });
});
