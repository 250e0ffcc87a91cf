import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { Admin, Resource, localStorageStore } from 'react-admin';
import { authProvider } from './auth/authProvider.js';
import { defaultPath } from './auth/destination.js';
import { createDataProvider } from './data/dataProvider.js';
import { useAppI18nProvider } from './i18n/useAppI18nProvider.js';
import { initialLocale } from './i18n/locales.js';
import { darkTheme, lightTheme, storedThemeMode } from './theme/themes.js';
import { resources } from './resources/index.js';
import { branding } from './config/branding.js';
import { contractRoutes } from './modules/contract/contractRoutes.js';
import { mobileRoutes } from './mobile/mobileRoutes.js';
import { GuardedLayout } from './navigation/GuardedLayout.js';
import { navigationRoutes } from './navigation/navigationRoutes.js';

/** react-admin's store, seeded with the locale and theme chosen before (maybe on the sign-in screen). */
function seededStore() {
  const store = localStorageStore('1', 'Plataforma');
  store.setItem('locale', initialLocale());
  store.setItem('theme', storedThemeMode());
  return store;
}

const FallBackToInitialPage = () => <Navigate to={defaultPath} replace />;

/** The signed part of the app, nested under the entry's router (react-admin uses the existing router). */
export function AdminApp() {
  const i18nProvider = useAppI18nProvider();
  const dataProvider = useMemo(() => i18nProvider && createDataProvider((key, args) => i18nProvider.translate(key, { _: key, ...args })), [i18nProvider]);
  const store = useMemo(() => seededStore(), []);
  if (!i18nProvider || !dataProvider) return null;
  return (
    <Admin
      title={branding.title}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme="light"
      layout={GuardedLayout}
      catchAll={FallBackToInitialPage}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {resources.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      {contractRoutes}
      {mobileRoutes()}
      {navigationRoutes}
    </Admin>
  );
}
