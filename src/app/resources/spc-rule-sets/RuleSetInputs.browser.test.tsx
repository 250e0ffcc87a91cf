import { AdminContext, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { RuleSetInputs } from './RuleSetInputs.js';
import { RulesField } from './RulesField.js';
import { i18nProviderIn } from '../../test-support/render-in-admin.js';

const dataProvider = testDataProvider({
  getList: (() => Promise.resolve({ data: [], total: 0 })) as never,
  getMany: (() => Promise.resolve({ data: [] })) as never,
});

async function renderIn(children: React.ReactNode, locale = 'en-US') {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={await i18nProviderIn(locale)}>
      <ResourceContextProvider value="settings/statistical-control/rules">{children}</ResourceContextProvider>
    </AdminContext>,
  );
}

describe('RuleSetInputs in a real browser', () => {
  it('offers every rule as a checkbox named after it, all chosen for a new rule set', async () => {
    const screen = await renderIn(<RuleSetInputs mode="create" />);
    await expect.element(screen.getByRole('checkbox', { name: 'R0 · Outside the specification limits' })).toBeChecked();
    await expect.element(screen.getByRole('checkbox', { name: 'R8 · Eight points in a row beyond 1 sigma, on both sides' })).toBeChecked();
    expect(screen.getByRole('checkbox').all()).toHaveLength(9);
    await screen.getByRole('checkbox', { name: 'R3 · Six points in a row steadily increasing or decreasing' }).click();
    await expect.element(screen.getByRole('checkbox', { name: 'R3 · Six points in a row steadily increasing or decreasing' })).not.toBeChecked();
  });

  it('speaks Spanish', async () => {
    const screen = await renderIn(<RuleSetInputs mode="create" />, 'es-ES');
    await expect.element(screen.getByRole('checkbox', { name: /^R1 · / })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'R1 · One point beyond K sigma' }).query()).toBeNull();
  });
});

describe('RulesField in a real browser', () => {
  it("shows a rule set's rules by their short names", async () => {
    const screen = await renderIn(
      <RecordContextProvider value={{ id: 1, rules: [1, 2, 5] }}>
        <RulesField source="rules" label="resources.spc-rule-sets.fields.rules" />
      </RecordContextProvider>,
    );
    for (const short of ['R1', 'R2', 'R5']) await expect.element(screen.getByText(short, { exact: true })).toBeVisible();
    expect(screen.getByText('R0', { exact: true }).query()).toBeNull();
  });
});
