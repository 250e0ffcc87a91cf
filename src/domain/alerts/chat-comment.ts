/** The alert chat (platform-core section 5): an empty comment is ignored. */
import { isEmptyAnnotation } from '../logbook/empty-annotation.js';
import { toUtcTimestamp } from '../logbook/utc-timestamp.js';

/** Blank, whitespace only, or HTML that shows nothing (`<p><br></p>`, `&nbsp;`). */
export function isEmptyComment(text: string | null | undefined): boolean {
  return isEmptyAnnotation(text);
}

export interface ChatMessageBody {
  id_usuario: number;
  id_movalerta: number;
  mensagem: string;
  /** UTC, `YYYY-MM-DDTHH:mm:ssZ`. */
  data: string;
}

/** The `POST ALE/entities/MENSAGEM` body for a comment, trimmed; undefined when it is to be ignored. */
export function chatMessageBody(text: string | null | undefined, idUsuario: number, idMovalerta: number, now: Date | number): ChatMessageBody | undefined {
  if (text === null || text === undefined || isEmptyComment(text)) return undefined;
  return { id_usuario: idUsuario, id_movalerta: idMovalerta, mensagem: text.trim(), data: toUtcTimestamp(now) };
}
