/** The interface languages (platform-core section 1) and the persisted choice. */
export const locales = [
  { locale: 'en-US', name: 'English' },
  { locale: 'pt-BR', name: 'Português' },
  { locale: 'es-ES', name: 'Español' },
] as const;

export type AppLocale = (typeof locales)[number]['locale'];

export const defaultLocale: AppLocale = 'en-US';

const storageKey = 'plataforma.locale';

export function isAppLocale(value: unknown): value is AppLocale {
  return locales.some((entry) => entry.locale === value);
}

/** The first browser language we support, matched exactly and then by its language part. */
export function browserLocale(languages: readonly string[] = navigator.languages ?? [navigator.language]): AppLocale {
  for (const language of languages) {
    if (isAppLocale(language)) return language;
    const match = locales.find((entry) => entry.locale.split('-')[0] === language.split('-')[0]);
    if (match) return match.locale;
  }
  return defaultLocale;
}

/** The user's persisted choice, else the browser's language, else en-US. */
export function initialLocale(): AppLocale {
  const stored = localStorage.getItem(storageKey);
  return isAppLocale(stored) ? stored : browserLocale();
}

export function persistLocale(locale: string): void {
  if (isAppLocale(locale)) {
    localStorage.setItem(storageKey, locale);
    document.documentElement.lang = locale;
  }
}
