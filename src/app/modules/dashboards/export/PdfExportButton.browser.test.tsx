import { memoryStore, Notification, testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../../test-support/render-in-admin.js';
import { signInEachTest } from '../../../test-support/signed-in-session.js';
import { PdfExportButton } from './PdfExportButton.js';

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

const urlOf = (input: RequestInfo | URL) => String(input instanceof Request ? input.url : input);

/** The menu's list of dashboards (`GDV/entities/ALLVISAO/{id}`), answered without a server. */
function answerDashboardViews() {
  const fetch = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation((input, init) =>
    urlOf(input).includes('ALLVISAO')
      ? Promise.resolve(Response.json({ data: dashboards.map(({ id_visao, vis_descricao }) => ({ id_visao, vis_descricao })) }))
      : fetch(input, init),
  );
}

async function renderButton(provider: DataProvider = dataProvider, title = 'Production overview', tabs = overviewTabs) {
  return renderInAdmin(<PdfExportButton idVisao={4} title={title} tabs={tabs} />, {
    at: '/',
    dataProvider: provider,
    store: memoryStore(),
    beside: <Notification />,
  });
}

/** The PDF's streams as Latin-1 text, inflated where they are compressed (FlateDecode, a zlib stream). */
async function pdfStreams(bytes: Uint8Array): Promise<string[]> {
  const latin1 = new TextDecoder('latin1');
  const text = latin1.decode(bytes);
  const streams: string[] = [];
  for (const match of text.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const body = bytes.slice(start, text.lastIndexOf('\n', text.indexOf('endstream', start)));
    try {
      streams.push(latin1.decode(await new Response(new Blob([body]).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer()));
    } catch {
      streams.push(latin1.decode(body));
    }
  }
  return streams;
}

/** Exports the rendered button's ticked tabs and answers the saved PDF's bytes. */
async function exportedPdf(screen: Awaited<ReturnType<typeof renderButton>>): Promise<Uint8Array> {
  const saved: Blob[] = [];
  const createObjectURL = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), createObjectURL(blob)));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await screen.getByRole('button', { name: 'Export PDF' }).click();
  const dialog = screen.getByRole('dialog', { name: 'Export tabs as PDF' });
  await dialog.getByRole('button', { name: 'Export' }).click();
  await expect.element(dialog, { timeout: 15_000 }).not.toBeInTheDocument();
  expect(saved).toHaveLength(1);
  return new Uint8Array(await saved[0]!.arrayBuffer());
}

const unicodeTitle = 'Ω ≥ 5 µm — Ñandú, Ação, Čeština';
const unicodeTabs = [tab(1, 4, 'Őrség · Москва', 0)];

describe('the PDF export dialog in a real browser', () => {
  beforeEach(answerDashboardViews);
  signInEachTest({
    token: 'token',
    user: { id_usuario: 3, usu_nome: 'Admin', usu_tipo: '1', id_elemento: 10 },
    units: [{ id_elemento: 10, ele_descri: 'North Line 1', plt_codigo: 1, cli_codigo: 1 }],
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

  it('embeds DejaVu Sans, fetched when the export starts, and writes the header as typed, no "?"', async () => {
    const bytes = await exportedPdf(await renderButton(dataProvider, unicodeTitle, unicodeTabs));
    const raw = new TextDecoder('latin1').decode(bytes);
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/BaseFont \/DejaVuSans\b/);
    const streams = await pdfStreams(bytes);
    // The embedded font's ToUnicode maps: glyph id → code point, for each character drawn.
    const toUnicode = streams.filter((stream) => stream.includes('beginbfchar')).join('\n');
    for (const char of 'Ω≥µÑçČŐМ·') expect(toUnicode).toContain(`><${char.codePointAt(0)!.toString(16).padStart(4, '0')}>`);
    // The page's text is glyph ids in hex (`<…> Tj`), never a literal string with "?" in it.
    const content = streams.filter((stream) => /\bTj\b/.test(stream));
    expect(content).toHaveLength(1);
    expect(content[0]).toMatch(/<[0-9a-f]+> Tj/);
    expect(content[0]).not.toContain('?');
  });

  it('still exports when the font cannot be fetched, in Helvetica, and says characters may print as "?"', async () => {
    const fetch = vi.mocked(window.fetch);
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation((input, init) =>
      /DejaVuSans.*\.ttf/.test(urlOf(input)) ? Promise.resolve(new Response('', { status: 404 })) : answer(input, init),
    );
    const screen = await renderButton(dataProvider, unicodeTitle, unicodeTabs);
    const bytes = await exportedPdf(screen);
    await expect.element(screen.getByText('The PDF\'s font could not be loaded: characters outside Western European ones are printed as "?".')).toBeVisible();
    const raw = new TextDecoder('latin1').decode(bytes);
    expect(raw).not.toContain('/FontFile2');
    const content = (await pdfStreams(bytes)).filter((stream) => /\bTj\b/.test(stream));
    // WinAnsi bytes, read back as windows-1252: what Helvetica can draw, as typed.
    expect(content.join('\n')).toContain('(? ? 5 µm — Ñandú, Ação, ?eština) Tj');
  });
});
