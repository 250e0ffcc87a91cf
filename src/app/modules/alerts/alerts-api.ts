/** The ALE calls of the alerts UI (platform-core section 7), over the app's http client. */
import type { HttpClient } from '../data-entry/shared/series-api.js';
import type { ChatMessageBody } from '../../../domain/alerts/index.js';
import { listOf, pageOf, recordOf, type Page } from './answer-shapes.js';
import type { AlertGroup, AlertMovement, ChatMessage, FeedNotification, MovementRow, NotifiableUser } from './alert-records.js';
import { movementsQuery, type MovementFilters } from './movements-query.js';

export type { HttpClient };

const post = (http: HttpClient, path: string, body: unknown) => http(path, { method: 'POST', body: JSON.stringify(body) });

export async function fetchLastNotifications(http: HttpClient, userId: number): Promise<FeedNotification[]> {
  const { json } = await http(`ALE/queries/lastNotifications/${userId}`);
  return listOf<FeedNotification>(json);
}

export async function markAlertRead(http: HttpClient, idMvu: number, userId: number): Promise<void> {
  await http(`ALE/queries/updateAlertReadByUser/${idMvu}?${new URLSearchParams({ userID: String(userId) })}`);
}

export async function fetchMovement(http: HttpClient, idMovalerta: number): Promise<AlertMovement | undefined> {
  const { json } = await http(`ALE/entities/ALEMOV/${idMovalerta}`);
  const movement = recordOf<AlertMovement>(json);
  return movement && { ...movement, viewedBy: Array.isArray(movement.viewedBy) ? movement.viewedBy : [] };
}

export async function fetchChat(http: HttpClient, idMovalerta: number): Promise<ChatMessage[]> {
  const { json } = await http(`ALE/entities/MENSAGEM/${idMovalerta}`);
  return listOf<ChatMessage>(json);
}

export async function postChatMessage(http: HttpClient, body: ChatMessageBody): Promise<void> {
  await post(http, 'ALE/entities/MENSAGEM', body);
}

export async function insertCause(http: HttpClient, idMovalerta: number, cause: string): Promise<void> {
  await post(http, 'ALE/queries/insertCause', { id_movalerta: idMovalerta, mov_causa: cause });
}

export async function notifyUsers(http: HttpClient, alertId: number, movementId: number, users: readonly number[]): Promise<void> {
  await post(http, 'ALE/queries/notifyUsers', { alertID: alertId, alertMovID: movementId, users });
}

export async function fetchMovements(http: HttpClient, filters: MovementFilters, page: number, perPage: number): Promise<Page<MovementRow>> {
  const { json, body } = await http(`ALE/queries/movements?${movementsQuery(filters, page, perPage)}`);
  return pageOf<MovementRow>(json, body);
}

const allRows = `range=${encodeURIComponent('[0,999]')}`;

export async function fetchAlertGroups(http: HttpClient): Promise<AlertGroup[]> {
  const { json } = await http(`ALE/entities/ALEGRUPO?${allRows}`);
  return listOf<AlertGroup>(json);
}

/** The people of the unit one may notify (`CAC/queries/USUARIO`, readable by every signed user of the unit). */
export async function fetchNotifiableUsers(http: HttpClient): Promise<NotifiableUser[]> {
  const { json } = await http('CAC/queries/USUARIO');
  return listOf<NotifiableUser>(json);
}
