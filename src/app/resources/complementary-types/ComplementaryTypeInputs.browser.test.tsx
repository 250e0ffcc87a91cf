import { AdminContext, ResourceContextProvider, SaveContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ComplementaryTypeInputs } from './ComplementaryTypeInputs.js';
import { i18nProviderIn } from '../../test-support/render-in-admin.js';

async function renderForm(saved: Record<string, unknown>[]) {
  const save = (values: Record<string, unknown>) => void saved.push(values);
  return render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={await i18nProviderIn('en-US')}>
      <ResourceContextProvider value="complementary-types">
        <SaveContextProvider value={{ save, saving: false, mutationMode: 'pessimistic' }}>
          <ComplementaryTypeInputs mode="create" />
        </SaveContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('ComplementaryTypeInputs in a real browser', () => {
  it('asks for choices only for a choice field, and saves them as a list of texts', async () => {
    const saved: Record<string, unknown>[] = [];
    const screen = await renderForm(saved);
    await expect.element(screen.getByLabelText('Code')).toBeVisible();
    expect(screen.getByText('Choices').query()).toBeNull();

    await screen.getByRole('combobox', { name: 'Field type' }).click();
    await screen.getByRole('option', { name: 'Choice' }).click();
    await expect.element(screen.getByText('Choices')).toBeVisible();
    await screen.getByLabelText('Code').fill('CAUSE');
    await screen.getByLabelText('Description').fill('Root cause');
    for (const choice of ['Wear', 'Material']) {
      await screen.getByRole('button', { name: 'Add' }).click();
      await screen.getByRole('textbox').last().fill(choice);
    }
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]).toMatchObject({ code: 'CAUSE', description: 'Root cause', field_type: 'choice', options: ['Wear', 'Material'] });

    await screen.getByRole('combobox', { name: 'Field type' }).click();
    await screen.getByRole('option', { name: 'Number' }).click();
    expect(screen.getByText('Choices').query()).toBeNull();
  });

  it('refuses an empty choice before saving', async () => {
    const saved: Record<string, unknown>[] = [];
    const screen = await renderForm(saved);
    await screen.getByRole('combobox', { name: 'Field type' }).click();
    await screen.getByRole('option', { name: 'Choice' }).click();
    await screen.getByLabelText('Code').fill('EMPTY');
    await screen.getByLabelText('Description').fill('Empty choice');
    await screen.getByRole('button', { name: 'Add' }).click();
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText('Required field')).toBeVisible();
    expect(saved).toEqual([]);
  });
});
