import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { AppLocale } from '../../../i18n/locales.js';
import type { DashboardType } from '../types/useDashboardType.js';
import type { EmbedDefinition } from './embed-api.js';
import { EmbedPage } from './EmbedPage.js';
import { EmbedProviders } from './EmbedProviders.js';

const token = `ptk_${'t'.repeat(43)}`;
const picture = `${'e'.repeat(32)}.svg`;
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400"><rect width="800" height="400" fill="#dde"/></svg>';
const reading = { index: 0, id_tag: 1, code: 'PT-801', description: null, unit: 'bar', value: 95, at: '2026-03-10T12:00:00.000Z', status: 'warning' };

const definitionOf = (dashboard_type: DashboardType, kind: 'tv' | 'iframe' = 'tv'): EmbedDefinition => ({
  kind,
  id_elemento: 12,
  id_widget: null,
  view: { id_visao: 4, vis_descricao: 'Boiler house', dashboard_type, cycle_time: 0, refresh_delay: 60 },
  period: null,
  tabs: [
    {
      id_tab: 7,
      id_visao: 4,
      description: 'Boiler',
      tab_order: 1,
      hmi_image: picture,
      hmi_points: [{ id_tag: 1, x: 40, y: 60, decimals: 0, show_unit: true }],
    },
  ],
  widgets: [],
});

let definition: EmbedDefinition;
let asked: { call: string; authorization: string | null }[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(input: RequestInfo | URL, init?: RequestInit): Response {
  const call = new URL(String(input), window.location.origin).pathname.replace(/^.*?\/GDV\//, 'GDV/');
  asked.push({ call, authorization: new Headers(init?.headers).get('Authorization') });
  if (call === 'GDV/queries/embed') return json({ data: definition });
  if (call === 'GDV/queries/hmi-data') return json({ data: { points: [reading] }, generated_at: '2026-03-10T12:00:00.000Z' });
  if (call === `GDV/queries/images/${picture}`) return new Response(new Blob([svg], { type: 'image/svg+xml' }));
  if (call === 'GDV/queries/powerbi-embed/4')
    return json({ error: { code: 'POWERBI_NOT_CONFIGURED', message: 'dashboards.powerbi.errors.notConfigured' } }, 404);
  if (call === 'GDV/actions/tv-heartbeat') return json({ data: { online: 1, limit: 0 } });
  return json({ data: [] });
}

const renderLink = (locale: AppLocale = 'en-US') =>
  render(
    <EmbedProviders locale={locale}>
      <EmbedPage token={token} />
    </EmbedProviders>,
  );

describe('a dashboard link’s tab drawn by its dashboard’s type, in a real browser', () => {
  beforeEach(() => {
    asked = [];
    vi.spyOn(window, 'fetch').mockImplementation((input, init) => Promise.resolve(answer(input, init)));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows an HMI tab on a TV link as its picture with live values, read with the link’s token, never editable', async () => {
    definition = definitionOf('hmi');
    const screen = await renderLink();
    await expect.element(screen.getByTestId('hmi-tab')).toBeVisible();
    await expect.element(screen.getByRole('img', { name: 'Process picture' })).toBeVisible();
    await expect.element(screen.getByTestId('hmi-point-PT-801')).toHaveTextContent('PT-80195 bar');
    expect(screen.getByRole('button', { name: 'Edit picture' }).query()).toBeNull();
    const reads = asked.filter(({ call }) => call !== 'GDV/actions/tv-heartbeat').map(({ call }) => call);
    expect(reads.sort()).toEqual(['GDV/queries/embed', 'GDV/queries/hmi-data', `GDV/queries/images/${picture}`]);
    expect(new Set(asked.map(({ authorization }) => authorization))).toEqual(new Set([`Bearer ${token}`]));
  });

  it('shows a standard tab on a TV link as its widgets over the tab’s data, read with the link’s token', async () => {
    definition = {
      ...definitionOf('standard'),
      widgets: [{ id_widget: 11, id_tab: 7, title: 'Line notes', component: 'text', options: { html: '<p>Shift handover at 6</p>' } }],
    };
    const screen = await renderLink();
    await expect.element(screen.getByText('Line notes', { exact: true })).toBeVisible();
    await expect.poll(() => asked.map(({ call }) => call)).toContain('GDV/queries/tab-data');
    expect(screen.getByTestId('hmi-tab').query()).toBeNull();
    expect(asked.map(({ call }) => call)).not.toContain('GDV/queries/hmi-data');
    expect(new Set(asked.map(({ authorization }) => authorization))).toEqual(new Set([`Bearer ${token}`]));
  });

  it('shows a Power BI tab of an iframe export as the report, asked for with the link’s token', async () => {
    definition = definitionOf('powerbi', 'iframe');
    const screen = await renderLink('pt-BR');
    await expect
      .element(screen.getByTestId('powerbi-error'))
      .toHaveTextContent('Este dashboard não tem relatório ou token de incorporação do Power BI configurado.');
    expect(asked).toContainEqual({ call: 'GDV/queries/powerbi-embed/4', authorization: `Bearer ${token}` });
    expect(asked.map(({ call }) => call)).not.toContain('GDV/queries/hmi-data');
  });

  it('says an app tab cannot be shown on a link, in the link’s language', async () => {
    definition = definitionOf('app', 'iframe');
    const screen = await renderLink('es-ES');
    await expect.element(screen.getByTestId('embed-app-tab')).toHaveTextContent('Esta pestaña muestra una página de la aplicación');
    expect(asked.map(({ call }) => call)).toEqual(['GDV/queries/embed']);
  });
});
