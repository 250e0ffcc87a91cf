import { describe, expect, it } from 'vitest';
import { firstPopupAlert, isUnread, markViewed, unreadCount } from './notifications.js';
import type { AlertNotification } from './types.js';

const alert = (id_mvu: number, over: Partial<AlertNotification> = {}): AlertNotification => ({
  id_mvu,
  mov_titulo: `Alert ${id_mvu}`,
  mov_msg_alerta: 'Pressure high',
  mov_dt_alerta: '2027-03-16T17:00:00Z',
  dt_visualizado: null,
  ale_exibe_popup: 'N',
  ale_redireciona: 'N',
  id_frame: null,
  ...over,
});

describe('isUnread and unreadCount', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['  ', true],
    ['2027-03-16T17:05:00Z', false],
  ])('dt_visualizado %j -> unread %s', (dt_visualizado, want) => {
    expect(isUnread({ dt_visualizado })).toBe(want);
  });

  it('counts the unread ones', () => {
    expect(unreadCount([alert(1), alert(2, { dt_visualizado: '2027-03-16T17:05:00Z' }), alert(3, { dt_visualizado: '' })])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });
});

describe('firstPopupAlert', () => {
  it('is the first unread one with the popup flag S', () => {
    const list = [
      alert(1, { ale_exibe_popup: 'S', dt_visualizado: '2027-03-16T17:05:00Z' }),
      alert(2, { ale_exibe_popup: 'N' }),
      alert(3, { ale_exibe_popup: 'S' }),
      alert(4, { ale_exibe_popup: 'S' }),
    ];
    expect(firstPopupAlert(list)?.id_mvu).toBe(3);
  });

  it('is undefined when none qualifies', () => {
    expect(firstPopupAlert([alert(1), alert(2, { ale_exibe_popup: 's' })])).toBeUndefined();
    expect(firstPopupAlert([])).toBeUndefined();
  });
});

describe('markViewed', () => {
  it('marks only that notification, in a new list', () => {
    const list = [alert(1, { ale_exibe_popup: 'S' }), alert(2, { ale_exibe_popup: 'S' })];
    const after = markViewed(list, 1, '2027-03-16T17:06:00Z');
    expect(after).not.toBe(list);
    expect(after.map((n) => n.dt_visualizado)).toEqual(['2027-03-16T17:06:00Z', null]);
    expect(list[0]?.dt_visualizado).toBeNull();
    expect(firstPopupAlert(after)?.id_mvu).toBe(2);
    expect(unreadCount(after)).toBe(1);
  });

  it('returns the same list when there is nothing to mark', () => {
    const list = [alert(1, { dt_visualizado: '2027-03-16T17:05:00Z' })];
    expect(markViewed(list, 1, '2027-03-16T17:06:00Z')).toBe(list);
    expect(markViewed(list, 99, '2027-03-16T17:06:00Z')).toBe(list);
  });
});
