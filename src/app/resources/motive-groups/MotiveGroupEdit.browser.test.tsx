import { Admin, Resource, testDataProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { MotiveGroupEdit } from './MotiveGroupEdit.js';
import { i18nProviderIn } from '../../test-support/render-in-admin.js';

const group = { id: 7, id_motive_group: 7, code: 'MECH', description: 'Mechanical stops', color: '#d32f2f', active: 'S' };
const motives = [{ id: 1, code: 'JAM', description: 'Material jam', id_motive_group: 7, loss_category: 'availability', color: '#e53935', active: true }];

const dataProvider = testDataProvider({
  getOne: (() => Promise.resolve({ data: group })) as DataProvider['getOne'],
  getList: ((resource, params) => {
    const data = resource === 'motives' ? motives.filter((m) => m.id_motive_group === params.filter.id_motive_group) : [];
    return Promise.resolve({ data, total: data.length });
  }) as DataProvider['getList'],
});

async function i18nProvider(): Promise<I18nProvider> {
  const provider = await i18nProviderIn('en-US');
  return provider;
}

describe('MotiveGroupEdit in a real browser', () => {
  it("shows the group's form and below it the group's motives, read-only without the permission", async () => {
    window.location.hash = '#/motive-groups/7';
    const screen = await render(
      <Admin dataProvider={dataProvider} i18nProvider={await i18nProvider()}>
        <Resource name="motive-groups" list={() => null} edit={MotiveGroupEdit} />
      </Admin>,
    );
    await expect.element(screen.getByRole('textbox', { name: /^Description/ }).first()).toHaveValue('Mechanical stops');
    await expect.element(screen.getByRole('heading', { name: 'Motives of this group' })).toBeVisible();
    await expect.element(screen.getByText('Material jam')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add motive' }).query()).toBeNull();
  });
});
