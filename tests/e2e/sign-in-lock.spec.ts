import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminApi, api } from './admin-api.js';
import { demo, signIn } from './helpers.js';

const run = randomBytes(3).toString('hex');
const password = 'Locked#E2e-Pass2026';

test('failed sign-ins lock a user for a while; the sign-in page says so and an admin lifts the lock', async ({ page, request }) => {
  const admin = await adminApi(request);
  const login = `lock.${run}`;
  const user = await admin.call('post', 'CAC/entities/USUARIO', {
    usu_nome: login,
    usu_login: login,
    usu_senha: password,
    usu_tipo: '2',
    usu_permissao_dados: 1,
  });
  await admin.call('post', 'CAC/entities/USUARIO_ELEMENTO', { id_usuario: user.id_usuario, id_elemento: admin.north, profiles: [] });
  let status = '';
  for (let attempt = 0; attempt < 25 && status !== 'UNAUTHORIZED_PASSWORD_LIMIT'; attempt++) {
    status = (await (await request.post(api('CAC/actions/login'), { data: { username: login, password: 'Wrong#Password1' } })).json()).status;
  }
  expect(status).toBe('UNAUTHORIZED_PASSWORD_LIMIT');

  await page.goto('/');
  await page.getByTestId('signin-username').fill(login);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('signin-error')).toContainText('Sign-in for this user is locked after too many failed attempts');

  await signIn(page, demo.admin, `/settings/access-control/user-registration/${user.id_usuario}`);
  await expect(page.getByTestId('user-blocked')).toContainText('is locked until');
  await page.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('The user was unblocked.')).toBeVisible();
  expect((await request.post(api('CAC/actions/login'), { data: { username: login, password } })).status()).toBe(200);
});
