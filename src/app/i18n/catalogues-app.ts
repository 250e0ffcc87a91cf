import { appEnUS } from './messages/app-en-US.js';
import { appPtBR } from './messages/app-pt-BR.js';
import { appEsES } from './messages/app-es-ES.js';
import type { AppLocale } from './locales.js';

export type Catalogue = Record<string, unknown>;

/** Only the app's messages: enough for the sign-in screen, which loads no react-admin. */
export const appCatalogues: Record<AppLocale, Catalogue> = {
  'en-US': appEnUS,
  'pt-BR': appPtBR,
  'es-ES': appEsES,
};
