import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, memoryStore, type DataProvider, type I18nProvider } from 'react-admin';
import type { AppLocale } from '../../../i18n/locales.js';
import { darkTheme, lightTheme, storedThemeMode } from '../../../theme/themes.js';
import { embedI18nProvider } from './embed-i18n.js';

/** A link's page reads only through its token (embed-api.ts, tab data): react-admin's data hooks have nothing to read. */
const noRecords = () => Promise.reject(new Error('A dashboard link reads no records.'));
const noDataProvider: DataProvider = {
  getList: noRecords,
  getOne: noRecords,
  getMany: noRecords,
  getManyReference: noRecords,
  create: noRecords,
  update: noRecords,
  updateMany: noRecords,
  delete: noRecords,
  deleteMany: noRecords,
};

/**
 * What the widget renderers need outside the signed app: react-admin's contexts (translations in the link's
 * language, a store in memory only, notifications, the theme). Nothing renders until the catalogues are loaded.
 */
export function EmbedProviders({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const [i18nProvider, setI18nProvider] = useState<I18nProvider | null>(null);
  useEffect(() => {
    document.documentElement.lang = locale;
    let current = true;
    void embedI18nProvider(locale).then((provider) => current && setI18nProvider(provider));
    return () => {
      current = false;
    };
  }, [locale]);
  const store = useMemo(() => memoryStore({ locale, theme: storedThemeMode() }), [locale]);
  if (!i18nProvider) return null;
  return (
    <AdminContext
      dataProvider={noDataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme={storedThemeMode()}
    >
      <CssBaseline />
      {children}
    </AdminContext>
  );
}
