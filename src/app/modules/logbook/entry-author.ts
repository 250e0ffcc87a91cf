import type { LogbookEntry } from './logbook-api.js';

/** The author's name; their id when the user record is gone. */
export const authorOf = (entry: LogbookEntry): string => entry.usu_nome ?? `#${entry.id_user}`;
