import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import { AdminContext, ResourceContextProvider, testDataProvider, type I18nProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { catalogues } from '../../i18n/catalogues.js';
import { i18nextOptions } from '../../i18n/i18next-options.js';
import { FrameInputs } from './FrameInputs.js';

async function providerIn(locale: string): Promise<I18nProvider> {
  const provider = await getI18nProvider(createInstance(), i18nextOptions(catalogues));
  await provider.changeLocale(locale);
  return provider;
}

/** Reference inputs ask for their choices: every list is empty here. */
const dataProvider = testDataProvider({
  getList: () => Promise.resolve({ data: [], total: 0 }) as never,
  getMany: () => Promise.resolve({ data: [] }) as never,
});

async function renderForm(locale = 'en-US') {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={await providerIn(locale)}>
      <ResourceContextProvider value="frames">
        <FrameInputs mode="create" />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('FrameInputs in a real browser', () => {
  it('groups the fields in sections and shows detection settings only for automatic insertion', async () => {
    const screen = await renderForm();
    for (const section of ['Identity', 'Stop detection', 'Motives and complementary types', 'Who records, approves and annuls', 'Integration'])
      await expect.element(screen.getByRole('region', { name: section })).toBeVisible();
    await expect.element(screen.getByText('Stops of a manual frame are recorded by people: there is nothing to detect.')).toBeVisible();
    expect(screen.getByLabelText('Minimum stop duration (s)').query()).toBeNull();

    await screen.getByRole('combobox', { name: 'Insertion' }).click();
    await screen.getByRole('option', { name: 'Automatic' }).click();
    await expect.element(screen.getByLabelText('Minimum stop duration (s)')).toHaveValue(120);
    await expect.element(screen.getByLabelText('Execution interval (min)')).toHaveValue(5);
    await expect.element(screen.getByRole('combobox', { name: 'State tag', exact: true })).toBeVisible();
    expect(screen.getByText('Stops of a manual frame are recorded by people: there is nothing to detect.').query()).toBeNull();

    await screen.getByRole('combobox', { name: 'Insertion' }).click();
    await screen.getByRole('option', { name: 'Manual' }).click();
    expect(screen.getByLabelText('Minimum stop duration (s)').query()).toBeNull();
  });

  it('speaks Portuguese', async () => {
    const screen = await renderForm('pt-BR');
    await expect.element(screen.getByRole('region', { name: 'Detecção de paradas' })).toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'Quem aponta, aprova e anula' })).toBeVisible();
  });
});
