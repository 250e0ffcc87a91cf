import type { PowerBiEmbedAnswer } from '../../../../../generated/api-types.js';
import { api } from '../../../../api/api-client.js';

export type PowerBiEmbed = PowerBiEmbedAnswer['data'];

/** What the page embeds a Power BI dashboard's report with (`GET GDV/queries/powerbi-embed/{id_visao}`). */
export const fetchPowerBiEmbed = async (idVisao: number): Promise<PowerBiEmbed> =>
  (await api<string, PowerBiEmbedAnswer>(`GDV/queries/powerbi-embed/${idVisao}`)).data;
