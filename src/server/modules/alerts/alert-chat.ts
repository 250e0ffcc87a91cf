import { isEmptyComment } from '../../../domain/alerts/index.js';
import { toUtcTimestamp } from '../../../domain/logbook/utc-timestamp.js';
import type { Db } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { forbidden, validationFailed } from '../../core/api-error.js';
import { mayWorkAlerts } from './alert-access.js';
import { alertKeys } from './alert-keys.js';
import { nowOf, type AlertDeps } from './alert-deps.js';
import { fieldErrors, idProblem, idValue, isRecord, textProblem } from './body-fields.js';
import { unitMovement } from './movement-read.js';
import { sources } from './sources.js';
import { MESSAGE_TABLE } from './tables.js';

export const MAX_CHAT_MESSAGE = 2000;

/** One chat message, with its author's name and photo for the avatar. */
export interface ChatMessage {
  id_mensagem: number;
  id_movalerta: number;
  id_usuario: number;
  usu_nome: string;
  usu_foto: string | null;
  mensagem: string;
  /** UTC, `YYYY-MM-DDTHH:mm:ssZ`. */
  data: string;
}

function messageQuery(db: Db) {
  return db
    .selectFrom(`${MESSAGE_TABLE} as c`)
    .innerJoin(`${sources.user} as u`, 'u.id_usuario', 'c.id_usuario')
    .select(['c.id_mensagem', 'c.id_movalerta', 'c.id_usuario', 'u.usu_nome', 'u.usu_foto', 'c.mensagem', 'c.data']);
}

function chatMessageOf(row: Record<string, unknown>): ChatMessage {
  return {
    id_mensagem: Number(row.id_mensagem),
    id_movalerta: Number(row.id_movalerta),
    id_usuario: Number(row.id_usuario),
    usu_nome: String(row.usu_nome),
    usu_foto: (row.usu_foto as string | null) ?? null,
    mensagem: String(row.mensagem),
    data: String(row.data),
  };
}

/** `GET ALE/entities/MENSAGEM/{id_movalerta}`: the chat, oldest first. */
export async function chatOf(db: Db, id_movalerta: number): Promise<ChatMessage[]> {
  const rows = await messageQuery(db).where('c.id_movalerta', '=', id_movalerta).orderBy('c.data').orderBy('c.id_mensagem').execute();
  return rows.map(chatMessageOf);
}

/**
 * `POST ALE/entities/MENSAGEM {id_usuario, id_movalerta, mensagem, data}`: the author is the signed user
 * and the time the server's clock (UTC), whatever the body says. An empty comment (blank, whitespace, or
 * HTML that shows nothing) is ignored: 200 with `data: null`, nothing stored. The text is kept as plain
 * text (trimmed); the app shows it as text, never as HTML. Needs create on operational-alerts.
 */
export async function postChatMessage(deps: AlertDeps, access: RequestAccess, body: unknown): Promise<ChatMessage | null> {
  if (!mayWorkAlerts(access)) throw forbidden();
  if (!isRecord(body)) throw validationFailed({ _: { key: alertKeys.type } });
  const fields = fieldErrors({ id_movalerta: idProblem(body.id_movalerta, true), mensagem: textProblem(body.mensagem, MAX_CHAT_MESSAGE, false) });
  if (fields) throw validationFailed(fields);
  const { db } = deps.database;
  const movement = await unitMovement(db, access, idValue(body.id_movalerta)!);
  const text = typeof body.mensagem === 'string' ? body.mensagem : '';
  if (isEmptyComment(text)) return null;
  const inserted = await db
    .insertInto(MESSAGE_TABLE)
    .values({ id_movalerta: movement.id_movalerta, id_usuario: access.userId, mensagem: text.trim(), data: toUtcTimestamp(nowOf(deps)) })
    .returning('id_mensagem')
    .executeTakeFirstOrThrow();
  const row = await messageQuery(db).where('c.id_mensagem', '=', Number(inserted.id_mensagem)).executeTakeFirstOrThrow();
  return chatMessageOf(row);
}
