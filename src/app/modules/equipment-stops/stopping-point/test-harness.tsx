import type { ReactNode } from 'react';
import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import { AdminContext, type I18nProvider } from 'react-admin';
import { render } from 'vitest-browser-react';
import { catalogues } from '../../../i18n/catalogues.js';
import { i18nextOptions } from '../../../i18n/i18next-options.js';

async function providerIn(locale: string): Promise<I18nProvider> {
  const provider = await getI18nProvider(createInstance(), i18nextOptions(catalogues));
  await provider.changeLocale(locale);
  return provider;
}

/** A component of the page in react-admin's context, in a language, `width` pixels wide. */
export async function renderIn(locale: string, ui: ReactNode, width = 1000) {
  return render(
    <AdminContext i18nProvider={await providerIn(locale)}>
      <div style={{ width }}>{ui}</div>
    </AdminContext>,
  );
}
