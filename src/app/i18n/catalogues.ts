/**
 * Every message of the admin app per locale, in react-admin's format (`%{x}`, `||||`):
 * react-admin's own, the app's, and the schemas' under `resources`.
 */
import englishMessages from 'ra-language-english';
import raPtBR from './messages/ra-pt-BR.js';
import raEsES from './messages/ra-es-ES.js';
import { appCatalogues, type Catalogue } from './catalogues-app.js';
import { schemaMessages } from '../../generated/schema-messages.js';
import type { AppLocale } from './locales.js';

export const catalogues: Record<AppLocale, Catalogue> = {
  'en-US': { ...englishMessages, ...appCatalogues['en-US'], resources: schemaMessages['en-US'] },
  'pt-BR': { ...raPtBR, ...appCatalogues['pt-BR'], resources: schemaMessages['pt-BR'] },
  'es-ES': { ...raEsES, ...appCatalogues['es-ES'], resources: schemaMessages['es-ES'] },
};
