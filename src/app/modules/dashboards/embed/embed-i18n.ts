import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { catalogues } from '../../../i18n/catalogues.js';
import { i18nextOptions } from '../../../i18n/i18next-options.js';
import { browserLocale, isAppLocale, locales, type AppLocale } from '../../../i18n/locales.js';

/** A link's language: `?lang=` when it names one of ours, else the browser's (a wall screen has no user to choose). */
export function embedLocale(search: string, fallback: () => AppLocale = () => browserLocale()): AppLocale {
  const asked = new URLSearchParams(search).get('lang');
  return isAppLocale(asked) ? asked : fallback();
}

/**
 * The app's catalogues as react-admin's i18n provider, in `locale`, for a page without the signed app: the
 * widget renderers translate with react-admin's `useTranslate`. The choice is not persisted (a link's `?lang=`
 * must not change the language of the user's own session in this browser).
 */
export function embedI18nProvider(locale: AppLocale): Promise<I18nProvider> {
  const availableLocales = locales.map(({ locale: code, name }) => ({ locale: code, name }));
  return getI18nProvider(createInstance(), { ...i18nextOptions(catalogues), lng: locale }, availableLocales);
}
