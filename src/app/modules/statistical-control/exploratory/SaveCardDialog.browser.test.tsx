import { HttpError, type DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json } from '../../../test-support/answer-fetch.js';
import { renderInAdmin } from '../../../test-support/render-in-admin.js';
import { signInEachTest } from '../../../test-support/signed-in-session.js';
import { initialChoice } from './exploratory-choice.js';
import { SaveCardDialog } from './SaveCardDialog.js';

const ruleSets = [
  { id: 1, id_rule_set: 1, name: 'Filling', rules: [1, 2, 5], tags: [7, 8], active: true },
  { id: 2, id_rule_set: 2, name: 'Boilers', rules: [1], tags: [9], active: true },
  { id: 3, id_rule_set: 3, name: 'Old filling', rules: [1], tags: [7], active: false },
];
const alerts = [{ id: 4, id_alerta: 4, ale_titulo: 'Fill weight out of control', active: true }];
const tag = { id_tag: 7, code: 'FIL-101.WEIGHT', description: 'Fill weight' };
const choice = { ...initialChoice({ from: 0, to: 1 }), idTag: 7, subgroupSize: 4, k: 3 };

type Create = (resource: string, params: { data: Record<string, unknown> }) => Promise<{ data: Record<string, unknown> }>;

/** React-admin's data provider interface over fixed lists, with the create under test. */
function dataProvider(create: Create, sets = ruleSets): DataProvider {
  const list = (resource: string) =>
    resource === 'settings/statistical-control/rules' ? sets : resource === 'settings/alerts/alerts-configuration' ? alerts : [];
  return {
    getList: (resource: string) => Promise.resolve({ data: list(resource), total: list(resource).length }),
    create,
  } as unknown as DataProvider;
}

const renderDialog = (provider: DataProvider, locale = 'en-US') =>
  renderInAdmin(<SaveCardDialog choice={choice} tag={tag} onClose={() => undefined} />, { locale, dataProvider: provider });

describe('SaveCardDialog in a real browser', () => {
  // An administrator (may read alerts); the access-control call answers an empty map.
  signInEachTest();
  beforeEach(() => {
    answerFetch(() => json({ data: {} }));
  });

  it('asks for a code and a K from 1 to 6 before creating anything, with the tag’s one active rule set chosen', async () => {
    const create = vi.fn<Create>();
    const screen = await renderDialog(dataProvider(create));
    await expect.element(screen.getByTestId('spc-save-rule-set')).toHaveValue('1');
    await screen.getByTestId('spc-save-k').fill('9');
    await screen.getByTestId('spc-save-submit').click();
    await expect.element(screen.getByText('Required')).toBeVisible();
    await expect.element(screen.getByText('K must be from 1 to 6')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the server’s refusals under their fields, and those of the page’s fields above them', async () => {
    const refusal = new HttpError('The data has validation errors', 400, {
      errors: { code: 'This value already exists', subgroup_size: 'A subgroup has 2 to 25 values' },
    });
    const screen = await renderDialog(dataProvider(() => Promise.reject(refusal)));
    await screen.getByTestId('spc-save-code').fill('FW-01');
    await screen.getByTestId('spc-save-submit').click();
    await expect.element(screen.getByText('This value already exists')).toBeVisible();
    await expect.element(screen.getByTestId('spc-save-refused')).toHaveTextContent('Subgroup size: A subgroup has 2 to 25 values');
    // Typing a new code clears its refusal.
    await screen.getByTestId('spc-save-code').fill('FW-02');
    await expect.element(screen.getByText('This value already exists')).not.toBeInTheDocument();
  });

  it('creates the card with the page’s chart and leads to it', async () => {
    const create = vi.fn<Create>((_, params) => Promise.resolve({ data: { ...params.data, id: 42 } }));
    const screen = await renderDialog(dataProvider(create), 'pt-BR');
    await screen.getByTestId('spc-save-code').fill(' FW-01 ');
    await screen.getByTestId('spc-save-k').fill('2,5');
    await screen.getByTestId('spc-save-alert').click({ force: true });
    await screen.getByRole('option', { name: 'Fill weight out of control' }).click();
    await screen.getByTestId('spc-save-submit').click();
    await expect.element(screen.getByTestId('spc-card-saved')).toHaveTextContent('Carta FW-01 salva.');
    expect(create).toHaveBeenCalledWith('settings/statistical-control/cards', {
      data: {
        code: 'FW-01',
        id_tag: 7,
        chart_type: 'xbar-r',
        sampling: 'subgroup',
        subgroup_size: 4,
        id_rule_set: 1,
        k_factor: 2.5,
        id_alerta: 4,
        revisions: [],
        active: true,
      },
    });
    await expect.element(screen.getByTestId('spc-open-card')).toHaveAttribute('href', expect.stringMatching(/\/settings\/statistical-control\/cards\/42$/));
    await expect.element(screen.getByTestId('spc-open-management')).toHaveAttribute('href', expect.stringMatching(/\/statistical-control\/management$/));
  });

  it('says so when no active rule set charts the tag, and does not save', async () => {
    const screen = await renderDialog(dataProvider(vi.fn<Create>(), ruleSets.slice(1)), 'es-ES');
    await expect.element(screen.getByTestId('spc-save-no-rule-set')).toHaveTextContent('Ningún conjunto de reglas activo');
    await expect.element(screen.getByTestId('spc-save-submit')).toBeDisabled();
  });
});
