import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { MemoryRouter } from 'react-router';
import { DashboardTabPanel } from '../DashboardTabPanel.js';
import { i18nProviderIn } from '../../../test-support/render-in-admin.js';

const widgets = [
  { id: 5, id_widget: 5, id_tab: 2, title: 'Velocidade', component: 'gauge', options: { id_tag: 1 }, layout: [{ breakpoint: 'lg', x: 0, y: 0, w: 6, h: 4 }] },
];

async function renderTab(autoLoad: boolean) {
  const dataProvider = testDataProvider({
    getList: (() => Promise.resolve({ data: widgets, total: widgets.length })) as never,
    getOne: (() => Promise.resolve({ data: { id: 4, id_visao: 4, auto_load: autoLoad } })) as never,
  });
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={await i18nProviderIn('es-ES')}>
        <DashboardTabPanel idTab={2} idVisao={4} mayEdit={false} />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe("a dashboard's automatic loading (auto_load) in a real browser", () => {
  it('reads nothing until "Load data" when the dashboard does not load automatically', async () => {
    const screen = await renderTab(false);
    await expect.element(screen.getByRole('heading', { name: 'Velocidade' })).toBeVisible();
    await expect.element(screen.getByText('Este dashboard carga sus datos a petición.')).toBeVisible();
    expect(screen.getByTestId('widget-loading').query()).toBeNull();
    await screen.getByRole('button', { name: 'Cargar datos' }).click();
    await expect.element(screen.getByTestId('widget-loading')).toBeVisible();
    expect(screen.getByText('Este dashboard carga sus datos a petición.').query()).toBeNull();
  });

  it('reads at once when it does', async () => {
    const screen = await renderTab(true);
    await expect.element(screen.getByTestId('widget-loading')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cargar datos' }).query()).toBeNull();
  });
});
