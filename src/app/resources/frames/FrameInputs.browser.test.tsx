import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { FrameInputs } from './FrameInputs.js';
import { i18nProviderIn } from '../../test-support/render-in-admin.js';

const storedMotives = [
  { id: 1, description: 'Material jam', active: true },
  { id: 2, description: 'Retired motive', active: false },
];
const listCalls: { resource: string; filter: Record<string, unknown> }[] = [];

/** Reference inputs ask for their choices: motives as the API filters them, every other list empty. */
const dataProvider = testDataProvider({
  getList: ((resource: string, params: { filter: Record<string, unknown> }) => {
    listCalls.push({ resource, filter: params.filter });
    const data = resource === 'motives' ? storedMotives.filter((m) => params.filter.active === undefined || m.active === params.filter.active) : [];
    return Promise.resolve({ data, total: data.length });
  }) as never,
  getMany: () => Promise.resolve({ data: [] }) as never,
});

async function renderForm(locale = 'en-US') {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={await i18nProviderIn(locale)}>
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

  it('offers only active motives to allow', async () => {
    const screen = await renderForm();
    await screen.getByRole('combobox', { name: 'Allowed motives' }).click();
    await expect.element(screen.getByRole('option', { name: 'Material jam' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Retired motive' }).query()).toBeNull();
    expect(listCalls.filter((call) => call.resource === 'motives').every((call) => call.filter.active === true)).toBe(true);
  });

  it('speaks Portuguese', async () => {
    const screen = await renderForm('pt-BR');
    await expect.element(screen.getByRole('region', { name: 'Detecção de paradas' })).toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'Quem aponta, aprova e anula' })).toBeVisible();
  });
});
