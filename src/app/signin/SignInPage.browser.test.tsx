import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { clearSession } from '../auth/session-store.js';
import { signInI18n } from './signin-i18n.js';
import { SignInPage } from './SignInPage.js';

const renderSignIn = () =>
  render(
    <MemoryRouter initialEntries={['/login']}>
      <SignInPage />
    </MemoryRouter>,
  );

describe('the sign-in screen in a real browser', () => {
  beforeEach(async () => {
    clearSession();
    await signInI18n.changeLanguage('en-US');
  });
  afterEach(() => localStorage.removeItem('plataforma.locale'));

  it('renders the sign-in form in English', async () => {
    const screen = await renderSignIn();
    await expect.element(screen.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect.element(screen.getByLabelText('Username')).toBeVisible();
    await expect.element(screen.getByLabelText('Password')).toBeVisible();
  });

  it.each([
    ['Português', 'Entrar', 'Usuário', 'pt-BR'],
    ['Español', 'Iniciar sesión', 'Usuario', 'es-ES'],
  ])('speaks %s once chosen, and remembers the choice', async (language, title, username, locale) => {
    const screen = await renderSignIn();
    await screen.getByRole('combobox', { name: 'Language' }).click();
    await screen.getByRole('option', { name: language }).click();
    await expect.element(screen.getByRole('form', { name: title })).toBeVisible();
    await expect.element(screen.getByLabelText(username)).toBeVisible();
    expect(localStorage.getItem('plataforma.locale')).toBe(locale);
  });
});
