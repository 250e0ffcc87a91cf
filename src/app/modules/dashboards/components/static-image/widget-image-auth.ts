import { createContext } from 'react';
import type { ApiAuth } from '../../../../api/api-client.js';

/**
 * How a widget's pictures are fetched: the session (undefined), or the embedding token a TV link or an iframe export
 * gives `WidgetBoard` (its provider wraps the board, so the renderers need no prop for it).
 */
export const WidgetImageAuthContext = createContext<ApiAuth | undefined>(undefined);
