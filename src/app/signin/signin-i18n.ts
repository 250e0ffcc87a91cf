import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appCatalogues } from '../i18n/catalogues-app.js';
import { i18nextOptions } from '../i18n/i18next-options.js';

/** The sign-in screen's own i18next: only the app's messages, no react-admin. */
export const signInI18n = createInstance();
void signInI18n.use(initReactI18next).init(i18nextOptions(appCatalogues));
