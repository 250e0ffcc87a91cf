import type { ReactNode } from 'react';
import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import { AdminContext, type DataProvider, type I18nProvider, type RaThemeOptions, type Store } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { render } from 'vitest-browser-react';
import { createDataProvider } from '../data/dataProvider.js';
import { catalogues } from '../i18n/catalogues.js';
import { i18nextOptions } from '../i18n/i18next-options.js';

/** The app's i18n provider (its catalogues), in `locale`. */
export async function i18nProviderIn(locale: string): Promise<I18nProvider> {
  const provider = await getI18nProvider(createInstance(), i18nextOptions(catalogues));
  await provider.changeLocale(locale);
  return provider;
}

export interface AdminRenderOptions {
  /** en-US unless given. */
  locale?: string;
  /** React-admin's data provider; `'app'`: the app's own, over the API (whose fetch calls the test answers). */
  dataProvider?: DataProvider | 'app';
  /** Draws the component in a box this many pixels wide; none: no box. */
  width?: number;
  /** Rendered after the component, outside its box: a location probe, `<Notification />`. */
  beside?: ReactNode;
  /** Opens at this address under a memory router instead of react-admin's own router. */
  at?: string;
  store?: Store;
  theme?: RaThemeOptions;
}

/** A component of the app in react-admin's context, as the app would show it. */
export async function renderInAdmin(ui: ReactNode, { locale = 'en-US', dataProvider, width, beside, at, store, theme }: AdminRenderOptions = {}) {
  const i18nProvider = await i18nProviderIn(locale);
  const admin = (
    <AdminContext
      i18nProvider={i18nProvider}
      dataProvider={dataProvider === 'app' ? createDataProvider(i18nProvider.translate) : dataProvider}
      store={store}
      theme={theme}
    >
      {width === undefined ? ui : <div style={{ width }}>{ui}</div>}
      {beside}
    </AdminContext>
  );
  return render(at === undefined ? admin : <MemoryRouter initialEntries={[at]}>{admin}</MemoryRouter>);
}
