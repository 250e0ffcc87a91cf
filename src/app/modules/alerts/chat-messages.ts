/** The alert chat as shown: oldest first, empty comments left out (section 5, also when the server kept one). */
import { isEmptyComment } from '../../../domain/alerts/index.js';
import { parseUtcTimestamp } from '../../../domain/logbook/utc-timestamp.js';
import type { ChatMessage } from './alert-records.js';

const timeOf = (message: ChatMessage): number => {
  const t = parseUtcTimestamp(message.data ?? '');
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

export function shownChatMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return (
    messages
      .filter((message) => !isEmptyComment(message.mensagem))
      .map((message, index) => ({ message, index }))
      // Same second: the server's order (ids grow), then the answer's order.
      .sort((a, b) => timeOf(a.message) - timeOf(b.message) || (a.message.id_mensagem ?? 0) - (b.message.id_mensagem ?? 0) || a.index - b.index)
      .map(({ message }) => message)
  );
}
