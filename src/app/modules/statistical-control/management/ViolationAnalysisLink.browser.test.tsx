import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { clearSession, saveSession } from '../../../auth/session-store.js';
import { catalogues } from '../../../i18n/catalogues.js';
import { i18nextOptions } from '../../../i18n/i18next-options.js';
import { saveAccess } from '../../../navigation/access-control-store.js';
import { noClientRules } from '../../../../domain/navigation/client-rules.js';
import type { AccessMap } from '../../../../domain/navigation/filter-menu.js';
import { violationFixture } from './management-fixture.js';
import { ViolationsTable } from './ViolationsTable.js';

const rows = [violationFixture(5, { analysis: { id_effect: 31, status: 'concluded' } }), violationFixture(6)];
/** A page's permission before what a test grants. */
const nothing = { read: false, create: false, update: false, delete: false };
/** A link's href to an app path, under the test's hash router or the app's. */
const linkTo = (path: string) => new RegExp(`^#?${path.replace(/[?.]/g, '\\$&')}$`);

/** Signed in at unit 12, an admin ('1') or a user ('2') with the pages of `access`. */
function signIn(usuTipo: '1' | '2', access: AccessMap) {
  saveSession({
    token: 'token-1',
    user: { id_usuario: 5, usu_nome: 'Ana', usu_tipo: usuTipo, id_elemento: 12 },
    units: [{ id_elemento: 12, ele_descri: 'North', plt_codigo: 3, cli_codigo: 7 }],
  });
  saveAccess({ userId: 5, unitId: 12, data: access, clientRules: noClientRules });
  vi.spyOn(window, 'fetch').mockResolvedValue(new Response(JSON.stringify({ data: access }), { headers: { 'Content-Type': 'application/json' } }));
}

async function renderTable(locale: string) {
  const i18nProvider = await getI18nProvider(createInstance(), i18nextOptions(catalogues));
  await i18nProvider.changeLocale(locale);
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <div style={{ width: 1200 }}>
        <ViolationsTable rows={rows} />
      </div>
    </AdminContext>,
  );
}

describe('the root-cause links of the SPC management violations in a real browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('shows the analysis of an analysed violation and offers to analyse the others', async () => {
    signIn('2', { 'statistical-control.management': { ...nothing, read: true }, 'root-cause.generate-analysis': { ...nothing, read: true } });
    const screen = await renderTable('es-ES');
    await expect.element(screen.getByRole('columnheader', { name: 'Causa raíz' })).toBeVisible();
    const chip = screen.getByTestId('spc-violation-5-analysis');
    await expect.element(chip).toHaveTextContent('Análisis n.º 31 · Concluido');
    await expect.element(chip).toHaveAttribute('href', expect.stringMatching(linkTo('/root-cause/generate-analysis?effect=31')));
    const analyse = screen.getByTestId('spc-violation-6-analyse');
    await expect.element(analyse).toHaveTextContent('Analizar causa raíz');
    await expect.element(analyse).toHaveAttribute('href', expect.stringMatching(linkTo('/root-cause/generate-analysis?source=spc&id=6')));
    expect(document.querySelector('[data-testid="spc-violation-5-analyse"]')).toBeNull();
  });

  it('shows neither, nor their column, to a user who may not open the analysis page', async () => {
    signIn('2', { 'statistical-control.management': { ...nothing, read: true } });
    const screen = await renderTable('en-US');
    await expect.element(screen.getByTestId('spc-violation-5')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Root cause' }).query()).toBeNull();
    expect(document.querySelector('[data-testid="spc-violation-5-analysis"]')).toBeNull();
    expect(document.querySelector('[data-testid="spc-violation-6-analyse"]')).toBeNull();
  });
});
