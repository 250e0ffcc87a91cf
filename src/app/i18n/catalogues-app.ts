import { appEnUS } from './messages/app-en-US.js';
import { appPtBR } from './messages/app-pt-BR.js';
import { appEsES } from './messages/app-es-ES.js';
import { mergeCatalogues } from './merge-catalogues.js';
import type { AppLocale } from './locales.js';

export type Catalogue = Record<string, unknown>;

/**
 * A feature keeps its messages in `messages/<feature>/{en-US,pt-BR,es-ES}.ts` (default export),
 * found here without a registry to edit; tests/unit/i18n-complete.test.ts checks all three match.
 */
const featureModules = import.meta.glob<{ default: Catalogue }>('./messages/*/*.ts', { eager: true });

function featureMessages(locale: AppLocale): Catalogue[] {
  return Object.entries(featureModules)
    .filter(([path]) => path.endsWith(`/${locale}.ts`))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, module]) => module.default);
}

/** Only the app's messages: enough for the sign-in screen, which loads no react-admin. */
export const appCatalogues: Record<AppLocale, Catalogue> = {
  'en-US': mergeCatalogues(appEnUS, ...featureMessages('en-US')),
  'pt-BR': mergeCatalogues(appPtBR, ...featureMessages('pt-BR')),
  'es-ES': mergeCatalogues(appEsES, ...featureMessages('es-ES')),
};
