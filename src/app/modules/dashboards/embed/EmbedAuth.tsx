import { createContext, useContext } from 'react';
import type { ApiAuth } from '../../../api/api-client.js';

const EmbedAuthContext = createContext<ApiAuth>('signed');

/** Inside a dashboard link's page: its token, for any call a widget makes itself (a dashboard picture). */
export const EmbedAuthProvider = EmbedAuthContext.Provider;

/**
 * How a widget renderer calls the API: the session in the app, the link's token on a TV link or an iframe
 * export (e.g. `api('GDV/queries/images/' + id, { read: 'blob', auth: useEmbedAuth() })`).
 */
export const useEmbedAuth = (): ApiAuth => useContext(EmbedAuthContext);
