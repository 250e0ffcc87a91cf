import { useEffect, useState } from 'react';
import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { catalogues } from './catalogues.js';
import { i18nextOptions } from './i18next-options.js';
import { locales, persistLocale } from './locales.js';

/** The react-admin i18nProvider (ra-i18n-i18next); a locale change is remembered for the next visit. */
export function useAppI18nProvider(): I18nProvider | null {
  const [provider, setProvider] = useState<I18nProvider | null>(null);
  useEffect(() => {
    let cancelled = false;
    const availableLocales = locales.map(({ locale, name }) => ({ locale, name }));
    getI18nProvider(createInstance(), i18nextOptions(catalogues), availableLocales).then((base) => {
      if (cancelled) return;
      setProvider({
        ...base,
        changeLocale: async (locale: string) => {
          await base.changeLocale(locale);
          persistLocale(locale);
        },
      });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return provider;
}
