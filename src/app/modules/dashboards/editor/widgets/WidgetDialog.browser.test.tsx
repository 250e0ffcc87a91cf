import { AdminContext, HttpError, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { WidgetDialog } from './WidgetDialog.js';
import { i18nProviderIn } from '../../../../test-support/render-in-admin.js';

const frames = [
  { id: 7, id_frame: 7, code: 'FIL-101', description: 'Enchedora 101' },
  { id: 8, id_frame: 8, code: 'CAP-201', description: 'Tampadora 201' },
];
const places = [{ breakpoint: 'lg' as const, x: 0, y: 8, w: 4, h: 4 }];

/** The dialog over a data provider whose create answers `answer` (a record, or a refusal as the real provider throws it). */
async function renderDialog(answer: () => Promise<unknown>) {
  const created: unknown[] = [];
  const saved: number[] = [];
  const dataProvider = testDataProvider({
    getList: (() => Promise.resolve({ data: frames, total: frames.length })) as never,
    create: ((_resource: string, params: { data: unknown }) => {
      created.push(params.data);
      return answer();
    }) as never,
  });
  const screen = await render(
    <AdminContext dataProvider={dataProvider} i18nProvider={await i18nProviderIn('pt-BR')}>
      <WidgetDialog idTab={3} places={places} onClose={() => {}} onSaved={() => saved.push(1)} />
    </AdminContext>,
  );
  return { screen, created, saved };
}

type Screen = Awaited<ReturnType<typeof renderDialog>>['screen'];

async function choosePerformanceCard(screen: Screen) {
  await userEvent.fill(screen.getByRole('textbox', { name: /Título/ }), 'OEE da enchedora');
  await screen.getByRole('combobox', { name: 'Componente' }).click();
  await screen.getByRole('option', { name: 'Cartão de desempenho' }).click();
}

describe('the widget dialog in a real browser', () => {
  it("renders the performance card's options form with its defaults, in pt-BR", async () => {
    const { screen } = await renderDialog(() => Promise.resolve({ data: { id: 1 } }));
    await choosePerformanceCard(screen);
    await expect.element(screen.getByRole('combobox', { name: /Evento/ })).toBeVisible();
    await expect.element(screen.getByRole('combobox', { name: 'Período' })).toHaveTextContent('Hoje');
    // The components come in sections.
    await screen.getByRole('combobox', { name: 'Componente' }).click();
    await expect.element(screen.getByText('Medidores e indicadores')).toBeVisible();
  });

  it('refuses a performance card without its event, and sends nothing', async () => {
    const { screen, created } = await renderDialog(() => Promise.resolve({ data: { id: 1 } }));
    await choosePerformanceCard(screen);
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(screen.getByText('Campo obrigatório')).toBeVisible();
    expect(created).toEqual([]);
  });

  it("sends the chosen event with the defaults and the new place, and shows the server's refusal under the event", async () => {
    const refusal = new HttpError('Erro', 400, {
      error: { code: 'VALIDATION', message: 'global.error.messages.validation', fields: { 'options.id_frame': { key: 'validation.referenceNotFound' } } },
    });
    const { screen, created, saved } = await renderDialog(() => Promise.reject(refusal));
    await choosePerformanceCard(screen);
    await screen.getByRole('combobox', { name: /Evento/ }).click();
    await screen.getByTestId('frame-picker-option-FIL-101').click();
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(screen.getByText('O registro selecionado não existe')).toBeVisible();
    expect(created).toEqual([
      { id_tab: 3, title: 'OEE da enchedora', component: 'performanceCard', options: { id_frame: 7, period: 'today' }, manager_only: false, layout: places },
    ]);
    expect(saved).toEqual([]);
  });

  it("tells the tab's widget cap with its limit", async () => {
    const refusal = new HttpError('Erro', 409, {
      error: {
        code: 'WIDGET_LIMIT',
        message: 'dashboards.errors.widgetLimit',
        fields: { id_tab: { key: 'dashboards.errors.widgetLimit', args: { limit: 6 } } },
        details: { limit: 6 },
      },
    });
    const { screen } = await renderDialog(() => Promise.reject(refusal));
    await userEvent.fill(screen.getByRole('textbox', { name: /Título/ }), 'Notas');
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(screen.getByText('Esta aba já tem o máximo de widgets que o dashboard permite (6).')).toBeVisible();
  });
});
