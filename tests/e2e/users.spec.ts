import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi as demoAdminApi } from './admin-api.js';
import { demo, signIn } from './helpers.js';

const run = randomBytes(3).toString('hex');
const users = '/settings/access-control/user-registration';
const password = 'Users#E2e-Pass2026';
/** Users made here carry the run id; the demo users stay untouched. */
async function adminApi(request: APIRequestContext) {
  const { north, call } = await demoAdminApi(request);
  return {
    north,
    call,
    user: (login: string, fields: Record<string, unknown> = {}) =>
      call('post', 'CAC/entities/USUARIO', { usu_nome: login, usu_login: login, usu_senha: password, usu_tipo: '2', usu_permissao_dados: 1, ...fields }),
  };
}

/** A real PNG, drawn and encoded by the browser. */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 32;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1890ff';
    context.fillRect(0, 0, 32, 32);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function openUser(page: Page, id: number): Promise<void> {
  await page.goto(`${users}/${id}`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe.configure({ mode: 'serial' });

test('the user form shows each validation message and saves a valid user', async ({ page }) => {
  await signIn(page, demo.admin, `${users}/create`);
  await textbox(page, 'Email').fill('john@');
  await page.getByRole('button', { name: 'Save' }).click();
  // Name, login, password and its confirmation.
  await expect(page.getByText('Required field')).toHaveCount(4);
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();

  await textbox(page, 'Name').fill('n'.repeat(51));
  await textbox(page, 'Login').fill('john doe');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('At most 50 characters')).toBeVisible();
  await expect(page.getByText('Spaces are not allowed')).toBeVisible();

  await expect(page.getByRole('button', { name: 'Administrator' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'User', exact: true }).click();
  await textbox(page, 'Name').fill('Erin Example');
  await textbox(page, 'Login').fill('operator');
  await textbox(page, 'Email').fill('erin@plant.example');
  await textbox(page, 'Password').fill(password);
  await textbox(page, 'Confirm the password').fill(`${password}x`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await textbox(page, 'Confirm the password').fill(password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This login is already taken')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);

  await textbox(page, 'Login').fill(`erin.${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`${users}/\\d+$`));
  await expect(textbox(page, 'Login')).toHaveValue(`erin.${run}`);
});

test('an avatar is uploaded as a real PNG, and a text file named .png is refused', async ({ page, request }) => {
  const admin = await adminApi(request);
  const user = await admin.user(`photo.${run}`);
  await signIn(page, demo.admin, `${users}/${user.id_usuario}`);
  await expect(textbox(page, 'Name')).toHaveValue(`photo.${run}`);

  await page.getByTestId('avatar-file').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are notes, not a picture') });
  await expect(page.getByText('The photo must be a PNG or JPEG image.')).toBeVisible();
  await expect(page.getByTestId('avatar-preview').locator('img')).toHaveCount(0);

  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await drawnPng(page) });
  await expect(page.getByTestId('avatar-preview').locator('img')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByText('PNG or JPEG, smaller than 2 MB')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`${users}(\\?.*)?$`));

  const saved = await admin.call('get', `CAC/entities/USUARIO/${user.id_usuario}`);
  expect(saved.usu_foto).toMatch(/^[0-9a-f]{32}\.png$/);
  await openUser(page, user.id_usuario);
  await expect(page.getByTestId('avatar-preview').locator('img')).toHaveAttribute('src', /^blob:/);
});

test('units are assigned with their profiles and initial page, an admin gets a plain switch list', async ({ page, request }) => {
  const admin = await adminApi(request);
  const user = await admin.user(`fitter.${run}`);
  const chief = await admin.user(`chief.${run}`, { usu_tipo: '1' });
  await signIn(page, demo.admin, `${users}/${user.id_usuario}`);
  const north = page.getByTestId(`user-unit-${admin.north}`);
  const operatorProfile = north.getByRole('switch', { name: 'Operator' });
  await expect(operatorProfile).toBeDisabled();

  // The switches show what the server holds: each click saves, then the units are read again.
  await north.getByRole('switch', { name: /Registered in .*North Line 1/ }).click();
  await expect(operatorProfile).toBeEnabled();
  await operatorProfile.click();
  await expect(operatorProfile).toBeChecked();
  await page.getByTestId(`initial-page-${admin.north}`).locator('..').click();
  await page.getByRole('option', { name: 'Units of measurement', exact: true }).click();
  await expect(north.getByRole('combobox')).toHaveText('Units of measurement');

  await page.reload();
  await expect(north.getByRole('switch', { name: /Registered in .*North Line 1/ })).toBeChecked();
  await expect(north.getByRole('switch', { name: 'Operator' })).toBeChecked();
  const units = await admin.call('get', `CAC/entities/ELEMENTO/${user.id_usuario}`);
  expect(units.find((unit: { id_elemento: number }) => unit.id_elemento === admin.north)).toMatchObject({
    selected: true,
    initial_page: '/settings/unit-measurement',
    profiles: expect.arrayContaining([expect.objectContaining({ per_descri: 'Operator', selected: true })]),
  });

  await openUser(page, chief.id_usuario);
  await expect(page.getByText('Administrators reach every unit.')).toBeVisible();
  await expect(page.getByTestId('user-units').getByRole('switch', { name: 'Operator' })).toHaveCount(0);
  await page
    .getByTestId('user-units')
    .getByRole('switch', { name: /North Line 1/ })
    .click();
  await expect(page.getByTestId('user-units').getByRole('switch', { name: /North Line 1/ })).toBeChecked();
});

test("a blocked user's form shows only the password and unblocks the user", async ({ page, request }) => {
  const admin = await adminApi(request);
  const user = await admin.user(`locked.${run}`);
  await admin.call('put', `CAC/entities/USUARIO/${user.id_usuario}`, { usu_bloqueado: 1 });
  await signIn(page, demo.admin, `${users}/${user.id_usuario}`);
  await expect(page.getByTestId('user-blocked')).toBeVisible();
  await expect(textbox(page, 'Password')).toBeVisible();
  await expect(textbox(page, 'Name')).toHaveCount(0);
  await expect(page.getByTestId('user-units')).toHaveCount(0);

  await page.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('The user was unblocked.')).toBeVisible();
  await expect(textbox(page, 'Name')).toHaveValue(`locked.${run}`);
  expect((await admin.call('get', `CAC/entities/USUARIO/${user.id_usuario}`)).usu_bloqueado).toBe(0);
});

test("an assignment past the client's user limit shows the 406 warning", async ({ page, request }) => {
  const admin = await adminApi(request);
  const user = await admin.user(`extra.${run}`);
  const [links, actives, parameters] = await Promise.all([
    admin.call('get', `CAC/entities/USUARIO_ELEMENTO?range=${encodeURIComponent('[0,999]')}`),
    admin.call('get', `CAC/entities/USUARIO?range=${encodeURIComponent('[0,999]')}&filter=${encodeURIComponent('{"usu_ativo":"S"}')}`),
    admin.call('get', 'EST/entities/PARAMETROS'),
  ]);
  const activeIds = new Set(actives.map((row: { id_usuario: number }) => row.id_usuario));
  const licensed = new Set(links.map((row: { id_usuario: number }) => row.id_usuario).filter((id: number) => activeIds.has(id))).size;
  const record = parameters[0] ?? (await admin.call('post', 'EST/entities/PARAMETROS', { failed_sign_in_limit: 5, user_limit: 0 }));
  const path = `EST/entities/PARAMETROS/${record.id_parametros}`;
  await admin.call('put', path, { user_limit: licensed });
  try {
    await signIn(page, demo.admin, `${users}/${user.id_usuario}`);
    const north = page.getByTestId(`user-unit-${admin.north}`).getByRole('switch', { name: /Registered in .*North Line 1/ });
    await north.click();
    await expect(page.getByText('The limit of registered users for this client has been reached.', { exact: false })).toBeVisible();
    await expect(north).not.toBeChecked();
  } finally {
    await admin.call('put', path, { user_limit: record.user_limit ?? 0 });
  }
});

test('a regular user edits their own profile from the header, without seeing their type', async ({ page, request }) => {
  const admin = await adminApi(request);
  const user = await admin.user(`self.${run}`, { usu_nome: 'Sam' });
  await admin.call('post', 'CAC/entities/ELEMENTO', { id_usuario: user.id_usuario, id_elemento: admin.north });
  await signIn(page, { username: `self.${run}`, password }, '/');
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menu').getByText(`self.${run}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('menu').getByText('Sam', { exact: true })).toBeVisible();
  await page.getByTestId('profile-edit').click();
  const dialog = page.getByRole('dialog', { name: 'My profile' });
  await expect(dialog.getByRole('button', { name: 'Administrator' })).toHaveCount(0);
  await expect(dialog.getByRole('switch', { name: 'Active' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Sam Self');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('sam@plant.example');
  await dialog.getByTestId('avatar-file').setInputFiles({ name: 'sam.png', mimeType: 'image/png', buffer: await drawnPng(page) });
  await expect(dialog.getByTestId('avatar-preview').locator('img')).toHaveAttribute('src', /^blob:/);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile' })).toContainText('Sam Self');
  await expect(page.getByRole('button', { name: 'Profile' }).locator('img')).toHaveAttribute('src', /^blob:/);
  expect(await admin.call('get', `CAC/entities/USUARIO/${user.id_usuario}`)).toMatchObject({
    usu_nome: 'Sam Self',
    usu_email: 'sam@plant.example',
    usu_tipo: '2',
  });
});

test('a user changing their own password in the profile gives the current one, and a wrong one is refused', async ({ page, request }) => {
  const admin = await adminApi(request);
  const user = await admin.user(`pass.${run}`);
  await admin.call('post', 'CAC/entities/ELEMENTO', { id_usuario: user.id_usuario, id_elemento: admin.north });
  await signIn(page, { username: `pass.${run}`, password }, '/');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByTestId('profile-edit').click();
  const dialog = page.getByRole('dialog', { name: 'My profile' });
  const renewed = 'Renewed#Own-Pass2026';
  await dialog.getByLabel('Password', { exact: true }).fill(renewed);
  await dialog.getByLabel('Confirm the password').fill(renewed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required field')).toBeVisible();

  await dialog.getByLabel('Current password').fill('Not#My-Password-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The current password is not correct.')).toBeVisible();

  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  const signedIn = await request.post('/plataforma/CAC/actions/login', { data: { username: `pass.${run}`, password: renewed } });
  expect(signedIn.status()).toBe(200);
});

test('a non-admin registrar sees the admin type disabled, admins read-only and their own type locked', async ({ page, request }) => {
  const admin = await adminApi(request);
  const permissions = [{ menu_id: 'settings.access-control.user-registration', read: true, create: true, update: true, delete: false }];
  const profile = await admin.call('post', 'CAC/entities/PERFIL', { per_descri: `Registrar ${run}`, permissions });
  const registrar = await admin.user(`registrar.${run}`);
  await admin.call('post', 'CAC/entities/USUARIO_ELEMENTO', { id_usuario: registrar.id_usuario, id_elemento: admin.north, profiles: [profile.id_perfil] });
  const adminRecord = (await admin.call('get', `CAC/entities/USUARIO?filter=${encodeURIComponent('{"usu_login":"admin"}')}`))[0];

  await signIn(page, { username: `registrar.${run}`, password }, `${users}/create`);
  await expect(page.getByRole('button', { name: 'Administrator' })).toBeDisabled();
  await page.getByTestId('user-type-admin-locked').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Only an administrator can make a user an administrator');

  await openUser(page, adminRecord.id_usuario);
  await expect(page.getByTestId('user-read-only')).toHaveText('This user is an administrator. Only administrators can change it.');
  await expect(textbox(page, 'Name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await openUser(page, registrar.id_usuario);
  await expect(page.getByText('You cannot change your own type or active flag')).toBeVisible();
  await expect(page.getByRole('button', { name: 'User', exact: true })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Active' })).toBeDisabled();
  // Their own password changes in the profile popup, which asks for the current one.
  await expect(page.getByTestId('own-password-in-profile')).toHaveText(
    'To change your own password, use My profile in the header menu: it asks for your current password.',
  );
  await expect(textbox(page, 'Password')).toHaveCount(0);
});
