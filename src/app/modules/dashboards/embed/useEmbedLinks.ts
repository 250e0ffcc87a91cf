import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { fetchEmbedLinks } from './embed-api.js';

/** The dashboard's live links (TV links and iframe exports), loaded when the dialog opens; `reload` after a change. */
export function useEmbedLinks(idVisao: number) {
  return useAsyncData(`embed-links|${idVisao}`, () => fetchEmbedLinks(idVisao));
}
