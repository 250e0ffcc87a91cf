/** The calls of dashboard links (server: src/server/modules/dashboards/embed-*.ts). */
import type {
  DashboardEmbedAnswer,
  DashboardEmbedLinkCreateBody,
  DashboardEmbedLinkCreateAnswer,
  DashboardEmbedLinkRenewAnswer,
  DashboardEmbedLinkRevokeAnswer,
  DashboardEmbedLinksAnswer,
} from '../../../../generated/api-types.js';
import { api } from '../../../api/api-client.js';

export type EmbedDefinition = DashboardEmbedAnswer['data'];
export type EmbedLink = DashboardEmbedLinksAnswer['data'][number];
export type CreatedEmbedLink = DashboardEmbedLinkCreateAnswer['data'];
export type NewEmbedLink = DashboardEmbedLinkCreateBody;

/** What a link's token shows (`GET GDV/queries/embed`), with that token and no session. */
export const fetchEmbed = (token: string, signal?: AbortSignal): Promise<EmbedDefinition> =>
  api<string, DashboardEmbedAnswer>('GDV/queries/embed', { auth: { token }, signal }).then((answer) => answer.data);

export const fetchEmbedLinks = async (idVisao: number): Promise<EmbedLink[]> =>
  (await api<string, DashboardEmbedLinksAnswer>('GDV/queries/embed-links', { query: { id_visao: idVisao } })).data;

export const createEmbedLink = async (link: NewEmbedLink): Promise<CreatedEmbedLink> =>
  (await api<string, DashboardEmbedLinkCreateAnswer>('GDV/actions/embed-links', { method: 'POST', json: link })).data;

/** A new link with the same target; the old one stops working. */
export const renewEmbedLink = async (id: number, expiresAt?: string): Promise<CreatedEmbedLink> =>
  (
    await api<string, DashboardEmbedLinkRenewAnswer>(`GDV/actions/embed-links/${id}/renew`, {
      method: 'POST',
      json: expiresAt ? { expires_at: expiresAt } : {},
    })
  ).data;

export const revokeEmbedLink = async (id: number): Promise<EmbedLink> =>
  (await api<string, DashboardEmbedLinkRevokeAnswer>(`GDV/actions/embed-links/${id}/revoke`, { method: 'POST', json: {} })).data;
