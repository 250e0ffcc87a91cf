import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import { AdminContext, memoryStore, Notification, testDataProvider, type DataProvider, type GetListParams, type I18nProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { MemoryRouter } from 'react-router';
import { clearSession, saveSession } from '../../../auth/session-store.js';
import { catalogues } from '../../../i18n/catalogues.js';
import { i18nextOptions } from '../../../i18n/i18next-options.js';
import { PdfExportButton } from './PdfExportButton.js';

async function providerIn(locale: string): Promise<I18nProvider> {
  const provider = await getI18nProvider(createInstance(), i18nextOptions(catalogues));
  await provider.changeLocale(locale);
  return provider;
}

const tab = (id_tab: number, id_visao: number, description: string, tab_order: number) => ({ id: id_tab, id_tab, id_visao, description, tab_order });
const overviewTabs = [tab(1, 4, 'Production', 0), tab(2, 4, 'Quality', 1)];
const otherTabs = [tab(7, 5, 'Energy', 0), tab(9, 6, 'Synoptic', 0)];
const dashboards = [
  { id: 4, id_visao: 4, vis_descricao: 'Production overview', dashboard_type: 'standard' },
  { id: 5, id_visao: 5, vis_descricao: 'Utilities', dashboard_type: 'standard' },
  { id: 6, id_visao: 6, vis_descricao: 'Plant HMI', dashboard_type: 'hmi' },
];

const dataProvider = testDataProvider({
  getList: ((resource: string, params: GetListParams) => {
    const rows: object[] =
      resource === 'settings/dashboards'
        ? dashboards
        : resource === 'dashboard-tabs'
          ? otherTabs.filter((row) => (params.filter.id_visao as number[]).includes(row.id_visao))
          : resource === 'dashboard-widgets'
            ? [{ id: 1, id_widget: 1, id_tab: params.filter.id_tab, title: 'Output', component: 'empty', options: { period: 'today' }, layout: [] }]
            : [];
    return Promise.resolve({ data: rows, total: rows.length });
  }) as never,
});

/** The menu's list of dashboards (`GDV/entities/ALLVISAO/{id}`), answered without a server. */
function answerDashboardViews() {
  const fetch = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation((input, init) =>
    String(input instanceof Request ? input.url : input).includes('ALLVISAO')
      ? Promise.resolve(Response.json({ data: dashboards.map(({ id_visao, vis_descricao }) => ({ id_visao, vis_descricao })) }))
      : fetch(input, init),
  );
}

async function renderButton(provider: DataProvider = dataProvider) {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={provider} i18nProvider={await providerIn('en-US')} store={memoryStore()}>
        <PdfExportButton idVisao={4} title="Production overview" tabs={overviewTabs} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the PDF export dialog in a real browser', () => {
  beforeEach(() => {
    answerDashboardViews();
    saveSession({
      token: 'token',
      user: { id_usuario: 3, usu_nome: 'Admin', usu_tipo: '1', id_elemento: 10 },
      units: [{ id_elemento: 10, ele_descri: 'North Line 1', plt_codigo: 1, cli_codigo: 1 }],
    });
  });
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
  });

  it("offers this dashboard's tabs ticked, the other dashboards' grouped, and refuses a mixed-type selection", async () => {
    const screen = await renderButton();
    await screen.getByRole('button', { name: 'Export PDF' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Export tabs as PDF' });
    const overview = dialog.getByRole('group', { name: /Production overview/ });
    await expect.element(overview.getByRole('checkbox', { name: 'Production' })).toBeChecked();
    await expect.element(overview.getByRole('checkbox', { name: 'Quality' })).toBeChecked();
    await expect.element(dialog.getByRole('group', { name: 'Utilities · Standard' }).getByRole('checkbox', { name: 'Energy' })).not.toBeChecked();
    const exportButton = dialog.getByRole('button', { name: 'Export' });
    await expect.element(exportButton).toBeEnabled();

    // Business modules §5: an HMI tab with standard ones is refused, with the spec's message.
    await dialog.getByRole('group', { name: 'Plant HMI · HMI' }).getByRole('checkbox', { name: 'Synoptic' }).click();
    await expect.element(dialog.getByText('The tabs selected for export must share one dashboard type.')).toBeVisible();
    await expect.element(exportButton).toBeDisabled();

    // Same type across dashboards is fine; nothing chosen is not.
    await dialog.getByRole('checkbox', { name: 'Synoptic' }).click();
    await dialog.getByRole('checkbox', { name: 'Energy' }).click();
    await expect.element(exportButton).toBeEnabled();
    expect(dialog.getByText('The tabs selected for export must share one dashboard type.').query()).toBeNull();
    for (const name of ['Production', 'Quality', 'Energy']) await dialog.getByRole('checkbox', { name }).click();
    await expect.element(exportButton).toBeDisabled();
  });

  it('shows "Exporting tab n of m…" while it makes the PDF, then saves <dashboard>-<date>.pdf', async () => {
    const saved: Blob[] = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), createObjectURL(blob)));
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const screen = await renderButton();
    await screen.getByRole('button', { name: 'Export PDF' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Export tabs as PDF' });
    await dialog.getByRole('button', { name: 'Export' }).click();

    await expect.element(dialog.getByRole('status')).toHaveTextContent('Exporting tab 1 of 2…');
    await expect.element(dialog.getByRole('status'), { timeout: 10_000 }).toHaveTextContent('Exporting tab 2 of 2…');
    await expect.element(dialog, { timeout: 10_000 }).not.toBeInTheDocument();

    expect(clicks).toHaveBeenCalledTimes(1);
    const link = clicks.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^Production overview-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(new TextDecoder('latin1').decode(bytes).match(/\/Type \/Page\b/g)).toHaveLength(2);
  });

  it('stops when cancelled: back to the choice, nothing saved', async () => {
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const screen = await renderButton();
    await screen.getByRole('button', { name: 'Export PDF' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Export tabs as PDF' });
    await dialog.getByRole('button', { name: 'Export' }).click();
    await expect.element(dialog.getByRole('status')).toHaveTextContent('Exporting tab 1 of 2…');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog.getByRole('button', { name: 'Export' })).toBeEnabled();
    await new Promise((done) => setTimeout(done, 1_500));
    expect(clicks).not.toHaveBeenCalled();
    expect(document.querySelector('[data-testid="pdf-export-stage"]')).toBeNull();
  });

  it('shows the "PDF export error" when a step fails, and lets the user try again', async () => {
    const failing = {
      ...dataProvider,
      getList: (resource: string, params: GetListParams) =>
        resource === 'dashboard-widgets' ? Promise.reject(new Error('offline')) : dataProvider.getList(resource, params),
    } as DataProvider;
    const screen = await renderButton(failing);
    await screen.getByRole('button', { name: 'Export PDF' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Export tabs as PDF' });
    await dialog.getByRole('button', { name: 'Export' }).click();
    await expect.element(screen.getByText('The PDF could not be exported.')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
