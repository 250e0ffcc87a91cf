import { describe, expect, it } from 'vitest';
import type { FeedNotification } from './alert-records.js';
import { emptyFeed, feedView, withLocalView, withServerAnswer } from './feed-state.js';

const notification = (id: number, fields: Partial<FeedNotification> = {}): FeedNotification => ({
  id_mvu: id,
  id_movalerta: 100 + id,
  mov_titulo: `Alert ${id}`,
  mov_msg_alerta: 'message',
  mov_dt_alerta: '2026-03-01T10:00:00Z',
  dt_visualizado: null,
  ale_exibe_popup: 'N',
  ale_redireciona: 'N',
  id_frame: null,
  ...fields,
});

describe('feedView', () => {
  it('is empty and not loaded before the first answer', () => {
    expect(feedView(emptyFeed)).toEqual({ notifications: [], unread: 0, popup: undefined, loaded: false, failed: false });
  });

  it('counts the unread and picks the first unread pop-up alert', () => {
    const state = withServerAnswer(emptyFeed, [
      notification(1, { ale_exibe_popup: 'S', dt_visualizado: '2026-03-01T10:05:00Z' }),
      notification(2),
      notification(3, { ale_exibe_popup: 'S' }),
      notification(4, { ale_exibe_popup: 'S' }),
    ]);
    const view = feedView(state);
    expect(view.unread).toBe(3);
    expect(view.popup?.id_mvu).toBe(3);
    expect(view.loaded).toBe(true);
  });

  it('keeps an alert viewed here viewed when the next poll still says unread, so the pop-up moves on', () => {
    const answer = [notification(3, { ale_exibe_popup: 'S' }), notification(4, { ale_exibe_popup: 'S' })];
    let state = withServerAnswer(emptyFeed, answer);
    state = withLocalView(state, 3, '2026-03-01T10:06:00Z');
    state = withServerAnswer(state, answer);
    const view = feedView(state);
    expect(view.unread).toBe(1);
    expect(view.popup?.id_mvu).toBe(4);
    expect(view.notifications[0]?.dt_visualizado).toBe('2026-03-01T10:06:00Z');
  });

  it('keeps the server time of an alert it already marked read', () => {
    let state = withServerAnswer(emptyFeed, [notification(5, { dt_visualizado: '2026-03-01T09:00:00Z' })]);
    state = withLocalView(state, 5, '2026-03-01T10:06:00Z');
    expect(feedView(state).notifications[0]?.dt_visualizado).toBe('2026-03-01T09:00:00Z');
  });

  it('marking the same alert twice changes nothing', () => {
    const once = withLocalView(emptyFeed, 1, 'a');
    expect(withLocalView(once, 1, 'b')).toBe(once);
  });
});
