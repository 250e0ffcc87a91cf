import type { PowerBiEmbedAnswer } from '../../../../../generated/api-types.js';
import { api, type ApiAuth } from '../../../../api/api-client.js';

export type PowerBiEmbed = PowerBiEmbedAnswer['data'];

/** What the page embeds a Power BI dashboard's report with (`GET GDV/queries/powerbi-embed/{id_visao}`); `auth`: a link's token. */
export const fetchPowerBiEmbed = async (idVisao: number, auth?: ApiAuth): Promise<PowerBiEmbed> =>
  (await api<string, PowerBiEmbedAnswer>(`GDV/queries/powerbi-embed/${idVisao}`, { auth })).data;
