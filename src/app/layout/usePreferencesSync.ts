import { useEffect } from 'react';
import { useStore } from 'react-admin';
import { persistLocale } from '../i18n/locales.js';
import { persistThemeMode } from '../theme/themes.js';

/**
 * Copies the locale and theme chosen in the app bar to our own keys: react-admin's store is reset
 * on sign-out, but the choice should survive it and reach the sign-in screen.
 */
export function usePreferencesSync(): void {
  const [locale] = useStore<string>('locale');
  const [theme] = useStore<string>('theme');
  useEffect(() => {
    if (locale) persistLocale(locale);
  }, [locale]);
  useEffect(() => {
    if (theme) persistThemeMode(theme);
  }, [theme]);
}
