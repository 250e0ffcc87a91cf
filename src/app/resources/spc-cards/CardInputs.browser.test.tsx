import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { referenceOf } from '../resource-names.js';
import { CardInputs } from './CardInputs.js';
import { i18nProviderIn } from '../../test-support/render-in-admin.js';

const ruleSets = referenceOf('spc-rule-sets').reference;
const tags = referenceOf('tags').reference;
const storedRuleSets = [{ id: 3, name: 'Fill weights', tags: [11, 12] }];
const storedTags = [
  { id: 11, code: 'FIL-101.WEIGHT' },
  { id: 12, code: 'FIL-102.WEIGHT' },
  { id: 13, code: 'BOILER.PRESSURE' },
];
const tagFilters: Record<string, unknown>[] = [];

/** Reference inputs ask for their choices: rule sets, and tags filtered as the API filters them (`id` is IN). */
const dataProvider = testDataProvider({
  getList: ((resource: string, params: { filter: { id?: number[] } }) => {
    if (resource === tags) tagFilters.push(params.filter);
    const rows = resource === ruleSets ? storedRuleSets : resource === tags ? storedTags : [];
    const data = rows.filter((row) => params.filter.id === undefined || params.filter.id.includes(row.id));
    return Promise.resolve({ data, total: data.length });
  }) as never,
  getOne: ((resource: string, params: { id: number }) =>
    Promise.resolve({ data: (resource === ruleSets ? storedRuleSets : storedTags).find((row) => row.id === params.id) })) as never,
  getMany: ((resource: string, params: { ids: number[] }) =>
    Promise.resolve({ data: (resource === ruleSets ? storedRuleSets : storedTags).filter((row) => params.ids.includes(row.id)) })) as never,
});

async function renderForm(locale = 'en-US') {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={await i18nProviderIn(locale)}>
      <ResourceContextProvider value="settings/statistical-control/cards">
        <CardInputs mode="create" />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('CardInputs in a real browser', () => {
  it('asks the subgroup size of X̄ charts sampled in subgroups and the sample size of p, np and u only', async () => {
    const screen = await renderForm();
    await expect.element(screen.getByLabelText('Subgroup size')).toHaveValue(5);
    expect(screen.getByLabelText('Sample size (p, np, u)').query()).toBeNull();

    await screen.getByRole('combobox', { name: 'Sampling' }).click();
    await screen.getByRole('option', { name: '3 entries per day (one per shift)' }).click();
    expect(screen.getByLabelText('Subgroup size').query()).toBeNull();

    await screen.getByRole('combobox', { name: 'Chart type' }).click();
    await screen.getByRole('option', { name: 'p (proportion defective)' }).click();
    await expect.element(screen.getByLabelText('Sample size (p, np, u)')).toBeVisible();
    expect(screen.getByLabelText('Subgroup size').query()).toBeNull();

    await screen.getByRole('combobox', { name: 'Chart type' }).click();
    await screen.getByRole('option', { name: 'c (defects)' }).click();
    expect(screen.getByLabelText('Sample size (p, np, u)').query()).toBeNull();
    await expect.element(screen.getByText('Revisions')).toBeVisible();
  });

  it("offers as the card's tag only the tags of the chosen rule set", async () => {
    const screen = await renderForm();
    await expect.element(screen.getByText('Choose the rule set first: the tag is one of its tags.')).toBeVisible();
    await screen.getByRole('combobox', { name: 'Rule set' }).click();
    await screen.getByRole('option', { name: 'Fill weights' }).click();
    await expect.poll(() => tagFilters.at(-1)).toEqual({ id: [11, 12] });
    await screen.getByRole('combobox', { name: 'Tag', exact: true }).click();
    await expect.element(screen.getByRole('option', { name: 'FIL-102.WEIGHT' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'BOILER.PRESSURE' }).query()).toBeNull();
  });
});
