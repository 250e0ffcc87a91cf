import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import DashboardListPage from './DashboardListPage.js';
import { i18nProviderIn } from '../../../../test-support/render-in-admin.js';

const views = [
  { id: 1, id_visao: 1, vis_descricao: 'Produção', dashboard_type: 'standard', initial_page: false },
  { id: 2, id_visao: 2, vis_descricao: 'Sala de controle', dashboard_type: 'hmi', initial_page: true },
];

function Opened() {
  return <output data-testid="opened">{useParams().id}</output>;
}

async function renderAt(address: string) {
  const dataProvider = testDataProvider({ getList: (() => Promise.resolve({ data: views, total: views.length })) as never });
  return render(
    <MemoryRouter initialEntries={[address]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={await i18nProviderIn('pt-BR')}>
        <Routes>
          <Route path="/dashboard" element={<DashboardListPage />} />
          <Route path="/dashboard/:id" element={<Opened />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the dashboard list in a real browser', () => {
  it('opens the dashboard marked as the initial page at once', async () => {
    const screen = await renderAt('/dashboard');
    await expect.element(screen.getByTestId('opened')).toHaveTextContent('2');
  });

  it('lists the dashboards with their type when the list itself is asked for', async () => {
    const screen = await renderAt('/dashboard?all');
    await expect.element(screen.getByRole('link', { name: /Produção/ })).toHaveAttribute('href', '/dashboard/1');
    await expect.element(screen.getByRole('link', { name: /Sala de controle/ })).toHaveTextContent(/Abre primeiro/);
    await expect.element(screen.getByRole('link', { name: /Produção/ })).toHaveTextContent(/Padrão/);
  });
});
