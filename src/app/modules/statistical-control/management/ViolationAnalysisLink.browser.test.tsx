import { afterEach, describe, expect, it } from 'vitest';
import type { AccessMap } from '../../../../domain/navigation/filter-menu.js';
import { answerFetch, json } from '../../../test-support/answer-fetch.js';
import { renderInAdmin } from '../../../test-support/render-in-admin.js';
import { endSignedInTest, signIn } from '../../../test-support/signed-in-session.js';
import { violationFixture } from './management-fixture.js';
import { ViolationsTable } from './ViolationsTable.js';

const rows = [violationFixture(5, { analysis: { id_effect: 31, status: 'concluded' } }), violationFixture(6)];
/** A page's permission before what a test grants. */
const nothing = { read: false, create: false, update: false, delete: false };
/** A link's href to an app path, under the test's hash router or the app's. */
const linkTo = (path: string) => new RegExp(`^#?${path.replace(/[?.]/g, '\\$&')}$`);

/** Signed in at unit 12, an admin ('1') or a user ('2') with the pages of `access`. */
function signInWith(usuTipo: '1' | '2', access: AccessMap) {
  signIn({ user: { usu_tipo: usuTipo }, access });
  answerFetch(() => json({ data: access }));
}

const renderTable = (locale: string) => renderInAdmin(<ViolationsTable rows={rows} />, { locale, width: 1200 });

describe('the root-cause links of the SPC management violations in a real browser', () => {
  afterEach(endSignedInTest);

  it('shows the analysis of an analysed violation and offers to analyse the others', async () => {
    signInWith('2', { 'statistical-control.management': { ...nothing, read: true }, 'root-cause.generate-analysis': { ...nothing, read: true } });
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
    signInWith('2', { 'statistical-control.management': { ...nothing, read: true } });
    const screen = await renderTable('en-US');
    await expect.element(screen.getByTestId('spc-violation-5')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Root cause' }).query()).toBeNull();
    expect(document.querySelector('[data-testid="spc-violation-5-analysis"]')).toBeNull();
    expect(document.querySelector('[data-testid="spc-violation-6-analyse"]')).toBeNull();
  });
});
