import type { InitOptions } from 'i18next';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { defaultLocale, initialLocale, locales, type AppLocale } from './locales.js';
import type { Catalogue } from './catalogues-app.js';

/** i18next options for these catalogues, starting in the persisted or browser locale. */
export function i18nextOptions(catalogues: Record<AppLocale, Catalogue>): InitOptions {
  const resources = Object.fromEntries(locales.map(({ locale }) => [locale, { translation: convertRaTranslationsToI18next(catalogues[locale]) }]));
  return {
    resources,
    lng: initialLocale(),
    fallbackLng: defaultLocale,
    supportedLngs: locales.map(({ locale }) => locale),
    load: 'currentOnly',
    nsSeparator: false,
    // React escapes what it renders; escaping here would show '&#x2F;' in messages.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  };
}
