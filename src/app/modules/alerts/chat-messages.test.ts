import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './alert-records.js';
import { shownChatMessages } from './chat-messages.js';

const message = (id: number, data: string, mensagem = `comment ${id}`): ChatMessage => ({ id_mensagem: id, id_usuario: 1, id_movalerta: 9, mensagem, data });

describe('shownChatMessages', () => {
  it('orders by time (UTC, with or without Z), then by id', () => {
    const list = [
      message(3, '2026-03-01T10:00:05Z'),
      message(1, '2026-03-01T10:00:00'),
      message(2, '2026-03-01T10:00:05Z'),
      message(4, '2026-03-01T07:00:00-03:00'),
    ];
    expect(shownChatMessages(list).map((m) => m.id_mensagem)).toEqual([1, 4, 2, 3]);
  });

  it('leaves out blank and empty-HTML comments', () => {
    const list = [message(1, '2026-03-01T10:00:00Z', '  '), message(2, '2026-03-01T10:00:01Z', '<p><br></p>'), message(3, '2026-03-01T10:00:02Z', 'ok')];
    expect(shownChatMessages(list).map((m) => m.id_mensagem)).toEqual([3]);
  });

  it('puts a message without a readable time last', () => {
    expect(shownChatMessages([message(1, 'later'), message(2, '2026-03-01T10:00:00Z')]).map((m) => m.id_mensagem)).toEqual([2, 1]);
  });
});
