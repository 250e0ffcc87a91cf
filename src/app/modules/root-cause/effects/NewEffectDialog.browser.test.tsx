import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { answerFetch, json } from '../../../test-support/answer-fetch.js';
import { LocationProbe } from '../../../test-support/LocationProbe.js';
import { renderInAdmin } from '../../../test-support/render-in-admin.js';
import { signInEachTest } from '../../../test-support/signed-in-session.js';
import { effectFixture } from './effect-fixture.js';
import { EffectsView } from './EffectsView.js';

const users = [
  { id_usuario: 5, usu_nome: 'Ana', usu_login: 'ana', usu_foto: null },
  { id_usuario: 8, usu_nome: 'Bruno', usu_login: 'bruno', usu_foto: null },
  { id_usuario: 11, usu_nome: 'Carla', usu_login: 'carla', usu_foto: null },
];

let posted: unknown[] = [];
let createAnswer: () => Response;

function answer(url: URL, init?: RequestInit): Response {
  if (url.pathname.endsWith('RCA/queries/effects')) return json({ data: [effectFixture(3)], total: 1 });
  if (url.pathname.endsWith('RCA/actions/effects')) {
    posted.push(JSON.parse(String(init?.body)));
    return createAnswer();
  }
  if (url.pathname.endsWith('CAC/queries/USUARIO')) return json({ data: users });
  if (url.pathname.endsWith('CAC/queries/accessControl')) return json({ data: { 'root-cause.effects-page': { read: true, create: true } } });
  return json({ data: [] });
}

async function openDialog() {
  const screen = await renderInAdmin(<EffectsView />, { dataProvider: 'app', beside: <LocationProbe /> });
  await screen.getByTestId('rca-effects-new').click();
  await expect.element(screen.getByTestId('new-effect-dialog')).toBeVisible();
  return screen;
}

describe('NewEffectDialog in a real browser', () => {
  signInEachTest({ user: { usu_tipo: '2' } });
  beforeEach(async () => {
    await page.viewport(1300, 900);
    posted = [];
    createAnswer = () => json({ data: effectFixture(41) });
    answerFetch(answer);
  });

  it('needs a description before sending anything, and names the caller in every role by default', async () => {
    const screen = await openDialog();
    await expect.element(screen.getByTestId('new-effect-responsible-input')).toHaveValue('Ana');
    await expect.element(screen.getByTestId('new-effect-manager-input')).toHaveValue('Ana');
    await screen.getByTestId('new-effect-description').fill('   ');
    await screen.getByTestId('new-effect-submit').click();
    await expect.element(screen.getByText('Describe the effect.')).toBeVisible();
    expect(posted).toEqual([]);
  });

  it("shows the server's refusal of a field under that field, then opens the new effect's analysis", async () => {
    createAnswer = () =>
      json(
        { error: { code: 'VALIDATION', message: 'global.error.messages.validation', fields: { id_manager: { key: 'rootCause.errors.personNotFound' } } } },
        400,
      );
    const screen = await openDialog();
    await screen.getByTestId('new-effect-description').fill('Seal leaks on line 2');
    await screen.getByTestId('new-effect-manager-input').click();
    await screen.getByTestId('new-effect-manager-option-8').click();
    await screen.getByTestId('new-effect-team-input').click();
    await screen.getByTestId('new-effect-team-option-11').click();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByTestId('new-effect-team-member-11')).toBeVisible();
    await screen.getByTestId('new-effect-submit').click();
    await expect.element(screen.getByTestId('new-effect-manager')).toHaveTextContent('Choose an active user of this unit.');
    expect(posted).toEqual([{ description: 'Seal leaks on line 2', id_responsible: 5, id_examiner: 5, id_manager: 8, team: [11] }]);
    createAnswer = () => json({ data: effectFixture(41) });
    await screen.getByTestId('new-effect-submit').click();
    await expect.element(screen.getByTestId('location')).toHaveTextContent('/root-cause/generate-analysis?effect=41');
  });

  it('shows a refusal of the whole effect by its message', async () => {
    createAnswer = () => json({ error: { code: 'FORBIDDEN', message: 'rootCause.errors.notYourRole' } }, 403);
    const screen = await openDialog();
    await screen.getByTestId('new-effect-description').fill('Seal leaks');
    await screen.getByTestId('new-effect-submit').click();
    await expect.element(screen.getByTestId('new-effect-error')).toHaveTextContent('Your role on this analysis does not allow this.');
  });
});
