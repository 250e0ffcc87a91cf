import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { DashboardViewInputs } from './DashboardViewInputs.js';
import { i18nProviderIn } from '../../test-support/render-in-admin.js';

const dataProvider = testDataProvider({
  getList: (() => Promise.resolve({ data: [], total: 0 })) as never,
  getMany: () => Promise.resolve({ data: [] }) as never,
});

async function renderForm(mode: 'create' | 'update') {
  const i18nProvider = await i18nProviderIn('en-US');
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="settings/dashboards">
        <DashboardViewInputs mode={mode} />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('the dashboard form in a real browser', () => {
  it('shows the Power BI report’s fields only for a Power BI dashboard, the token masked', async () => {
    const screen = await renderForm('create');
    await expect.element(screen.getByRole('combobox', { name: 'Type' })).toBeVisible();
    expect(screen.getByLabelText('Power BI report id').query()).toBeNull();
    expect(screen.getByLabelText('Power BI embed token').query()).toBeNull();

    await screen.getByRole('combobox', { name: 'Type' }).click();
    await screen.getByRole('option', { name: 'Power BI' }).click();
    for (const label of ['Power BI client id', 'Power BI report id', 'Power BI workspace (group) id'])
      await expect.element(screen.getByLabelText(label, { exact: true })).toBeVisible();
    await expect.element(screen.getByLabelText('Power BI embed token')).toHaveAttribute('type', 'password');

    await screen.getByRole('combobox', { name: 'Type' }).click();
    await screen.getByRole('option', { name: 'HMI' }).click();
    expect(screen.getByLabelText('Power BI report id').query()).toBeNull();
  });
});
